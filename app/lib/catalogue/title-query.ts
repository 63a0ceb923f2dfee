/**
 * A job title as a recruiter types it into the look-up ("Senior Softwareentwickler (m/w/d)",
 * "Verpleegkundige (m/v/x)", "Lead Software Engineer", "Oberarzt") → what the occupation search
 * matches. The classification's labels name occupations, not a level or the genders addressed, so
 * the search looks for the title without its gender marker (`text`) and, when the title names a
 * level, also for the occupation words alone (`core`); the level is kept as the target group's
 * seniority (the taxonomy's seniority ids). A handful of German ranks of a profession that ESCO
 * has no label for ("Oberarzt": a senior specialist physician) read as the profession and a level.
 *
 * Used by searchJobTitles only (server); pure, so the unit tests cover it.
 */

/** The taxonomy's seniority ids (services/catalogue/data/taxonomy.ts SENIORITIES) a title may name. */
export type TitleSeniority = "student" | "entry" | "experienced" | "senior" | "manager";

export interface TitleQuery {
  /** as typed, without gender markers and extra spaces */
  text: string;
  /** the occupation words: `text` without level words, ranks replaced by the profession; "" when none are left */
  core: string;
  /** the level the title names, or null */
  seniority: TitleSeniority | null;
  /**
   * `core` before its first separator and without bracketed parts ("Software Engineer, Backend" →
   * "Software Engineer"; "Tischler/Schreiner" → "Tischler"): what a title is searched by when `core` finds nothing; "" when the same.
   * A Dutch teacher's title with a school type and a subject has the teacher of that school type
   * ("Mbo-docent techniek" → "docent beroepsonderwijs")
   */
  head: string;
}

const L = "\\p{L}";

/**
 * "(m/w/d)", "(w/m/d)", "(f/m/x)", "(m/v/x)", "(m|w|d)", "(m/w/div.)", "m/w/d", "m/f/x", "(all genders)",
 * "(alle Geschlechter)", "(gn)": the genders an ad addresses.
 */
const GENDER_LETTER = "(?:[mwfdxvh]|div\\.?|divers)";
const GENDER_MARKERS = [
  new RegExp(`[([]\\s*${GENDER_LETTER}(?:\\s*[/|,]\\s*${GENDER_LETTER}){1,3}\\s*[)\\]]`, "giu"),
  new RegExp(`(?<![${L}\\d/])[mwfdxv](?:\\s*/\\s*[mwfdxv]){1,3}(?![${L}\\d/])`, "giu"),
  /[([]\s*(?:all genders|alle geschlechter|genderneutral|gn|w\/m|m\/w)\s*[)\]]/giu,
];
/**
 * the feminine ending written beside the masculine: "Entwickler/in", "/-in", "*in", ":in", "_in", "(in)", "…erIn",
 * "Kaufmann/-frau", and the masculine adjective's "/r" beside the feminine ("Technische/r Systemplaner/in",
 * BERUFENET's way of writing both)
 */
const GENDER_ENDINGS: [RegExp, string][] = [
  [new RegExp(`(?<=[${L}])(?:/-?|\\*|:|_)(?:in|innen)(?![${L}])`, "gu"), ""],
  [new RegExp(`(?<=e)(?:/-?r|\\*r|\\(r\\))(?![${L}])`, "gu"), ""],
  [new RegExp(`(?<=[${L}])\\((?:in|innen)\\)`, "gu"), ""],
  [new RegExp(`(?<=er)In(?:nen)?(?![${L}])`, "gu"), ""],
  [new RegExp(`(?<=mann)\\s*/\\s*-?\\s*frau(?![${L}])`, "giu"), ""],
];

/** Level words, first match wins within a title; a word is matched whole, in any case. */
const LEVEL_WORDS: [RegExp, TitleSeniority][] = [
  [/werkstudent(?:in)?|working student|studentische[rn]? (?:hilfskraft|aushilfe)|praktikant(?:in)?|praktikum|intern(?:ship)?|stagiair(?:e)?|bijbaan/, "student"],
  [/head of|leitende[rn]?|leitend|leidinggevende?|teamleiter(?:in)?|teamleider|team ?lead(?:er)?/, "manager"],
  [/senior|sr\.?|lead|principal/, "senior"],
  [/medior|mid[- ]level|ervaren|erfahrene[rn]?/, "experienced"],
  [/junior|jr\.?|trainee|graduate|(?:berufs)?einsteiger(?:in)?|starter|young professional/, "entry"],
];

