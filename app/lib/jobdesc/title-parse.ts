/**
 * Titles as people type them (issue 50 §2): "Senior Software Engineer", "Pflegefachkraft (m/w/d)
 * Intensivstation", "Vrachtwagenchauffeur CE", "HGV Class 1 Driver – Birmingham". The parser
 * takes off what is not the occupation — the gender suffix, seniority words, licence and class
 * qualifiers, a location tail — and keeps each, so the writer can use them; the rest (`core`)
 * is matched to an occupation. The typed title itself is what the text shows.
 */
export const SENIORITIES = ["student", "apprentice", "intern", "trainee", "junior", "medior", "senior", "lead", "principal", "head"] as const;
export type Seniority = (typeof SENIORITIES)[number];

export interface ParsedTitle {
  typed: string;
  /** the words left for the occupation, e.g. "Software Engineer", "Pflegefachkraft Intensivstation" */
  core: string;
  seniority: Seniority | null;
  /** licence and class qualifiers as typed: "CE", "CDL-A", "Class 1", "HGV", "IG", "DGKP" */
  qualifiers: string[];
  genderSuffix: string | null;
  /** a place named at the end: "… in Berlin", "… – Rotterdam", "… (Utrecht)" */
  location: string | null;
}

const GENDER = /\s*[([]\s*(?:[mwfvdxh]\s*\/\s*[mwfvdxh](?:\s*\/\s*[mwfvdxh])?|all genders|alle Geschlechter|genderneutral|w\/m\/d|d\/m\/w)\s*[)\]]\s*/giu;
/**
 * A school's head of a subject department ("Head of Maths", "Head of MFL"): the words name the
 * occupation (a head of department teaches and leads the subject's teachers), so they stay in the
 * core title; a "Head of Sales" or "Head of Data Science" is the head of a function.
 */
const SCHOOL_SUBJECT =
  "(?:maths|mathematics|english|science|sciences|history|geography|computing|computer science|music|art|drama|pe|physical education|mfl|modern foreign languages|languages|humanities|re|religious education|religious studies|department|faculty)";
/** seniority words and their meaning; first match wins, so "Head of" comes before "Lead" */
const SENIORITY_WORDS: [RegExp, Seniority][] = [
  [/(?<![\p{L}])(?:werkstudent(?:in)?|working student|student(?:ische)?\s+(?:hilfskraft|aushilfe)|bijbaan student)(?![\p{L}])/iu, "student"],
  [/(?<![\p{L}])(?:azubi|auszubildende[rn]?|ausbildung(?:\s+zum|\s+zur|\s+als)?|apprentice(?:ship)?|leerling|bbl[- ]leerling)(?![\p{L}])/iu, "apprentice"],
  [/(?<![\p{L}])(?:praktikant(?:in)?|praktikum|intern(?:ship)?|stagiai?re?|stage)(?![\p{L}])/iu, "intern"],
  [/(?<![\p{L}])(?:trainee|graduate|berufseinsteiger(?:in)?|starter)(?![\p{L}])/iu, "trainee"],
  // …but not the "-Leiter" of a hyphenated compound: "Kundenservice-Leiter" is the Leiter Kundenservice
  // (the words stay in the core, as HEAD_TITLE's do), not "Kundenservice" and its representatives' profile
  [new RegExp(`(?<![\\p{L}])(?:head of(?!\\s+${SCHOOL_SUBJECT}(?![\\p{L}]))|(?<!-)leiter(?:in)? (?:der |des )?|hoofd)(?![\\p{L}])`, "iu"), "head"],
  [/(?<![\p{L}])principal(?=\s+\p{L})/iu, "principal"],
  [/(?<![\p{L}])(?:lead|teamlead|team lead|teamleiter(?:in)?|teamleider)(?![\p{L}])/iu, "lead"],
  [/(?<![\p{L}])(?:senior|sr\.?|erfahrene[rn]?|ervaren)(?![\p{L}])/iu, "senior"],
  [/(?<![\p{L}])(?:medior|mid-level|mid level|intermediate)(?![\p{L}])/iu, "medior"],
  [/(?<![\p{L}])(?:junior|jr\.?|einsteiger(?:in)?)(?![\p{L}])/iu, "junior"],
];
/**
 * Titles that run a kitchen, a shop, a ward or a department without a seniority word: "Head Chef",
 * "Küchenchef", "Chef de cuisine", "Store Manager", "Filialleiter", "Pflegedienstleitung",
 * "Ward Manager", "Bedrijfsleider". A Manchester "Head Chef" was asked for "some relevant work
 * experience" and an NVQ Level 2, as a commis chef would be: the National Careers Service's chefs
 * become head chefs by way of chef de partie and sous chef. "head" runs a unit, "lead" a team or a
 * shift. The words stay in the core title, which names the occupation ("Head Chef" is ESCO's head
 * chef, not a cook).
 */
