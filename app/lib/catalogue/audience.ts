/**
 * Audience fit as data (issue 51 §1): whom a channel reaches and whom a target group is, in the
 * same terms, so that a student board never reaches a nurse's campaign and an executive board never
 * a trainee's. A channel states its experience levels (import column `levels`, else derived from its
 * seniorities, working terms and categories); a target group's levels come from its job level,
 * employment type, the seniority words of its job title and its occupation.
 */

/** The experience levels a channel reaches and a target group is made of, youngest first. */
export const EXPERIENCE_LEVELS = ["school-leaver", "student", "graduate", "experienced", "executive"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** A target group that names nothing about its level is an experienced workforce. */
const DEFAULT_TARGET_LEVELS: readonly ExperienceLevel[] = ["experienced"];

/** The taxonomy's seniorities (taxonomy.ts SENIORITIES) as experience levels of a channel. */
const CHANNEL_LEVELS_OF_SENIORITY: Record<string, readonly ExperienceLevel[]> = {
  student: ["student"],
  entry: ["graduate"],
  experienced: ["experienced"],
  senior: ["experienced"],
  manager: ["executive"],
  executive: ["executive"],
};

/**
 * The same seniorities as levels of a target group: a manager is hired on boards for experienced
 * people as well as on executive ones; "students & graduates" are both.
 */
const TARGET_LEVELS_OF_SENIORITY: Record<string, readonly ExperienceLevel[]> = {
  student: ["student", "graduate"],
  entry: ["graduate"],
  experienced: ["experienced"],
  senior: ["experienced"],
  manager: ["experienced", "executive"],
  executive: ["executive"],
};

const LEVELS_OF_WORKING_TERM: Record<string, readonly ExperienceLevel[]> = {
  internship: ["student"],
  apprenticeship: ["school-leaver"],
};

const ordered = (levels: Iterable<string>) => EXPERIENCE_LEVELS.filter((level) => new Set(levels).has(level));

/**
 * A channel's levels when the catalogue file states none: from its seniorities, its working terms
 * (an apprenticeship board reaches school leavers) and its categories (a graduates board reaches
 * students and graduates). Empty = every level (a general board).
 */
export function deriveChannelLevels(channel: { seniorityIds: readonly string[]; workingTermIds: readonly string[]; categoryIds: readonly string[] }): ExperienceLevel[] {
  const levels = new Set<ExperienceLevel>(channel.seniorityIds.flatMap((id) => CHANNEL_LEVELS_OF_SENIORITY[id] ?? []));
  const onlyTraining = channel.workingTermIds.length > 0 && channel.workingTermIds.every((id) => id in LEVELS_OF_WORKING_TERM);
  if (channel.workingTermIds.includes("apprenticeship")) {
    levels.add("school-leaver");
    // a board only for apprenticeships ("student" there means pupils): not for university students
    if (onlyTraining && channel.workingTermIds.every((id) => id === "apprenticeship")) levels.delete("student");
  }
  if (channel.categoryIds.includes("graduates") && levels.size === 0) ["student", "graduate"].forEach((l) => levels.add(l as ExperienceLevel));
  // a board only for senior staff, managers and executives, or an executive-search board, is an
  // executive board: "senior" there means senior management, not years of experience
  const seniorOnly = channel.seniorityIds.length > 0 && channel.seniorityIds.every((id) => ["senior", "manager", "executive"].includes(id));
  if (channel.categoryIds.includes("executive") || seniorOnly) return ["executive"];
  return ordered(levels);
}

/**
 * Seniority words of job titles in English, German and Dutch (issue 51 §7): an intern, a working
 * student, a trainee or an apprentice is not an experienced hire. Word starts, case-insensitive;
 * "Praktikant/Praktikantin" and "stagiair(e)" match by their stem.
 */
const TITLE_WORDS: { level: ExperienceLevel; pattern: RegExp }[] = [
  { level: "school-leaver", pattern: /\b(azubi|auszubildende[rn]?|ausbildung|apprentice(ship)?|leerling\b|bbl\b|lehrling)/iu },
  { level: "student", pattern: /\b(intern(ship)?\b|praktikant|praktikum|werkstudent|working student|studentische|student assistant|stagiair|afstudeer|bijbaan|studentenjob)/iu },
  { level: "graduate", pattern: /\b(trainee|graduate|absolvent|berufseinsteiger|junior|starter|young professional|traineeship)/iu },
  // the abbreviations end the word: "coo" began "cook", "coordinator" and "cooper"; "Leiter" begins
  // "Leiterplatte" (a circuit board)
  { level: "executive", pattern: /\b(head of|director|directeur|direktor|chief|(ceo|cfo|cto|coo|vp)\b|vice president|geschäftsführer|leiter(in)?\b|leitung\b|manager|managing|bereichsleiter|hoofd|afdelingshoofd|teamleider|teamleiter)/iu },
  { level: "experienced", pattern: /\b(senior|lead\b|principal|expert|specialist|spezialist)/iu },
];

/** The levels a job title's words name, [] when it names none ("Nurse"). */
export function levelsOfTitle(title: string | null | undefined): ExperienceLevel[] {
  if (!title) return [];
  const found = TITLE_WORDS.filter((w) => w.pattern.test(title)).map((w) => w.level);
  // "Senior manager": a manager; "Junior developer" is a graduate even if the word "developer" says nothing
  return ordered(found);
}

/** Words that name top management whatever the occupation: a "Head of Retail" runs more than a store. */
const TOP_MANAGEMENT_WORDS = /\b(head of|director|directeur|direktor|chief|(ceo|cfo|cto|coo|vp)\b|vice president|geschäftsführer|bereichsleiter)/iu;

/**
 * Managers of one establishment or service unit, by ISCO-08: 134 professional services managers
 * (a Kita, a care home, a school, a bank branch) and 14 hospitality, retail and other services
 * managers (a hotel, a restaurant, a store: Filialleiter 1420). They run the unit's staff under
 * the company's management: middle management, hired where experienced people look (StepStone,
 * XING, Indeed), not on the boards for top management of 11–13 (FAZ, Experteer, Die Presse).
 */
export function managesUnit(iscoCode: string | null | undefined) {
  return /^(134|14)/.test(iscoCode ?? "");
}

/**
 * Titles of people who run a project, not an organisation: "Project manager", "Projektleiter",
 * "Projektmanager", "projectmanager", "chef de projet". ESCO codes the project manager 1219 (a
 * manager), but O*NET lists "Project Manager" under 13-1082 Project Management Specialists, a
 * business and financial operations occupation (SOC major group 13), not a management one (11):
 * they "coordinate the schedule, timeline, procurement, staffing, and budget … on a per project
 * basis". Hired where experienced people look, not on the boards for top management.
 */
const PROJECT_WORDS = /\b(project|projekt|projet)/iu;

/** A title of middle management: the manager of one unit (managesUnit) or of a project, unless it names top management. */
function middleManagement(iscoCode: string | null | undefined, title: string) {
  return (managesUnit(iscoCode) || PROJECT_WORDS.test(title)) && !TOP_MANAGEMENT_WORDS.test(title);
}

/**
 * A management word in the occupation's name says executive only for a manager by ISCO-08 (major
 * group 1) or an occupation without a code: ESCO and recruiters call professionals, technicians and
 * trades "manager", "director" or "Leiter" ("Account manager" 3322, "Bauleiter" 3123, "art director"
 * 2166, "farm manager" 6130), and they are hired where experienced people look, not on executive boards.
 * A unit's or a project's manager ("Store manager", "Restaurantleiter", "Projektleiter") is executive
 * only when the title names top management ("Head of", "Director").
 */
function titleLevelOfOccupation(level: ExperienceLevel, facts: Pick<TargetFacts, "iscoMajorGroup" | "iscoCode">, title: string): ExperienceLevel {
  if (level !== "executive") return level;
  if (facts.iscoMajorGroup !== null && facts.iscoMajorGroup !== 1) return "experienced";
  return middleManagement(facts.iscoCode, title) ? "experienced" : level;
}

export interface TargetFacts {
  seniorityIds: readonly string[];
  workingTermIds: readonly string[];
  /** the job title in every language it has (a title's seniority words may be in any of them) */
  titleLabels: readonly (string | null | undefined)[];
  /** ISCO-08 major group of the occupation; 1 = managers */
  iscoMajorGroup: number | null;
  /** the job title's ISCO-08 code, when it has one (a store manager is 1420: managesUnit) */
  iscoCode?: string | null;
  jobFunctionIds: readonly string[];
}

/**
 * The levels of a target group: what its job level, employment type and job title say, together;
 * a management occupation or function when they say nothing; else an experienced workforce.
 */
export function targetLevels(facts: TargetFacts): ExperienceLevel[] {
  const stated = new Set<ExperienceLevel>([
    ...facts.seniorityIds.flatMap((id) => TARGET_LEVELS_OF_SENIORITY[id] ?? []),
    ...facts.workingTermIds.flatMap((id) => LEVELS_OF_WORKING_TERM[id] ?? []),
    ...facts.titleLabels.flatMap((label) => levelsOfTitle(label).map((level) => titleLevelOfOccupation(level, facts, label ?? ""))),
  ]);
  if (stated.size > 0) {
    // a "manager" word in a trainee's title ("Management trainee") does not make an executive
    if (stated.has("executive") && (stated.has("graduate") || stated.has("student") || stated.has("school-leaver"))) stated.delete("executive");
    // an executive is also hired where experienced people look
    if (stated.has("executive")) stated.add("experienced");
    return ordered(stated);
  }
  if (managesUnit(facts.iscoCode) || facts.titleLabels.some((label) => label && middleManagement(facts.iscoCode, label))) return [...DEFAULT_TARGET_LEVELS];
  if (facts.iscoMajorGroup === 1 || facts.jobFunctionIds.includes("management")) return ["experienced", "executive"];
  return [...DEFAULT_TARGET_LEVELS];
}

/** Does a channel of these levels reach a target group of those? Empty = every level. */
export function levelsFit(channelLevels: readonly string[], target: readonly string[]) {
  return channelLevels.length === 0 || target.length === 0 || channelLevels.some((level) => target.includes(level));
}

// ── Countries: languages and currencies ──────────────────────────────────────────────────────

/**
 * The official languages of the catalogue's countries (ISO 639-1), the default languages of a
 * channel that states none; an international channel without languages is taken to be English.
 */
const COUNTRY_LANGUAGES: Record<string, readonly string[]> = {
  AT: ["de"], BE: ["nl", "fr", "de"], BG: ["bg"], CH: ["de", "fr", "it"], CZ: ["cs"], DE: ["de"], DK: ["da"],
  EE: ["et"], ES: ["es"], FI: ["fi", "sv"], FR: ["fr"], GB: ["en"], GR: ["el"], HR: ["hr"], HU: ["hu"],
  IE: ["en", "ga"], IT: ["it"], LT: ["lt"], LV: ["lv"], NL: ["nl"], NO: ["no"], PL: ["pl"], PT: ["pt"],
  RO: ["ro"], SE: ["sv"], SI: ["sl"], SK: ["sk"], UA: ["uk"], US: ["en"],
};

/**
 * The official languages of the regions of the catalogue's multilingual countries: a job in Zurich
 * is advertised in German and read by German speakers, one in Geneva in French, one in Liège in
 * French, one in Antwerp in Dutch (Wallonia: French, and German in the East Cantons; the cantons of
 * Bern and the region of Brussels are bilingual).
 */
const REGION_LANGUAGES: Record<string, readonly string[]> = {
  "BE.flanders": ["nl"], "BE.wallonia": ["fr", "de"], "BE.brussels-capital-region": ["fr", "nl"],
  "CH.canton-of-zurich": ["de"], "CH.canton-of-basel-stadt": ["de"], "CH.canton-of-bern": ["de", "fr"],
  "CH.canton-of-geneva": ["fr"], "CH.canton-of-vaud": ["fr"], "CH.canton-of-ticino": ["it"],
};

/** The languages spoken where a job is (a location id): its region's, else its country's. */
export function languagesOfPlace(locationId: string): string[] {
  const [country, region] = locationId.split(".");
  return [...((region && REGION_LANGUAGES[`${country}.${region}`]) || COUNTRY_LANGUAGES[country] || [])];
}

/** The languages of channels reaching these countries (official languages, in order). */
export function languagesOfCountries(countryCodes: readonly string[]): string[] {
  if (countryCodes.length === 0) return ["en"];
  return [...new Set(countryCodes.flatMap((code) => COUNTRY_LANGUAGES[code] ?? []))];
}

/**
 * The currency of list prices in each country (ISO 4217): euro countries EUR (Bulgaria since
 * 1 January 2026), the others their own. A channel of one country is priced in its currency.
 */
const COUNTRY_CURRENCY: Record<string, string> = {
  AT: "EUR", BE: "EUR", BG: "EUR", CH: "CHF", CZ: "CZK", DE: "EUR", DK: "DKK", EE: "EUR", ES: "EUR", FI: "EUR",
  FR: "EUR", GB: "GBP", GR: "EUR", HR: "EUR", HU: "HUF", IE: "EUR", IT: "EUR", LT: "EUR", LV: "EUR", NL: "EUR",
  NO: "NOK", PL: "PLN", PT: "EUR", RO: "RON", SE: "SEK", SI: "EUR", SK: "EUR", UA: "UAH", US: "USD",
};

/** The currency a channel reaching these countries lists its price in: the one they share, else EUR. */
export function currencyOfCountries(countryCodes: readonly string[]): string {
  const currencies = new Set(countryCodes.map((code) => COUNTRY_CURRENCY[code] ?? "EUR"));
  return currencies.size === 1 ? [...currencies][0] : "EUR";
}
