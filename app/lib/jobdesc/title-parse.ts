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
/** seniority words and their meaning; first match wins, so "Head of" comes before "Lead" */
const SENIORITY_WORDS: [RegExp, Seniority][] = [
  [/(?<![\p{L}])(?:werkstudent(?:in)?|working student|student(?:ische)?\s+(?:hilfskraft|aushilfe)|bijbaan student)(?![\p{L}])/iu, "student"],
  [/(?<![\p{L}])(?:azubi|auszubildende[rn]?|ausbildung(?:\s+zum|\s+zur|\s+als)?|apprentice(?:ship)?|leerling|bbl[- ]leerling)(?![\p{L}])/iu, "apprentice"],
  [/(?<![\p{L}])(?:praktikant(?:in)?|praktikum|intern(?:ship)?|stagiai?re?|stage)(?![\p{L}])/iu, "intern"],
  [/(?<![\p{L}])(?:trainee|graduate|berufseinsteiger(?:in)?|starter)(?![\p{L}])/iu, "trainee"],
  [/(?<![\p{L}])(?:head of|leiter(?:in)? (?:der |des )?|hoofd)(?![\p{L}])/iu, "head"],
  [/(?<![\p{L}])principal(?=\s+\p{L})/iu, "principal"],
  [/(?<![\p{L}])(?:lead|teamlead|team lead|teamleiter(?:in)?|teamleider)(?![\p{L}])/iu, "lead"],
  [/(?<![\p{L}])(?:senior|sr\.?|erfahrene[rn]?|ervaren)(?![\p{L}])/iu, "senior"],
  [/(?<![\p{L}])(?:medior|mid-level|mid level|intermediate)(?![\p{L}])/iu, "medior"],
  [/(?<![\p{L}])(?:junior|jr\.?|einsteiger(?:in)?)(?![\p{L}])/iu, "junior"],
];
/** licence and class qualifiers: driving categories, US CDL classes, UK classes, care levels, Austrian DGKP */
const QUALIFIERS =
  /(?<![\p{L}\d])(?:C\s*\/\s*CE|C\+E|C1E|CE|CDL[- ]?[ABC]|CDL|Class\s*[12]|Cat(?:egory)?\.?\s*C\+?E?|HGV(?:\s*[12])?|LGV|IG|VIG|DGKP|PFA|PA|EFZ|EBA|HF|FH|BSN|ADN|RN|LPN|CNA)(?![\p{L}\d])/gu;
/**
 * German feminine and plural endings written onto a word: "Verkäufer/in", "Kaufmann/-frau",
 * "Kaufmännische/r Angestellte/r", "Mitarbeiter*in". Split at the slash they left "Kaufmann -frau
 * für Büromanagement", and the words no longer read as the occupation's.
 */
const GENDER_ENDING = /(?<=\p{L})(?:\/-?(?:in|innen|r|e|er|n|frau|mann)|\((?:in|innen|r|e|n)\)|[*:_](?:in|innen))(?=[\s),/]|$)/giu;

/** words that join a location tail: "in Berlin", "– Rotterdam", "(Utrecht)", "| London" */
const LOCATION_TAIL = /(?:\s+(?:in|bei|te|at)\s+|\s*[–—|]\s*|\s+-\s+)([\p{Lu}][\p{L}.' -]+?)\s*$|\s*\(([\p{Lu}][\p{L}.' -]+)\)\s*$/u;

export function parseTitle(typed: string, seniorityHint?: string | null): ParsedTitle {
  let rest = ` ${typed.trim()} `;
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