const HEAD_TITLE = new RegExp(
  `(?<![\\p{L}])(?:head of ${SCHOOL_SUBJECT}|fachbereichsleit(?:er|erin|ung)|head(?! of)\\s+\\p{L}+|chief|k(?:ü|ue)chenchef(?:in)?|chef de cuisine|executive chef|chef[- ]?kok|keukenchef|chefk(?:ö|oe|o)ch(?:in)?|chef(?:ä|ae|a)rzt(?:in)?|\\p{L}*(?<!beg|halb|weg|schicht|team|projekt)leiter(?:in)?|\\p{L}*(?<!schicht|team|projekt)leitung|(?:bedrijfs|afdelings|filiaal|vestigings|locatie|winkel)leider|leidinggevende|hoofd|\\p{L}+hoofd)(?![\\p{L}])`,
  "iu",
);
const LEAD_TITLE =
  /(?<![\p{L}])(?:supervisor|(?:team|shift|section|group|crew)[- ]?leader|foreman|forewoman|sous[- ]chef|\p{L}*(?:schicht|team|projekt)leit(?:er|erin|ung)|vorarbeiter(?:in)?|polier(?:in)?|(?:team|ploeg|productie|magazijn|project)leider|shift (?:leader|manager))(?![\p{L}])/iu;
/**
 * "Manager" runs a shop, a ward or a department (ISCO-08 major group 1), except where it names a
 * portfolio one person looks after: an account, a product, a project, a brand or a case. A "Sales
 * Manager" in German and Dutch ads is as often a field sales role as the head of one, so the
 * title alone does not make it a team's lead (a "Head of Sales" or "Vertriebsleiter" does).
 */
const MANAGER = /(?<![\p{L}])(\p{L}+[\s-])?(\p{L}*)manager(?![\p{L}])/iu;
const NO_TEAM_MANAGER = /^(?:key|account|sales|product|produkt|project|projekt|programme|program|case|content|community|media|campaign|brand|relationship|success|category|marketing|channel|partner|property|release|test|bid|event|data|portfolio|client|vendor|risk|compliance|office|social|crm|seo|ppc|e-?commerce)$/i;

/**
 * The second in command of a unit: "Assistant Store Manager", "Deputy Manager", "Stellvertretende
 * Filialleitung", "Assistent filiaalmanager", "Adjunct-bedrijfsleider". The title leads people (a
 * lead or head role), but an assistant or deputy stands in for the manager and supervises the team:
 * the National Careers Service's retail, restaurant and hotel managers come up by way of supervisor
 * and assistant or deputy manager, so the deputy is asked for some years and supervisory experience,
 * not the head's years in a leadership role. The Dutch deputy is also "plaatsvervangend" and the head
 * a "hoofd" ("Adjunct-afdelingshoofd", "Plaatsvervangend afdelingshoofd"); the German head of a
 * kitchen a "Küchenchef": all three were written as the unit's sole lead, as was a "Deputy Care Home
 * Manager" (two words between deputy and manager). An English kitchen's second is the "Deputy" or
 * "Assistant Head Chef" (the head chef's sous chef), read as the school's deputy head and as the head.
 */
const DEPUTY =
  /(?<![\p{L}])(?:assistant|deputy|stellvertretende[rn]?|stv\.|assistent(?:e)?|adjunct|plaatsvervangende?)[\s-]+(?:\p{L}+[\s-]+){0,2}(?:\p{L}*manager|\p{L}*leit(?:er|erin|ung)|\p{L}*leider|leidinggevende|\p{L}*hoofd|\p{L}+chef(?:in)?|head[\s-]+chef)(?![\p{L}])/iu;

export function isDeputyTitle(title: string) {
  return DEPUTY.test(title);
}

/** Whom an English deputy stands in for, where the title names it: a deputy head chef's head chef, not "the manager". */
export function deputysLead(title: string): string | undefined {
  return isDeputyTitle(title) && /\bhead[\s-]+chef\b/i.test(title) ? "head chef" : undefined;
}

/** The level the title's own words give a role that leads people, or null. */
export function leadershipFromTitle(title: string): Seniority | null {
  if (LEAD_TITLE.test(title)) return "lead";
  if (HEAD_TITLE.test(title)) return "head";
  const manager = MANAGER.exec(title);
  if (manager) {
    const portfolio = [manager[2], manager[1]?.trim().replace(/-$/, "")].find((w) => w);
    if (!portfolio || !NO_TEAM_MANAGER.test(portfolio)) return "head";
  }
  return null;
}

/** licence and class qualifiers: driving categories, US CDL classes, UK classes, care levels, Austrian DGKP */
const QUALIFIERS =
  /(?<![\p{L}\d])(?:C\s*\/\s*CE|C\+E|C1E|CE|CDL[- ]?[ABC]|CDL|Class\s*[12]|Cat(?:egory)?\.?\s*C\+?E?|HGV(?:\s*[12])?|LGV|IG|VIG|DGKP|PFA|PA|EFZ|EBA|HF|FH|BSN|ADN|RN|LPN|CNA)(?![\p{L}\d])/gu;