/**
 * German ranks of a profession ("Oberarzt", "Chefärztin", "Assistenzarzt"): ESCO names the
 * profession (Facharzt, Arzt) and not the rank, which is the level.
 */
const RANKS: [RegExp, string, TitleSeniority][] = [
  [/oberarzt|oberärztin/, "Facharzt", "senior"],
  [/chefarzt|chefärztin/, "Facharzt", "manager"],
  [/assistenzarzt|assistenzärztin|arzt in weiterbildung|ärztin in weiterbildung/, "Arzt", "entry"],
];

/**
 * Dutch types of school in a teacher's title ("Hbo-docent economie", "Docent hbo", "Wo-docent",
 * "Hogeschooldocent", "Mbo-docent techniek"). ESCO's Dutch labels name the type of education after
 * the subject ("docent economie hoger onderwijs", the economics lecturer, 2310; "docent
 * beroepsonderwijs", the vocational teacher, 2320), and the abbreviation alone is part of other
 * words: "hbo" is in "EHBO", and "Docent hbo" found the first aid instructor's "docent EHBO".
 * hbo (hoger beroepsonderwijs, at a hogeschool) and wo (wetenschappelijk onderwijs, at a
 * universiteit) are the two kinds of hoger onderwijs (WHW art. 1.3); mbo is the middelbaar
 * beroepsonderwijs (WEB). Read only beside a teacher's word.
 */
const TEACHER = /(?:docent(?:e|en)?|leraar|lerares|leerkracht)(?![\p{L}])/iu;
const SCHOOL_TYPES: [RegExp, string][] = [
  [/hbo|wo|hogeschool|universiteits?/, "hoger onderwijs"],
  [/mbo/, "beroepsonderwijs"],
];
const SCHOOL_TYPE_PATTERNS = SCHOOL_TYPES.map(([type, words]) => {
  const types = `(?:${type.source})(?:\\s*[/&]\\s*(?:${type.source}))*`;
  // "Hbo docent", "docent (hbo)", "hbo/wo" as words; "Hbo-docent", "Hogeschooldocent" before the teacher's word
  return [new RegExp(`(?<![\\p{L}\\d])(?:${types}-?(?=${TEACHER.source})|${types}(?![\\p{L}\\d-]))`, "giu"), words] as const;
});

/**
 * `core` with a Dutch school type beside a teacher's word written as ESCO's labels name it, after
 * the subject; and the teacher of that school type without the subject ("docent beroepsonderwijs"
 * of "Mbo-docent techniek"), searched when ESCO has no teacher of the subject
 */
function withSchoolType(core: string): { core: string; teacher: string } {
  const teacher = TEACHER.exec(core)?.[0];
  if (!teacher) return { core, teacher: "" };
  for (const [pattern, words] of SCHOOL_TYPE_PATTERNS) {
    const without = tidy(core.replace(pattern, " ").replace(/\(\s*\)/g, " "));
    if (without === tidy(core)) continue;
    const subject = without.toLocaleLowerCase() !== teacher.toLocaleLowerCase();
    return { core: `${without} ${words}`, teacher: subject ? `${teacher.toLocaleLowerCase()} ${words}` : "" };
  }
  return { core, teacher: "" };
}

/** driving-licence classes after a driver's title ("Berufskraftfahrer CE", "Truck Driver C/CE", "HGV Class 1 Driver"): not the occupation */
const LICENCE = /(?<![\p{L}\d])(?:C\s*\/\s*CE|C\s*\+\s*E|C1E|CE|(?:Klasse|Kl\.)\s*C?E|Class\s*[12]|Cat(?:egory)?\.?\s*C\+?E?)(?![\p{L}\d])/gu;
/**
 * A bare driver's word beside a lorry's licence class ("Cat C Driver", "Class 1 Driver", "Fahrer CE",
 * "Chauffeur C/CE") names the lorry driver (GOV.UK: categories C and C+E are lorries; FeV Klasse C/CE;
 * CBR rijbewijs C/CE): the word alone found ESCO's hearse driver, whose labels hold "driver"
 */
const LORRY_DRIVER: Partial<Record<string, string>> = { driver: "truck driver", fahrer: "LKW-Fahrer", fahrerin: "LKW-Fahrerin", chauffeur: "vrachtwagenchauffeur" };

/**
 * How, when and where the job is done, which job ads put beside the title ("Lagerist Vollzeit",
 * "Verkäufer (Minijob)", "Medewerker klantenservice 32 uur", "Warehouse Operative - Nights"): the
 * job boards' filters, not the occupation. German: the Bundesagentur für Arbeit's Jobbörse filters
 * (Arbeitszeit: Vollzeit, Teilzeit, Schicht/Nacht/Wochenende, Heim-/Telearbeit, Minijob;
 * befristet/unbefristet), the Minijob of § 8 SGB IV. Dutch: werk.nl's filters (fulltime/parttime,
 * uren per week, vast/tijdelijk contract, oproep-/uitzendbasis). English: the UK's Find a job
 * filters (full time, part time; permanent, temporary, contract) and shift words. Some are words
 * of ESCO labels too ("remote interpreter", "contract engineer", "temporary labour agent"): they
 * only leave `core`, and the whole text, which keeps them, is still searched and ranks first.
 */
const WORK_TERMS = [
  // German
  /(?:in\s+)?(?:voll-?\s*(?:\/|oder|und|&)\s*teilzeit|teil-?\s*(?:\/|oder|und|&)\s*vollzeit|vollzeit|teilzeit)(?:stelle|job)?/,
  /(?:auf\s+)?minijob(?:-?basis)?|geringfügig(?:\s+beschäftigte?r?)?|(?:auf\s+)?(?:450|520|538|556)\s*(?:€|euro)(?:[-\s]?basis)?/,
  /(?:un)?befristet|(?:in|zur)\s+festanstellung|festanstellung|(?:eltern(?:zeit)?|mutterschutz|krankheits)vertretung/,
  /schichtdienst|(?:im\s+)?(?:2|3|zwei|drei)-?schicht(?:-?(?:betrieb|system))?|(?:früh|spät|nacht)schicht|nachtdienst|wochenenddienst/,
  /home-?office|mobiles\s+arbeiten|ab\s+sofort/,
  /\d+(?:[,.]\d+)?(?:\s*[-–]\s*\d+)?\s*(?:std\.?|stunden|h)(?:\s*(?:\/|pro|je)\s*woche)?/,
  // Dutch
  /(?:in\s+)?(?:deeltijd|voltijd)|vaste?\s+(?:contract|baan|dienstverband)|tijdelijk(?:\s+contract)?/,
  /(?:op\s+)?(?:oproep|uitzend|detacherings?)[-\s]?basis|thuiswerken|hybride|per\s+direct/,
  /nachtdienst(?:en)?|avonddienst(?:en)?|weekenddienst(?:en)?|(?:2|3|twee|drie)?-?ploegendienst/,
  /\d+(?:[,.]\d+)?(?:\s*[-–]\s*\d+)?\s*(?:uur|u)(?:\s*(?:per|p\/?)\s*w(?:eek)?)?|\d+(?:[,.]\d+)?\s*fte/,
  // English, and the fulltime/parttime Dutch and German ads use too
  /full[-\s]?time|part[-\s]?time|fte/,
  /permanent|temporary(?:\s+contract)?|fixed[-\s]term(?:\s+contract)?|temp[-\s]to[-\s]perm|contract|maternity\s+cover|zero[-\s]hours?(?:\s+contract)?/,
  /nights|night\s+shifts?|days|day\s+shifts?|evenings|weekends|rotating\s+shifts?|shift\s+work/,
  /remote|hybrid|home[-\s]based|work\s+from\s+home|immediate\s+start/,
  /\d+(?:[,.]\d+)?(?:\s*[-–]\s*\d+)?\s*(?:hours?|hrs?)(?:\s*(?:per|a|\/)\s*week|\s*p\/?w)?|\d+(?:\s*[-–]\s*\d+)?\s*%/,
];