/**
 * German feminine and plural endings written onto a word: "Verkäufer/in", "Kaufmann/-frau",
 * "Kaufmännische/r Angestellte/r", "Mitarbeiter*in". Split at the slash they left "Kaufmann -frau
 * für Büromanagement", and the words no longer read as the occupation's. The word before the slash
 * has two letters at least: the Dutch "Monteur W/E" (werktuigbouwkundige en elektrotechnische
 * installaties) lost its "E" and read "Monteur W".
 */
const GENDER_ENDING = /(?<=\p{L}{2})(?:\/-?(?:in|innen|r|e|er|n|frau|mann)|\((?:in|innen|r|e|n)\)|[*:_](?:in|innen))(?=[\s),/]|$)/giu;

/**
 * Weekly hours typed into a title: "Maatschappelijk werker 32 uur", "Verkäufer 20 Std.",
 * "Cleaner (16 hours)", "24-32 uur per week". They are the contract's, not the occupation's: the
 * ad read "Als maatschappelijk werker 32 uur zijn dit uw taken".
 */
export const TITLE_HOURS =
  /\s*\(?(?<![\p{L}\d])\d{1,2}(?:\s*[-–]\s*\d{1,2}|\s+(?:tot|bis|to)\s+\d{1,2})?\s*(?:uur|Std\.?|Stunden|hours|hrs)(?:\s+(?:per|pro|a)\s+(?:week|Woche|wk))?\)?(?![\p{L}])/giu;

/** words that join a location tail: "in Berlin", "– Rotterdam", "(Utrecht)", "| London" */
const LOCATION_TAIL = /(?:\s+(?:in|bei|te|at)\s+|\s*[–—|]\s*|\s+-\s+)([\p{Lu}][\p{L}.' -]+?)\s*$|\s*\(([\p{Lu}][\p{L}.' -]+)\)\s*$/u;

export function parseTitle(typed: string, seniorityHint?: string | null): ParsedTitle {
  let rest = ` ${typed.replace(TITLE_HOURS, " ").trim()} `;
  const genderMatch = rest.match(GENDER);
  const genderSuffix = genderMatch ? genderMatch[0].trim() : null;
  rest = rest.replace(GENDER, " ");
  let location: string | null = null;
  const tail = LOCATION_TAIL.exec(rest.trim());
  // a bracket holding a licence or a word in lower case is not a place: "(Reach Truck)" is kept
  if (tail && !/^(?:HF|FH|EFZ|DGKP|CE|IG|Reach Truck|Band \d)$/i.test((tail[1] ?? tail[2]).trim())) {
    const place = (tail[1] ?? tail[2]).trim();
    if (!QUALIFIERS.test(place) && place.split(/\s+/).length <= 3 && !/(?:engineer|driver|nurse|fahrer|kraft|kundige|teacher|station|teilzeit|vollzeit|deeltijd|voltijd|part-time|full-time)/i.test(place)) {
      location = place;
      rest = ` ${rest.trim().slice(0, tail.index)} `;
    }
    QUALIFIERS.lastIndex = 0;
  }
  let seniority: Seniority | null = null;
  for (const [pattern, level] of SENIORITY_WORDS) {
    if (pattern.test(rest)) {
      seniority = level;
      rest = rest.replace(pattern, " ");
      break;
    }
  }
  // a title that leads people is a lead or head role whatever the level word or the request's
  // field says ("Senior Store Manager", "Head Chef" with seniority "junior"); those in training
  // ("Trainee Store Manager", "Praktikum Filialleitung") stay in training
  const leads = leadershipFromTitle(typed);
  if (leads && (!seniority || ["junior", "medior", "senior"].includes(seniority))) seniority = leads;
  seniority = seniority ?? seniorityFrom(seniorityHint);
  const qualifiers = [...rest.matchAll(QUALIFIERS)].map((m) => m[0].trim());
  rest = rest.replace(QUALIFIERS, " ").replace(GENDER_ENDING, "");
  const core = rest
    .replace(/[(),|–—/]+/g, " ")
    .replace(/\s+-\s+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // a title that is all seniority ("Teamleiter (m/w/d)") is its own core, without the gender suffix
  const whole = typed.replace(GENDER, " ").replace(/\s+/g, " ").trim();
  return { typed: typed.trim(), core: core || whole || typed.trim(), seniority, qualifiers, genderSuffix, location };
}

/** A seniority the request names in words ("senior", "Berufseinsteiger", "medior"). */
export function seniorityFrom(text: string | null | undefined): Seniority | null {
  if (!text) return null;
  const value = text.trim().toLowerCase();
  if ((SENIORITIES as readonly string[]).includes(value)) return value as Seniority;
  for (const [pattern, level] of SENIORITY_WORDS) if (pattern.test(` ${text} `)) return level;
  if (/^(entry|entry-level|einstieg|beginner)$/.test(value)) return "junior";
  if (/^(mid|experienced|professional)$/.test(value)) return "medior";
  return null;
}