/**
 * The state's recognition of a training that German ads write before the title ("staatlich
 * anerkannte Erzieherin", "staatlich geprüfter Techniker"): a qualification, not the occupation.
 */
const RECOGNITION = /staatlich\s+(?:anerkannte[rn]?|geprüfte[rn]?)/;

/** between a title and what qualifies it: "Software Engineer, Backend", "Lagerist – Hamburg", "Koch | Vollzeit" */
const SEPARATOR = /\s+[-–—|]\s+|\s*[,;]\s+|\s[–—]|[–—]\s/u;

/**
 * between two names of one occupation, the first of which is searched when the whole finds nothing:
 * "Tischler/Schreiner" (one Ausbildung, named by region), "Elektriker/Elektroniker". Whole words of
 * four letters or more on both sides, so a licence class ("C/CE"), "W/E" or "UX/UI" is no such pair;
 * the feminine forms ("/in", "Kaufmann/-frau") are gone before
 */
const ALTERNATIVE = /(?<=\p{L}{4})\s*\/\s*(?=\p{L}{4})/u;

const HEAD_OF = /(?<![\p{L}])head of\s+(\p{L}.*?)\s*$/iu;

const whole = (pattern: RegExp) => new RegExp(`(?<![${L}\\d])(?:${pattern.source})(?![${L}\\d])`, "iu");
const LEVELS = LEVEL_WORDS.map(([pattern, level]) => [whole(pattern), level] as const);
const RECOGNITION_PATTERN = new RegExp(`(?<![${L}\\d])(?:${RECOGNITION.source})(?![${L}\\d])`, "giu");
const WORK_PATTERNS = WORK_TERMS.map((pattern) => new RegExp(`(?<![${L}\\d])(?:${pattern.source})(?![${L}\\d])`, "giu"));
const RANK_PATTERNS = RANKS.map(([pattern, profession, level]) => [whole(pattern), profession, level] as const);

const tidy = (s: string) =>
  s
    .replace(/\s+/g, " ")
    // what a removed part leaves behind: "Softwareentwickler ()", "– ", a trailing comma
    .replace(/\(\s*\)|\[\s*\]/g, "")
    .replace(/^[\s,;:|/–—-]+|[\s,;:|/–—-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The title without gender markers ("Softwareentwickler/in (m/w/d)" → "Softwareentwickler"). */
export function withoutGenderMarkers(typed: string) {
  let text = typed;
  for (const pattern of GENDER_MARKERS) text = text.replace(pattern, " ");
  for (const [pattern, by] of GENDER_ENDINGS) text = text.replace(pattern, by);
  return tidy(text);
}

export function parseTitleQuery(typed: string): TitleQuery {
  const text = withoutGenderMarkers(typed);
  let core = ` ${text} `;
  let seniority: TitleSeniority | null = null;
  for (const [pattern, profession, level] of RANK_PATTERNS) {
    if (!pattern.test(core)) continue;
    core = core.replace(pattern, profession);
    seniority = level;
    break;
  }
  // "Head of Sales" is what ESCO calls the sales manager
  const head = HEAD_OF.exec(core);
  if (head) {
    core = ` ${head[1]} manager `;
    seniority ??= "manager";
  }
  for (const [pattern, level] of LEVELS) {
    if (!pattern.test(core)) continue;
    seniority ??= level;
    // every level word goes: "Senior Lead Developer", "Junior Trainee"
    for (const [other] of LEVELS) core = core.replace(new RegExp(other.source, "giu"), " ");
    break;
  }
  const school = withSchoolType(core);
  core = school.core.replace(LICENCE, " ").replace(RECOGNITION_PATTERN, " ");
  for (const pattern of WORK_PATTERNS) core = core.replace(pattern, " ");
  core = tidy(core);
  if (school.core.search(LICENCE) >= 0) core = LORRY_DRIVER[core.toLocaleLowerCase()] ?? core;
  const first = tidy(core.replace(/\([^)]*\)|\[[^\]]*\]/g, " ").split(SEPARATOR)[0]?.split(ALTERNATIVE)[0] ?? "");
  const same = (a: string) => a.toLocaleLowerCase() === core.toLocaleLowerCase();
  return { text, core, seniority, head: !same(first) ? first : same(school.teacher) ? "" : school.teacher };
}
