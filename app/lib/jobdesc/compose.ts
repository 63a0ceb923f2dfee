import type { JobdescLanguage, Tonality } from "./constants";
import { dutchYou, germanDu, isDutchClauseVerb, isDutchInfinitive, isDutchPluralForm, isDutchVerbCandidate, isGermanVerbCandidate, verbListEnd } from "./grammar";
import { CODED_MARGIN, checkInclusive } from "./inclusive";
import { hasGenderSuffix, titleWithGender } from "./title";
import { englishTask, indefiniteArticle } from "./writer/english";
import {
  DEFAULT_LIMIT,
  MAX_RESPONSIBILITIES,
  SHORT_LIMIT,
  keywordHits,
  readInstructions,
  stem,
  wordsOf,
  type Instructions,
} from "./writer/instructions";
import { OCCUPATION_SKILLS, SKILLS } from "./writer/skills";
import { GENERAL_TASKS, GENERAL_TASKS_EN, TASK_BANK, bankFor } from "./writer/task-bank";
import { dutchSentence, germanSentence } from "./writer/tone";
import { languageLines, type SpokenLanguage } from "./writer/spoken-languages";
import { experienceSentence, languageSentence, regulatedProfession, trainingLevel, trainingSentence } from "./writer/training";
import { entryRequirement, isFirstPostTitle, leadershipExperience, seniorityExperience, seniorityTasks } from "./writer/seniority";
import { leadsTeam, sayTheSame } from "./writer/repeats";
import { managesPeople } from "./writer/management";
import { britishSpelling } from "./writer/british";
import { isSchoolCountry, schoolDuties, schoolExperience, schoolRole, schoolTask } from "./writer/school";
import { roleDuties, roleExperience, tasksNotTheRole } from "./writer/role-duties";
import { nurseManagerDuties } from "./writer/nurse-management";
import { fieldServiceDuties } from "./writer/field-service";
import { germanDutchRoleDuties } from "./writer/german-role-duties";
import { medicalSpecialty } from "./medical-specialties";
import { inclusivePersons } from "./writer/german-persons";
import { thirdPersonOwners } from "./writer/german-possessives";
import { requirementSentence, type RequirementRow } from "./country-requirements";
import { asksForNoDegree, namesEveryWord } from "./writer/instruction-plan";
import { TITLE_HOURS, deputysLead, isDeputyTitle, type Seniority } from "./title-parse";

/**
 * The built-in writer's composition (issue 41 §2): responsibilities and requirements a recruiter
 * would publish, in the chosen language and tone, from an ESCO occupation (description in
 * en/de/nl, ISCO-08 group) and its O*NET profile (core and supplemental tasks, skills by
 * importance, job zone, technologies; English). Deterministic: the same input gives the same text.
 *
 * - Responsibilities: English from O*NET — core tasks first, among them those closest to the title
 *   and the instructions; German and Dutch from the ESCO description, then the ISCO group's
 *   sentences (writer/task-bank.ts). 5–8 sentences, in the order of that ranking.
 * - Requirements: the training the country expects (writer/training.ts), experience, 2–4 skills
 *   as sentences, tools the instructions name when O*NET lists them, the language.
 * - Every sentence and the whole text pass the inclusive-language check; a sentence that does not
 *   is left out and the next candidate takes its place.
 */
export interface OnetData {
  code: string;
  /** the O*NET occupation title, for matching tasks to the job title */
  title: string;
  tasks: { id: number; text: string; core: boolean }[];
  /** O*NET skill element ids by importance, highest first: those rated important and above the average occupation */
  skills: string[];
  jobZone: number | null;
  /** O*NET technology examples (hot technologies), e.g. "Python", "SAP software" */
  technologies: string[];
}

export interface ComposeInput {
  language: JobdescLanguage;
  tone: Tonality;
  jobTitle: string;
  description: string | null;
  /** ESCO's preferred label in the text's language: the subject of its description */
  occupationLabel?: string | null;
  onet: OnetData | null;
  /** ISCO-08 unit group (4 digits) of the occupation */
  isco?: string | null;
  /** the title as typed, then the occupation's English labels (ESCO preferred label first) */
  titleHints?: string[];
  /** O*NET task ids a field's head does first (lib/jobdesc/field-managers.ts) */
  leadTasks?: number[];
  instructions?: string;
  /** issue 50 §1: where the job is (ISO code) and at what level */
  country?: string | null;
  seniority?: Seniority | null;
  /** the country's requirement rows for the occupation (./country-requirements.ts) */
  requirementRows?: RequirementRow[];
  /** the requirement occupations the title names, in any country (their rows are the country's) */
  requirementOccupations?: string[];
  /** languages the instructions name (writer/spoken-languages.ts): the text's own level, others required or welcome */
  languages?: SpokenLanguage[];
  /** tools and skills the instructions name (writer/instruction-plan.ts): required in the text */
  tools?: string[];
  /** what the instructions make firm ("Staplerschein erforderlich"): no "or the willingness to obtain it" */
  required?: string[];
  /** working conditions as typed (schedules, hours, place, pay), the place of work and the job ad's facts */
  conditions?: string[];
  location?: string | null;
  facts?: { salary?: string | null; hours?: string | null; contractType?: string | null };
}
export interface Composed {
  intro: string;
  items: string[];
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export function toHtml({ intro, items }: Composed) {
  return `<p>${escape(intro)}</p><ul>${items.map((i) => `<li>${escape(i)}</li>`).join("")}</ul>`;
}

/** The title in running text: without the gender suffix, and in English and Dutch lower-case (not an acronym). */
export function titleInText(jobTitle: string, language: JobdescLanguage) {
  const bare = jobTitle
    .replace(/\s*\((?:[^)]*\/[^)]*|all genders|alle Geschlechter)\)/gi, "")
    .replace(TITLE_HOURS, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (language === "de") return bare;
  // English and Dutch write a job title in lower case inside a sentence ("as a registered nurse",
  // issue 50 §5): every word that is capitalised but not an acronym ("ICU", "HGV", "CDL-A") or a
  // mixed-case name ("TypeScript") is lowered
  return bare
    .split(" ")
    // … except a category before its number: "HGV Class 1 driver"
    .map((word, i, all) => (/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(word) && !/^\d/.test(all[i + 1] ?? "") ? word.toLowerCase() : word))
    .join(" ");
}

function intros(language: JobdescLanguage, tone: Tonality, jobTitle: string) {
  const raw = titleInText(jobTitle, language);
  const clean = (text: string) => Boolean(text) && checkInclusive(text, language).findings.length === 0;
  // the title in the writer's sentence: without its gender suffix where the check allows, with it
  // where the bare title is generic masculine ("Softwareentwickler (m/w/d)"), not at all when even
  // that is flagged (the user's own "Krankenpfleger")
  const title = clean(raw) ? raw : hasGenderSuffix(jobTitle) && clean(jobTitle.trim()) ? jobTitle.trim() : null;
  const formal = tone === "formal";
  switch (language) {
    case "en": {
      const as = title ? `${indefiniteArticle(title)} ${title}` : null;
      return {
        tasks: formal
          ? as ? `As ${as}, you will take on the following responsibilities:` : "You will take on the following responsibilities:"
          : as ? `Here's what you'll do as ${as}:` : "Here's what you'll do:",
        profile: formal ? "You bring the following qualifications:" : "What you'll bring:",
      };
    }
    case "de":
      return {
        tasks: title
          ? `Als ${title} erwarten ${formal ? "Sie" : "dich"} diese Aufgaben:`
          : `Diese Aufgaben erwarten ${formal ? "Sie" : "dich"}:`,
        profile: formal ? "Das bringen Sie mit:" : "Das bringst du mit:",
      };
    case "nl":
      return {
        tasks: formal ? (title ? `Als ${title} zijn dit uw taken:` : "Dit zijn uw taken:") : title ? `Dit ga je doen als ${title}:` : "Dit ga je doen:",
        profile: formal ? "Wat u meebrengt:" : "Wat je meebrengt:",
      };
  }
}

/** Our own German and Dutch sentences in the chosen tone. */
function toned(language: JobdescLanguage, tone: Tonality, marked: string) {
  return language === "de" ? germanSentence(marked, tone) : language === "nl" ? dutchSentence(marked, tone) : marked;
}

interface Candidate {
  text: string;
  score: number;
  /** O*NET task id or position: the tie-break, never the alphabet */
  order: number;
  /** one of the ISCO group's or the general sentences (writer/task-bank.ts), which only fill in */
  filler?: boolean;
  /** …and of those, one true of every job in its major group or of every job ("Sie begleiten Ihr Team im Alltag …") */
  general?: boolean;
  /**
   * where the sentence comes from: "onet", "esco", "duties" (a role's or a school's own), "bank:<n>"
   * (the n-th group of the task bank). Each source lists a job's tasks once, so two sentences of one
   * source are not checked for saying the same in other words: O*NET's electricians "install,
   * maintain, or repair electrical wiring, equipment, or fixtures" and "plan layout and installation
   * of electrical wiring, equipment, or fixtures" are two tasks, a dental nurse's own "prepare the
   * surgery, the instruments and the materials" and "support the dentist at the chair: pass
   * instruments, mix materials …" too (writer/repeats.ts)
   */
  source?: string;
}

/**
 * Verbs that name the same task: an Auslieferungsfahrer read "Sie befördern Güter und Pakete …"
 * (ESCO) and "Sie transportieren Waren oder Personen …" (the road drivers' group) one under the other.
 */
const SAME_VERB: Record<string, string> = { transportieren: "befördern", liefern: "befördern", vervoert: "bezorgt", levert: "bezorgt", transport: "deliver" };

/**
 * The nouns of a German or Dutch sentence, by their first five letters ("Route", "Routen"): a
 * filling sentence with the verb and a noun of a chosen one says it twice — "Sie befolgen
 * Anweisungen und planen die beste Route …" (ESCO) was followed by "Sie planen Routen und halten
 * sich an die Verkehrsregeln" (the group's). German nouns are capitalised; Dutch ones are told by a length of six.
 */
const TOPIC_STOP = new Set(["sie", "ihre", "ihren", "ihrem", "ihrer", "ihres", "zorgvuldig", "collega", "andere", "volgens", "waarbij", "samen", "werkt", "houdt", "zich"]);
/** verbs whose meaning is their object's ("houdt zich aan" is not "houdt in de gaten") */
const LIGHT_VERBS = new Set(["houdt", "zorgt", "bent", "heeft", "hebt", "halten", "sorgen", "sind", "haben", "hältst", "sorgst", "bist", "hast"]);
function topics(text: string, language: JobdescLanguage) {
  if (language === "en") return new Set<string>();
  const words = text.split(/[\s,.;:()]+/).slice(1);
  const nouns = language === "de" ? words.filter((w) => /^\p{Lu}\p{Ll}{4,}/u.test(w)) : words.filter((w) => /^\p{Ll}{6,}$/u.test(w));
  return new Set(nouns.map((w) => w.toLowerCase()).filter((w) => !TOPIC_STOP.has(w)).map((w) => w.slice(0, 5)));
}

/**
 * The best-ranked candidates that pass the inclusive check one by one and together (the balance
 * of Gaucher et al.'s coded words is a property of the whole text), at most two sharing a first
 * verb, none that says what the text (`context`) or a chosen one already says (writer/repeats.ts).
 */
function pick(candidates: Candidate[], limit: number, language: JobdescLanguage, context: string[] = []) {
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen: string[] = [];
  const seen = new Set<string>();
  const verbs = new Set<string>();
  // the coded words of the text so far: the balance is summed, not checked again on the whole text
  const balance = context.reduce((sum, text) => sum + coded(checkInclusive(text, language)), 0);
  let total = balance;
  const sources = new Map<string, string | undefined>();
  for (const { text, filler, source } of ranked) {
    if (chosen.length >= limit) break;
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    // the same sentence or the same lead as the text so far (the level's general lines share words
    // such as "plan", "work" and "development" with many a task: only the same lead counts there),
    // or a chosen task in other words, from another source
    const repeated =
      context.find((said) => sayTheSame(said, text, language, false)) ??
      chosen.find((said) => sayTheSame(said, text, language, source === undefined || sources.get(said) !== source));
    if (repeated) continue;
    // the first verb after the subject ("You will supervise", "Du prüfst"): one sentence per verb
    const first = text.replace(/^(You will|You'll|You|Sie|Du|U|Je)\s+/, "").split(/[\s,]/)[0].toLowerCase();
    const verb = SAME_VERB[first] ?? first;
    if (verbs.has(verb)) continue;
    const own = topics(text, language);
    // …and a filling sentence whose verb and noun a chosen one already has, anywhere in it
    if (filler && !LIGHT_VERBS.has(first) && chosen.some((c) => new RegExp(`\\s${first}\\s`, "iu").test(c) && [...own].some((t) => topics(c, language).has(t)))) continue;
    const check = checkInclusive(text, language);
    if (check.findings.length > 0 || total + coded(check) >= CODED_MARGIN) continue;
    total += coded(check);
    seen.add(key);
    verbs.add(verb);
    chosen.push(text);
    sources.set(text, source);
  }
  return chosen;
}

/** masculine- minus feminine-coded words of one sentence */
const coded = (result: { coded: { masculine: number; feminine: number } }) => result.coded.masculine - result.coded.feminine;

const SUBORDINATE = /,\s*(indem|wobei|um|damit|sodass|wenn|die|der|das|door|waarbij|om|zodat|which|by|so that)\b.*$/i;

/** Sentences of an ESCO description; "bzw.", "z. B.", "u. a." do not end one. */
function sentences(text: string) {
  return text
    // nor the first half of one, nor one with a no-break space: ESCO's "(z.&nbsp;B. Schadstoffe …)" was cut
    .split(/(?<!\b(?:bzw|z\.\s?B|u\.\s?a|d\.\s?h|ggf|usw|etc|inkl|ca|bspw|evt|bijv|o\.\s?a|e\.\s?g|i\.\s?e|vs|[zudoei])\.)(?<=[.!?])\s+(?=[A-ZÄÖÜ])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clean = (s: string) => capitalise(s.replace(/\s+/g, " ").replace(/\s+([,.])/g, "$1").replace(/[,;:]\s*$/, "").trim());
const withStop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** stands for the comma of a verb list while a German sentence is split into phrases */
const LISTED = "\u0001";


/** German: "<Beruf> fördern X und stellen Y wieder her, koordinieren Z." → one item per verb phrase. */
function germanItems(description: string, tone: Tonality) {
  const items: string[] = [];
  const subject = tone === "formal" ? "Sie" : "Du";
  sentences(description).forEach((sentence, index) => {
    const words = sentence.replace(/[.!?]$/, "").split(/\s+/);
    // the subject: the occupation (capitalised nouns, "A/B" pairs) in the first sentence, or "Sie"
    let at = 0;
    if (words[0] === "Sie") at = 1;
    // …and ESCO's dash inside a label: "Industrieelektriker – Betriebstechnik installieren …"
    else if (index === 0) while (at < words.length && (/^[A-ZÄÖÜ]/.test(words[at]) || words[at].includes("/") || words[at - 1]?.endsWith("/") || (words[at] === "–" && /^[A-ZÄÖÜ]/.test(words[at + 1] ?? "")))) at++;
    else return;
    if (at === 0 || !isGermanVerbCandidate((words[at] ?? "").replace(/,$/, ""))) return;
    // ESCO's "Sie können dafür verantwortlich sein, …" is what some holders of the occupation do;
    // in an ad "Sie können" reads as a permission, not a task
    if (words[at] === "können") return;
    // "Sie koordinieren, planen und leiten …", "… und schneiden, prägen und verarbeiten die
    // Materialien": a list's commas join verbs of one object, so they are kept from the split into
    // phrases below (else "Sie koordinieren." and "Sie planen und leiten …")
    const listed = new Set<number>();
    for (let j = at; j < words.length; j++) {
      const opens = j === at || /^(und|oder|sowie)$/.test(words[j - 1]) || words[j - 1].endsWith(",");
      if (!opens || !words[j].endsWith(",") || !isGermanVerbCandidate(words[j].slice(0, -1))) continue;
      const end = verbListEnd(words, j, isGermanVerbCandidate, ["und", "oder", "sowie"]);
      // "Sie entscheiden, ob …", "Sie gewährleisten, dass …": the object is a clause, not a task
      if (end < 0 && j === at) return;
      for (let k = j; k < end; k++) if (words[k].endsWith(",")) listed.add(k);
      j = Math.max(j, end);
    }
    const whole = words
      .slice(at)
      .map((word, i) => (listed.has(at + i) ? `${word.slice(0, -1)}${LISTED}` : word))
      .join(" ");
    // a relative clause carries the meaning ("unterstützen alle Maßnahmen, die …"): without it
    // the phrase is empty filler, so the sentence is left out (issue 50 §5)
    if (/,\s*(die|der|das|denen|deren)\s/.test(whole)) return;
    // "diesbezügliche Informationen" points back to a sentence the list leaves behind: a payroll
    // clerk read "Sie stellen sicher, dass diesbezügliche Informationen richtig sind."
    if (/\bdiesbezüglich/i.test(whole)) return;
    const predicate = whole.replace(SUBORDINATE, "");
    // split at commas that start a new verb phrase; an article or pronoun in -en starts a
    // zu-infinitive's object, not a verb: "können dafür verantwortlich sein, einen Beitrag … zu
    // leisten" read "Sie können dafür verantwortlich sein." and "Sie einen Beitrag … zu leisten."
    // …nor an adjective: "Gebäuden, städtischen Räumen" read "Sie städtischen Räumen …"
    const phrases = predicate
      .split(/,\s+(?!(?:einen|keinen|meinen|seinen|ihren|unseren|euren|deren|denen|allen|jeden|diesen|jenen|welchen|manchen|solchen)\b)(?=[a-zäöüß]+(?:en|ern|eln)\b)/)
      .reduce<string[]>((joined, part, i) => {
        if (i > 0 && !isGermanVerbCandidate(part.split(/[\s,]/)[0])) joined[joined.length - 1] += `, ${part}`;
        else joined.push(part);
        return joined;
      }, [])
      .flatMap((p) => p.split(/,\s+und\s+/));
    for (const phrase of phrases) {
      const tokens = phrase.trim().split(/\s+/);
      // a verb the sentence's subject (the reader) governs: the phrase's first, or joined to it
      const readerVerb = (j: number) =>
        (j === 0 || ["und", "oder", "sowie"].includes(tokens[j - 1] ?? "") || (tokens[j - 1] ?? "").endsWith(LISTED)) &&
        isGermanVerbCandidate(tokens[j].replace(LISTED, ""));
      const owners = thirdPersonOwners(tokens, readerVerb);
      let dangling = false;
      const converted = tokens.map((token, i) => {
        const first = i === 0;
        const afterJoin = ["und", "oder", "sowie"].includes(tokens[i - 1] ?? "");
        const listed = (tokens[i - 1] ?? "").endsWith(LISTED);
        const bare = token.replace(LISTED, "");
        if ((first || afterJoin || listed) && tone === "informal" && isGermanVerbCandidate(bare)) return germanDu(bare) + token.slice(bare.length);
        // "Du kümmerst dich um Beschwerden und sind dafür verantwortlich" was published
        // …and after a comma: "Du befasst dich mit Forderungen, sind für Garantiefragen zuständig"
        if ((afterJoin || (i > 1 && (tokens[i - 1] ?? "").endsWith(","))) && tone === "informal" && token === "sind") return "bist";
        // whose "ihr"/"ihnen" it is: the reader's, someone else's (writer/german-possessives.ts)
        const owner = owners.get(i);
        if (owner === "dangling") dangling = true;
        if (owner === "others" || owner === "dangling") return token.replace(/^Ih/, "ih");
        // the reader's own reflexive after the reader's verb: "Du bemühst sich", "Du befasst sich" were published
        if (token === "sich" && tone === "informal" && i > 0 && readerVerb(i - 1)) return "dich";
        if (owner === "reader" && /^[iI]hnen$/.test(token)) return tone === "formal" ? "Ihnen" : "dir";
        if (owner === "reader") return tone === "formal" ? capitalise(token) : token.replace(/^[iI]hr/, "dein");
        return token;
      });
      if (converted.length > 1 && !dangling) items.push(withStop(`${subject} ${converted.join(" ")}`.replaceAll(LISTED, ",").replace(/\s+,/g, ",")));
    }
  });
  return items;
}

/**
 * Short Dutch verbs that are never a plural noun, joined by "en"/"of" later in a sentence whose
 * subject is the reader: they take the reader's form. ESCO's Dutch texts have them after an object
 * ("… en huren onderaannemers in", "… en nemen maatregelen", "… en doen voorstellen"); plainDutch
 * drops such sentences for longer verbs, whose plural it can tell from a noun's only by position,
 * but "huren", "nemen" and "doen" are too short for its pattern. Not "delen", "noten", "maten": nouns too.
 */
/** words after which a plural verb joined by "en"/"of" makes plainDutch leave the sentence out */
const PLAIN_DUTCH_STOPS = /^(de|het|een|hun|je|uw|deze|ze|dat|eventuele|daarover|leiding|toezicht|advies|les)$/;
const LATER_VERBS_NL = new Set(["nemen", "geven", "doen", "huren", "maken", "meten", "kopen", "gaan", "staan", "zien", "wonen"]);

/** Dutch nouns in -eren, which a list of -eren verbs is told from (plainDutch names them too) */
const NOUNS_IN_EREN = /^(kinderen|goederen|bladeren|eieren|liederen|kalveren|lammeren|runderen|volkeren|vloeren|papieren|manieren|rivieren|kwartieren|formulieren|juwelieren|letteren)$/;
const DUTCH_PARTICLES = /^(op|in|uit|af|aan|mee|door|na|bij|toe|voor|weg|terug|om)$/;

/**
 * Verbs later in a Dutch ESCO sentence whose subject is the reader, by their place (indices of
 * `tail`, the words after the first verb): a list of -eren verbs after the object, closed by
 * "en"/"of" and a verb — "behandelen de post, sorteren, registreren en doen andere taken" read
 * "U behandelt de post, sorteren, registreren en doet …" — and a separable verb whose object is a
 * pronoun at the sentence's end: "… en nemen leveringen in ontvangst en bergen die op" read
 * "… neemt leveringen in ontvangst en bergen die op" ("bergen" alone is a noun too).
 */
function verbsAfterObject(tail: string[]) {
  const found = new Set<number>();
  const eren = (word: string | undefined) => Boolean(word) && /^[a-z]{3,}eren$/.test(word!) && !NOUNS_IN_EREN.test(word!) && isDutchInfinitive(word!);
  for (let i = 1; i < tail.length; i++) {
    if (!tail[i - 1].endsWith(",") || !eren(tail[i].replace(/,$/, ""))) continue;
    // after an infinitive the list is infinitives too: "kunt … herstellen, restaureren of
    // reproduceren", "te repareren, renoveren of verbeteren"
    if (/en,$/.test(tail[i - 1]) || tail[i - 2] === "te") continue;
    let j = i;
    while (tail[j].endsWith(",") && eren(tail[j + 1]?.replace(/,$/, ""))) j++;
    const closing = tail[j + 2];
    if (tail[j].endsWith(",") || !/^(en|of)$/.test(tail[j + 1] ?? "") || !(LATER_VERBS_NL.has(closing ?? "") || eren(closing))) continue;
    for (let k = i; k <= j; k++) found.add(k);
    found.add(j + 2);
    i = j + 2;
  }
  // a plural verb joined by "en … of/en" to a later verb of the list: "de kinderen en helpen of
  // zien erop toe" read "helpen of ziet"
  for (let i = 1; i + 2 < tail.length; i++) {
    // ("of" only: "risico's en aansprakelijkheidspolissen en nemen" is a list of nouns)
    if (/^(en|of)$/.test(tail[i - 1]) && /^[a-z]{4,}en$/.test(tail[i]) && !NOUNS_IN_EREN.test(tail[i]) && tail[i + 1] === "of" && LATER_VERBS_NL.has(tail[i + 2]) && !PLAIN_DUTCH_STOPS.test(tail[i + 3] ?? "")) found.add(i);
  }
  const end = tail.length - 1;
  if (end >= 3 && /^(en|of)$/.test(tail[end - 3]) && /^[a-z]{3,}en$/.test(tail[end - 2]) && /^(die|deze|ze|dat|het)$/.test(tail[end - 1]) && DUTCH_PARTICLES.test(tail[end])) found.add(end - 2);
  return found;
}

/**
 * Where the rest of a Dutch sentence is no longer the reader's main clause: a relative or
 * subordinate clause ("die", "dat", "om … te", "wanneer"), an example list ("zoals snijden,
 * trimmen"), a nominalised infinitive ("het plannen, ontwerpen en implementeren van") or a clause
 * opened by "of" ("bepaalt of ze …"). Its plural verbs belong to others.
 */
const NL_CLAUSE_STOPS = /^(?:die|dat|welke|wat|waar|waarin|waarmee|waarbij|waardoor|waarop|waarna|waarvan|om|te|wanneer|als|omdat|zodat|terwijl|voordat|nadat|zoals|hoe|alvorens|indien|tenzij|namelijk|bijvoorbeeld)$/;
const nlClauseStop = (tail: string[], i: number) => {
  const word = tail[i].replace(/[,;:]$/, "").toLowerCase();
  if (NL_CLAUSE_STOPS.test(word)) return true;
  if (word === "of" && /^(?:ze|zij|er|het|hij|deze|dit|die)$/.test(tail[i + 1] ?? "")) return true;
  // "het bakken", "voor het drogen, mengen en comprimeren", "door programmeren en coderen", "het laden, lossen en vervoeren"
  return /^(?:het|voor|bij|door|van|met|na|tot|aan)$/.test(tail[i - 1] ?? "") && /^[a-zëéïö]{3,}en,?$/.test(tail[i]) && !/(?:ingen|heden|ties|ten)$/.test(word);
};

/**
 * Plural verbs later in a Dutch ESCO sentence whose subject is the reader (indices of `tail`):
 * after "en"/"of" or a comma, before any clause of its own — "U luistert naar demo's van liedjes
 * en bepalen of …", "U maakt keukens schoon en wassen onder meer potten … af", "U registreert de
 * verrichtingen, onderhouden apparatuur …", with the list that follows ("en wassen, conditioneren
 * en spoelen haar") and both halves of "onderhouden/herstellen".
 */
function laterClauseVerbs(tail: string[]) {
  const found = new Set<number>();
  const verb = (word: string, next: string | undefined) =>
    word.split("/").every((part) => isDutchClauseVerb(part, next) && !NOUNS_IN_EREN.test(part));
  let stopped = false;
  const inClause = new Set<number>();
  for (let i = 1; i < tail.length; i++) {
    // a clause of its own ends at a comma before "en"/"of": "verwijdert verstoppingen die … verhinderen, en zorgt zo …"
    if (stopped && /^(?:en|of)$/.test(tail[i - 1]) && tail[i - 2]?.endsWith(",")) stopped = false;
    if (!stopped && nlClauseStop(tail, i)) stopped = true;
    if (stopped) {
      inClause.add(i);
      continue;
    }
    const joined = /^(?:en|of)$/.test(tail[i - 1]) || tail[i - 1].endsWith(",");
    const word = tail[i].replace(/,$/, "");
    // a separable verb whose particle closes the clause: "… en lossen ICT-problemen op"
    const particle = (() => {
      // (…or before "en"/"of" and the next verb: "…, slaan de goederen op en documenteren …")
      const end = tail.findIndex((w, k) => k > i && (/[,;]$/.test(w) || (/^(?:en|of)$/.test(tail[k + 1] ?? "") && DUTCH_PARTICLES.test(w))));
      const last = end < 0 ? tail.length - 1 : end;
      // (an object between: "bestek en borden af" is a list of nouns)
      // …and particle and word make a verb of the dictionary's: "notariskantoren en bedrijven uit",
      // "beroemdheden en wonen evenementen bij" were conjugated ("notariskantoort")
      const closing = tail[last].replace(/[,;]$/, "");
      return last - i >= 2 && last - i <= 4 && DUTCH_PARTICLES.test(closing) && /^[a-z]{3,}n$/.test(tail[i]) && !NOUNS_IN_EREN.test(word) && isDutchInfinitive(closing + word);
    })();
    // …and a modal or auxiliary after "en"/"of": "… en kunnen ook stands bouwen", "… en worden ingezet op …"
    const auxiliary = /^(?:en|of)$/.test(tail[i - 1]) && /^(?:moeten|kunnen|mogen|willen|zullen|worden|hebben)$/.test(word);
    if (!joined || found.has(i) || !(verb(word, tail[i + 1]) || particle || auxiliary)) continue;
    // "behandelen de post, sorteren, registreren en doen": a list of -eren verbs is verbsAfterObject's
    if (tail[i - 1].endsWith(",") && tail[i].endsWith(",")) continue;
    found.add(i);
    // the list it opens: "en wassen, conditioneren en spoelen haar"
    let j = i;
    while (tail[j].endsWith(",") && /^[a-zëéïö]{3,}en,?$/.test(tail[j + 1] ?? "") && !NOUNS_IN_EREN.test(tail[j + 1].replace(/,$/, ""))) found.add(++j);
    if (j > i && /^(?:en|of)$/.test(tail[j + 1] ?? "") && /^[a-zëéïö]{3,}en$/.test(tail[j + 2] ?? "")) found.add(j + 2);
  }
  // a verb of the dictionary after a comma and before "en" and one of the reader's verbs: "…, reinigen
  // en oliën ze, plaatsen en verwijderen het mengsel" read "…, plaatsen en verwijdert"
  for (let i = 1; i + 2 < tail.length; i++) {
    if (!inClause.has(i) && tail[i - 1].endsWith(",") && /^(?:en|of)$/.test(tail[i + 1]) && found.has(i + 2) && isDutchInfinitive(tail[i]) && !NOUNS_IN_EREN.test(tail[i])) found.add(i);
  }
  return found;
}

/**
 * "… potentieel hebben of zij vragen schrijvers …": after a subordinate clause's closing verb,
 * "of"/"en" + "zij" + a verb in second place is a main clause again, and its "zij" is the worker
 * (the reader). "controleert of zij voldoen aan …" is no such clause (its "zij" is the products').
 */
function readerZij(tail: string[]) {
  const found = new Set<number>();
  for (let i = 2; i + 1 < tail.length; i++) {
    if (/^(?:zij|ze)$/.test(tail[i]) && /^(?:of|en)$/.test(tail[i - 1]) && /^[a-zëéïö]{3,}en$/.test(tail[i - 2]) && /^[a-zëéïö]{3,}en$/.test(tail[i + 1]) && tail[i + 2] !== undefined) found.add(i);
  }
  return found;
}

/**
 * Plural nouns of people, animals and organisations, whom a later "hun" refers to ("vraagt uw
 * klanten naar hun wensen", "controleert passagiers, hun identiteit en bagage"): agent nouns in
 * -ers and -enten/-anten (klanten, cliënten, studenten) and ESCO's other common ones. A plural of
 * things does not take the "hun" from the reader: "specificaties van de klant of uw eigen ontwerp".
 */
const PEOPLE_PLURAL =
  /^(?:[a-zëéïöü-]{2,}(?:ers|sters|enten|anten|isten|ici|ogen)|leerlingen|kinderen|ouders|mensen|personen|jongeren|ouderen|volwassenen|gezinnen|families|familieleden|werklozen|gevangenen|gedetineerden|verdachten|slachtoffers|burgers|leden|atleten|dieren|organismen|planten|bedrijven|organisaties|instellingen|samenlevingen|gemeenschappen|artiesten|auteurs|professoren|docenten|leraren|leerkrachten|vrouwen|mannen|zieken|cursisten|kandidaten|collega's|partners|gasten|passagiers|reizigers|individuen|groepen|teams|landen|overheden|zwangeren|baby's|zuigelingen|patiënten|cliënten|ambtenaren)$/;
const NOT_PEOPLE = /^(?:computers|containers|filters|folders|posters|meters|registers|papers|flyers|banners|scanners|printers|sensors|motoren|tractoren|katalogen)$/;
/** …and others of ESCO's: soldiers, lawyers, private persons, animals, also in compounds ("huisdieren", "bestuursleden") */
const MORE_PEOPLE = /(?:soldaten|advocaten|diplomaten|particulieren|vrienden|paarden|honden|katten|koeien|dieren|leden|cliënten|patiënten|klanten|gasten)$/;
/** a participle's plural names people: "lerenden", "werkzoekenden", "belanghebbenden" (leren, zoeken, hebben) */
const participlePeople = (word: string) => {
  if (!/nden$/.test(word)) return false;
  const infinitive = word.slice(0, -3);
  for (let k = 0; k + 4 <= infinitive.length; k++) if (isDutchInfinitive(infinitive.slice(k))) return true;
  return false;
};
const isPeoplePlural = (word: string) => (PEOPLE_PLURAL.test(word) || MORE_PEOPLE.test(word) || participlePeople(word)) && !NOT_PEOPLE.test(word);
/** the one the worker serves or works for, in the singular: "houden de informatie van hun klant geheim" is the reader's client, whoever was named before */
const OWN_ROLE = /^(?:klant|cliënt|patiënt|werkgever|opdrachtgever|leidinggevende)$/;

/** Dutch: "Verpleegkundigen zorgen voor X. Zij houden ook toezicht op Y." → "Je zorgt voor X." */
function dutchItems(description: string, tone: Tonality, label: string | null) {
  // a word that shares its start with the occupation's name belongs to the subject
  // ("Algemeen verpleegkundigen zijn …"); the first other candidate is the verb, so the object of
  // "Vrachtwagenchauffeurs besturen voertuigen" is never taken for it ("U voertuigt")
  const labelWords = (label ?? "").toLowerCase().split(/[\s/-]+/).filter((w) => w.length >= 5);
  const labelStems = labelWords.map((w) => w.slice(0, 6));
  const labelAll = (label ?? "").toLowerCase().split(/[\s/]+/);
  // …but a verb that shares the stem is the verb: "Commercieel vertegenwoordigers vertegenwoordigen
  // een bedrijf" (else "een" was taken for it: "U et bedrijf")
  const plural = (word: string) => labelWords.some((w) => [w, `${w}s`, `${w}n`, `${w}en`, `${w}'s`].includes(word.toLowerCase()));
  const inSubject = (word: string, nextIsVerb: boolean) => labelStems.some((s) => word.toLowerCase().startsWith(s)) && (plural(word) || nextIsVerb);
  const items: string[] = [];
  const subject = tone === "formal" ? "U" : "Je";
  // "gebruikmaken" is one word where it closes a clause (Taalunie, Woordenlijst: "die gebruikmaken van",
  // "kunt gebruikmaken van"); ESCO writes it so where its verb comes last, "maken gebruik van" in a main clause
  const all = sentences(description.replace(/\bgebruik maken\b/g, "gebruikmaken"));
  // ESCO names the holders again later ("Sociaal werkers begeleiden mensen bij …", "Recruiters
  // onderhouden relaties met werkgevers …"): that sentence has the first one's subject, and its verb
  // is found as there (one description in eight has one; they were left out)
  const subjectWord = all[0]?.split(/\s+/)[0];
  all.forEach((sentence, index) => {
    const words = sentence.replace(/[.!?]$/, "").split(/\s+/);
    const listEnd = (i: number) => verbListEnd(words, i, isDutchPluralForm, ["en", "of"]);
    let at = -1;
    if (/^(Zij|Ze)$/.test(words[0])) at = 1;
    // the verb follows the plural subject; of two candidates in a row ("verpleegkundigen zijn") the later one
    else if (index === 0 || (words[0] === subjectWord && /^\p{Lu}/u.test(subjectWord))) {
      // a word of the label counts as the plural subject: "Redacteurs uitgeverij zoeken manuscripten"
      // (else "manuscripten" was taken for the verb: "U manuscript die …")
      // (a label's short words too: "Veiligheidsinspecteurs bouw monitoren bouwplaatsen" read "U bouwplaatst")
      const before = (i: number) => (labelWords.includes(words[i - 1]?.toLowerCase() ?? "") || labelAll.includes(words[i - 1]?.toLowerCase() ?? "") ? "en" : words[i - 1]);
      const candidate = (i: number) =>
        i > 0 && i < 8 && (words[i]?.endsWith(",") ? listEnd(i) > 0 && isDutchVerbCandidate(words[i].slice(0, -1), before(i)) : isDutchVerbCandidate(words[i], before(i)));
      at = labelStems.length
        ? words.findIndex((w, i) => candidate(i) && !inSubject(w, candidate(i + 1)))
        : words.findIndex((_, i) => candidate(i) && !candidate(i + 1));
    }
    if (at <= 0 || at >= words.length) return;
    // "Zij coördineren, plannen en leiden …": every verb of the list takes the reader's form
    // ("U ontwerpen,t onderhouden, …" was published); a verb with a comma that opens no list
    // ("Zij gegoten, choreografie …") is no sentence to turn
    const last = words[at].endsWith(",") ? listEnd(at) : at;
    if (last < 0) return;
    // the verb closes a list ("Apothekers bereiden, ontslaan en verstrekken …"): the verbs before
    // it would be lost and the rest read as garbage ("U verstrekt voorschriften voor, over …")
    if (words.slice(1, at).some((w) => /,$/.test(w) || /^(en|of)$/.test(w))) return;
    // a verb coordinated with "en"/"of" takes the same form: "installeert en onderhoudt", "voert
    // uit en controleert" — right after the verb or its particle; after a noun the plural is a
    // noun too: "brengen gasten gerechten en dranken" read "gerechten en drankt"
    const coordinated = (all: string[], i: number) => i === 1 || /^(uit|op|aan|af|in|na|bij|door|mee|ook|voor|toe|om|over|samen)$/.test(all[i - 2]);
    const verbs = words.slice(at, last + 1).map((word) => (/^(en|of)$/.test(word) ? word : dutchYou(word.replace(/,$/, "")) + (word.endsWith(",") ? "," : "")));
    const tail = words.slice(last + 1);
    const listed = verbsAfterObject(tail);
    // "U kunt … repareren, testen en controleren": after a modal the later verbs are infinitives
    const modal = /^(?:kunnen|mogen|moeten|willen|zullen|worden)$/.test(words[at].replace(/,$/, ""));
    const later = modal ? new Set<number>() : laterClauseVerbs(tail);
    const zij = modal ? new Set<number>() : readerZij(tail);
    for (const i of zij) later.add(i + 1);
    const conjugate = (word: string) => word.replace(/,$/, "").split("/").map(dutchYou).join("/") + (word.endsWith(",") ? "," : "");
    const conjugated = tail
      .map((word, i, all) =>
        zij.has(i) ? subject.toLowerCase() :
        listed.has(i) || later.has(i) ? conjugate(word) :
        (last === at && i > 0 && i < 4 && i < all.length - 1 && /^(en|of)$/.test(all[i - 1]) && coordinated(all, i) && isDutchVerbCandidate(word, "en") && !/^[A-Z]/.test(word) && i === all.indexOf(all[i - 1]) + 1 && all.slice(0, i - 1).every((w) => !/,$/.test(w))) ||
        // a second verb further on: "Zij nemen deel aan aanbestedingen en huren onderaannemers in"
        // read "U neemt deel … en huren onderaannemers in"
        // (not before what plainDutch leaves such sentences out for, nor "het selecteren en kopen van")
        (i > 0 && /^(en|of)$/.test(all[i - 1]) && LATER_VERBS_NL.has(word) && !PLAIN_DUTCH_STOPS.test(all[i + 1] ?? "") && all[i + 1] !== "van")
          ? dutchYou(word)
          : word,
      );
    // the reader's reflexive after the reader's verb, in the informal tone: "Je houdt je bezig met"
    // (not "Je houdt zich bezig"); "helpt cliënten zich aan de regels te houden" is the clients'
    const readerVerbAt = (i: number) => i < 0 || conjugated[i] !== tail[i];
    const adverb = (word: string | undefined) => /^(?:ook|vooral|voornamelijk|meestal|voortdurend|daarbij|hierbij|tevens|eveneens|niet|dan|ook)$/.test(word ?? "");
    if (tone === "informal") {
      conjugated.forEach((word, i) => {
        if (word === "zich" && (readerVerbAt(i - 1) || (adverb(tail[i - 1]) && readerVerbAt(i - 2)))) conjugated[i] = "je";
      });
    }
    // "hun" after a plural of people in the sentence is theirs: "vraagt hun klanten naar hun
    // haarstijlvoorkeuren" is "uw klanten naar hun …", "helpt gevangenen … na hun vrijlating",
    // "ondersteunt consumenten … en verstrekt advies over hun rechten"
    let others = false;
    const kept = new Set<number>();
    conjugated.forEach((word, i) => {
      const next = conjugated[i + 1] ?? "";
      const before = i === 0 ? words[last] : tail[i - 1];
      // "helpen hun communicatie te verbeteren": after "helpen" the thing helped is someone else's
      // (a marriage counsellor read "U helpt uw communicatie te verbeteren"), unless it names people
      const helped = /^helpen$/.test(before) && !isPeoplePlural(next.replace(/[,;:]$/, "")) && !OWN_ROLE.test(next);
      // …and "hun" before an adverb or an article is the pronoun ("geeft hun regelmatig updates"), not a possessive
      if (word === "hun" && OWN_ROLE.test(next.replace(/[,;:.]$/, ""))) return;
      if (word === "hun" && (others || helped || /^(?:de|het|een|regelmatig|ook|altijd|vaak|niet|dan|daarbij|zo|alle|deze|dit)$/.test(next))) kept.add(i);
      else if (word === "hen" || isPeoplePlural(word.replace(/[,;:]$/, ""))) others = true;
    });
    const rest = conjugated
      .map((word, i) => (kept.has(i) ? "\u0002" : word))
      .join(" ")
      // a clause of its own ("…, waarbij", "…, ze legen prullenbakken en controleren …") is left off
      .replace(/,\s*(waarbij|zodat|die|dat|ze|zij)\b.*$/i, "");
    const own = tone === "formal" ? "uw" : "je";
    // "kinderen en hun gezinnen … hun functioneren": from a noun's "en hun" on, "hun" is theirs,
    // not the reader's (a childcare ad read "kinderen en uw gezinnen")
    const theirs = rest.search(/\b\p{L}+(?:en|s) (?:en|of) hun\b/u);
    // "helpen bij hun persoonlijke hygiëne": after "bij" the help is for someone else's (a carer
    // read "U helpt bij uw persoonlijke hygiëne")
    const swap = (part: string) => part.replace(/(?<!\bbij )\bhun\b/g, own);
    // …and from a clause's own "zij" on ("wanneer zij hun jassen ontvangen"), kept below
    const clause = rest.search(/\b(?:dat|of|zodat|omdat|als|wanneer|terwijl) zij\b/);
    const until = [theirs, clause].filter((at) => at >= 0).reduce((a, b) => Math.min(a, b), rest.length);
    const owned = (swap(rest.slice(0, until)) + rest.slice(until)).replaceAll("\u0002", "hun");
    // a "hun" of others with no one named before it in the sentence: "U helpt bij hun persoonlijke
    // hygiëne" (the people of ESCO's previous sentence) reads as no one's
    const firstHun = owned.search(/\bhun\b/);
    if (firstHun >= 0 && !owned.slice(0, firstHun).split(/\s+/).some((w) => /^[a-zëéïöü][a-zëéïöü-]{2,}(?:en|s|'s)$/.test(w.replace(/[,;:]$/, "")))) return;
    // "zij" after "dat"/"of" is what the clause is about, often the objects: "zien erop toe dat zij
    // aan de specificaties voldoen" (the products) read "dat u aan de specificaties voldoen"
    const text = readerInPlaceClause(
      `${subject} ${verbs.join(" ")} ${owned.replace(/(?<!\b(?:dat|of|zodat|omdat|als|wanneer|terwijl) )\bzij\b/g, tone === "formal" ? "u" : "je")}`,
      tone,
    );
    // a plural verb the rules above leave after the reader's "en": better no sentence than "U
    // ondersteunt …, helpt bij het lossen van het afval en registreren hoeveel …"
    if (laterLeftPlural(text)) return;
    // the formal ad's own sentences say "U heeft" ({heeft}, writer/tone.ts): ESCO's turned "hebben"
    // says so too, not "U hebt" beside them (both are standard Dutch; one ad keeps one)
    items.push(withStop(clean(tone === "formal" ? text.replace(/\bhebt\b/g, "heeft") : text)));
  });
  return items;
}

/**
 * ESCO's "ze"/"zij" after "waar", "waarbij", "waarin", "waarmee", "waarna" is the worker: "… een
 * controlekamer, waar ze met andere werknemers communiceren", "… patronen waarbij zij gebruik maken
 * van …", "… rapporten waarin ze hun analyses uiteenzetten". It stayed "ze" (or became "u" beside a
 * plural verb: "waarbij u gebruik maken van"); the clause's verb, the first of the dictionary's
 * after it (not after an article, which makes it a noun), takes the reader's form too.
 */
const PLACE_CLAUSE = /^(?:waar|waarbij|waarin|waarmee|waarna)$/;
const NOUN_BEFORE = /^(?:de|het|een|uw|je|hun|deze|dit|die|dat|elke|ieder|iedere|alle|andere|verschillende)$/;
const PLACE_CLAUSE_ENDS = /^(?:om|te|die|dat|zodat|wanneer|als|terwijl|en|of)$/;
function readerInPlaceClause(text: string, tone: Tonality) {
  const words = text.split(" ");
  for (let i = 1; i + 2 < words.length; i++) {
    if (!PLACE_CLAUSE.test(words[i - 1]) || !/^(?:ze|zij|u|je)$/.test(words[i])) continue;
    // the clause's verb closes it: the last verb before a comma or a clause of its own ("waar u
    // ondersteunende taken vervullen": "taken" is a verb of the dictionary too)
    let verb = -1;
    for (let j = i + 1; j < words.length; j++) {
      const word = words[j].replace(/[,;:.]$/, "");
      if (PLACE_CLAUSE_ENDS.test(word)) break;
      if ((isDutchInfinitive(word) || word === "zijn") && !NOUN_BEFORE.test(words[j - 1]) && !/^[A-Z]/.test(word)) verb = j;
      if (words[j] !== word) break;
    }
    if (verb < 0) continue;
    const word = words[verb].replace(/[,;:.]$/, "");
    words[i] = tone === "formal" ? "u" : "je";
    words[verb] = dutchYou(word) + words[verb].slice(word.length);
  }
  return words.join(" ");
}

/** a plural verb of ESCO's lexicon after "en"/"of" in a sentence addressed to the reader */
function laterLeftPlural(text: string) {
  const words = text.split(/\s+/);
  // a modal or auxiliary in the plural after "en": "U werkt in cleanrooms en moeten daarom …"
  // (not in a clause of its own: "… dat de randen glad worden gemaakt of worden getrimd")
  const modal = words.findIndex((w, i) => i > 1 && /^(?:en|of)$/.test(words[i - 1]) && /^(?:moeten|kunnen|mogen|willen|zullen|worden|hebben)$/.test(w));
  if (modal > 0 && !words.slice(0, modal).some((w) => /^(?:dat|die|welke|waar\p{L}*|omdat|zodat|wanneer|terwijl|nadat|voordat|indien|als)$/u.test(w))) return true;
  return words.some(
    (w, i) =>
      i > 1 && /^(?:en|of)$/.test(words[i - 1]) && isDutchClauseVerb(w, words[i + 1]) &&
      // a clause as the object ("registreren hoeveel …") is a verb's; an article may start a nominalised infinitive's ("het mengen en de …")
      (/^(?:hoeveel|welke|wat|of|hoe|ervoor|erop)$/.test(words[i + 1] ?? "") ||
        (/^(?:de|het|een|deze|dit|zich)$/.test(words[i + 1] ?? "") && !/^(?:het|te|om|voor|bij|door|zoals)$/.test(words[i - 3] ?? "") && !/^(?:het|te)$/.test(words[i - 2] ?? ""))),
  );
}

/** The words of the title (as typed, O*NET's and ESCO's English labels) that tasks are matched to. */
function titleWords(input: ComposeInput) {
  return [...new Set(wordsOf([input.jobTitle, input.onet?.title ?? "", input.titleHints?.[1] ?? ""].join(" ")))].filter(
    (w) => !["and", "und", "en", "other", "all"].includes(w),
  );
}

/**
 * The words that rank O*NET's tasks for a title. A word that names O*NET's occupation itself
 * ("receptionist" of Receptionists and Information Clerks, "bus" and "drivers" of Bus Drivers,
 * "sales" of Retail Salespersons, "bar" of Bartenders) is in every task's background, so a task that
 * happens to say it is no closer to the job: it only lifted the minor tasks that name the place or
 * the thing — a receptionist's ad opened with the lobby's plants and magazines, a bus driver's with
 * cleaning the bus, a bar person's held running the bar. Nor do the other words of the occupation's
 * title ("trailer" of Heavy and Tractor-Trailer Truck Drivers lifted four trailer tasks into a Class 1
 * driver's ad, "acute care" of Acute Care Nurses a staff nurse's reading of the literature) or a
 * grade ("staff", "senior"). The title's own words the occupation's title lacks do ("ICU", "payroll",
 * "warehouse").
 *
 * Where O*NET joins two occupations in one ("Accountants and Auditors", "Receptionists and
 * Information Clerks") and the title names one, the other's words do not count, and a task that
 * names the other one ("audit findings" for an accountant) goes after the rest (`against`).
 */
/** a title's grade, not its work: "Staff Nurse" lifted "provide … education to other staff members" */
const GRADES = new Set(["staff", "senior", "junior", "lead", "head", "chief", "principal", "trainee", "graduate", "deputy", "apprentice", "experienced", "qualified"]);

function taskRankWords(title: string[], typedTitle: string, onetTitle: string | undefined, tasks: string[]) {
  const names = (word: string, other: string) => other.startsWith(word) || stem(other) === stem(word);
  const split = (onetTitle ?? "")
    .split(/,\s*(?:and\s+)?|\s+and\s+/i)
    .map((part) => wordsOf(part))
    .filter((part) => part.length > 0);
  // occupations joined when every part ends in a plural noun ("Accountants and Auditors"); else one
  // occupation with its field ("Transportation, Storage, and Distribution Managers", "Bus Drivers, Transit and Intercity")
  const joined = split.length > 1 && split.every((part) => /s$/.test(part.at(-1)!));
  const parts = joined ? split : split.length ? [split.flat()] : [];
  const typed = wordsOf(typedTitle);
  const named = parts.filter((part) => typed.some((w) => names(w, part.at(-1)!)));
  const others = joined && named.length ? parts.filter((part) => !named.includes(part)) : [];
  const onetWords = parts.flat();
  // the occupation's noun without its ending: "auditors" → "audit" (also "auditing", "audits")
  const root = (noun: string) => noun.replace(/(?:ors|ers|ists|ants|ents|ians|s)$/, "");
  const runsThrough = (r: string) => r.length >= 4 && tasks.filter((task) => wordsOf(task).some((w) => w.startsWith(r))).length >= 3;
  // …and of two joined occupations, the named one's work where it runs through its tasks ("accounts",
  // "accounting" for an accountant), not where one task names its place ("reception area")
  const work = others.length ? named.map((part) => root(part.at(-1)!)).filter(runsThrough) : [];
  // a manager's occupation is named by its field ("Computer and Information Systems Managers",
  // "Transportation, Storage, and Distribution Managers"): those words say what a Head of IT or a
  // warehouse manager manages, where another occupation's ("Tractor-Trailer Truck Drivers", "Acute
  // Care Nurses") name a speciality that every task shares
  const field = parts
    .filter((part) => !others.includes(part) && /^(?:managers|supervisors|directors)$/.test(part.at(-1)!))
    .flatMap((part) => part.slice(0, -1))
    .filter((w) => !typed.some((t) => names(t, w) || names(w, t)));
  const boost = [...new Set([...title.filter((w) => !GRADES.has(w) && !onetWords.some((o) => names(w, o))), ...field, ...work])];
  const against = others.map((part) => root(part.at(-1)!)).filter((r) => r.length >= 4);
  // the work the title's noun names, as a task's verb: "Drive …" for a driver, "Clean …" for a cleaner,
  // "Teach …" for a teacher (O*NET lists a lorry driver's driving thirteenth, after the paperwork);
  // not a noun inside a task ("reception area")
  const noun = typed.at(-1) ?? "";
  const verb = noun.length >= 5 ? noun.replace(/(?:ers|er|ors|or|s)$/, "") : "";
  return { boost, against, verb: verb.length >= 4 ? verb : null };
}

function limits(instructions: Instructions) {
  return instructions.short ? SHORT_LIMIT : DEFAULT_LIMIT;
}

/** O*NET statements longer than this read as paragraphs, not bullets; ESCO pieces shorter than the minimum as fragments. */
const MAX_TASK_CHARS = 175;

const MIN_ITEM_CHARS = 28;

/**
 * "…, either manually or with hand trucks", "…, either on a regular basis or for special guests or
 * functions" (six O*NET statements): how or when, not what. The chef's "Prepare and cook foods of
 * all types" was lost with its tail, whose "special" the inclusive check reads as a disability word.
 */
const EITHER_TAIL = /, either\b[^.]*\.$/;
/**
 * An O*NET statement too long for a bullet without its closing participle clause ("…, complying with
 * traffic regulations to ensure that passengers have a smooth and safe ride"): the clause says how,
 * the statement before it what. A bus driver's ad lost O*NET's first task, "Drive vehicles over
 * specified routes … according to time schedules", to the length limit and opened with parking.
 * Not inside an example list ("such as cleaning, lubricating, …").
 */
const HOW_CLAUSE = /^(.{50,}?), (?:using|complying|following|ensuring|providing|applying|maintaining|monitoring|utilizing|according to)\b/;
function withoutHowClause(task: string) {
  if (task.length <= MAX_TASK_CHARS) return task;
  const m = HOW_CLAUSE.exec(task);
  if (!m || /\bsuch as\b/.test(m[1]) || m[1].length + 1 > MAX_TASK_CHARS) return task;
  return `${m[1]}.`;
}
/**
 * O*NET tasks that name US law, agencies or school grades: not for a job elsewhere. An
 * electrician's state license too: a Dublin or Leeds electrician was told to "maintain current
 * electrician's licence … to meet governmental regulations", which neither country issues. Food
 * stamps (SNAP) are a US programme: a Leeds care home manager was to "advise clients regarding food stamps".
 * …and US employment law: a Leeds HR advisor was to "maintain current knowledge of Equal Employment
 * Opportunity (EEO) and affirmative action guidelines and laws, such as the Americans with
 * Disabilities Act (ADA)" — Great Britain's is the Equality Act 2010 (GOV.UK), Ireland's the
 * Employment Equality Acts; EEO forms, ERISA reports and workers' compensation forms are US filings.
 */
const US_ONLY = /\b(?:state and federal|federal|state laws?|state regulations|states and schools|Medicare|Medicaid|OSHA|HIPAA|FDA|IRS|GAAP|Department of Transportation|DOT|county|school district|district policies|electrician's license|food stamps|EEO|affirmative action|Disabilities Act|ADA|ERISA|workers' compensation)\b/i;

/**
 * O*NET's postsecondary teachers are per subject ("lectures … on topics such as criminal law,
 * defensive policing"): an example list that names none of the title's words is another
 * subject's, and a bare "Lecturer" read "children's literature … reading instruction".
 */
function otherSubjectLeftOut(task: string, titleWords: string[]) {
  return task.replace(/,?\s+(?:on|in) (?:topics|subjects|areas) such as ([^.;]*)/i, (clause, list: string) =>
    titleWords.some((w) => w.length > 2 && list.toLowerCase().includes(w)) ? clause : "",
  );
}

/**
 * O*NET tasks of advanced practice (Acute Care Nurses, 29-1141.01, are the acute care nurse
 * practitioners' profile): diagnosing, prescribing, reading x-rays and ordering diagnostic tests are
 * an advanced nurse practitioner's or prescriber's (NMBI's and the NMC's scope of practice, the US
 * states' APRN licence), not a staff nurse's — a Galway staff nurse was to "diagnose acute or chronic
 * conditions". Left out for nurses (ISCO-08 2221, 3221) unless the title names advanced practice.
 */
const ADVANCED_PRACTICE = /\b(?:diagnos(?:e|es|ing|is)|diagnoses|prescrib\w*|radiographs|x-rays|differential diagnos\w*|diagnostic tests)\b/i;
const ADVANCED_TITLE = /\b(?:practitioner|advanced|prescriber|specialist|APRN|ANP|CNS)\b/i;

/** O*NET health tasks about insurance and billing (US health care's private insurers) */
const US_HEALTH_BILLING = /\b(?:insurance|billing|bills?|co-?pays?)\b/i;

/**
 * Dutch sentences from ESCO that the small grammar cannot turn safely: "U bent gespecialiseerde
 * docenten" (the subject described, not a task) and verbs listed after a comma or "en" that keep
 * their plural ("U ontvangt goederen, etiketteren deze"). Left out; the group's sentences fill in.
 */
function plainDutch(text: string) {
  const words = text.replace(/[.,]/g, (m) => ` ${m}`).split(/\s+/);
  if (/^(bent|zijn)$/.test(words[1] ?? "") && /(s|en|ers)$/.test(words.at(-2) ?? "") && !/^(verantwoordelijk|belast)/.test(words[2] ?? "")) return false;
  // "…, meldingen van bijwerkingen en verstrekken gepersonaliseerde ondersteuning": a plural verb
  // after "en" before an inflected adjective (nouns in a list are not followed by one)
  if (words.some((word, i) => i > 2 && /^(en|of)$/.test(words[i - 1]) && /^[a-z]{4,}en$/.test(word) && /^[a-z]{4,}e$/.test(words[i + 1] ?? "") && !/^(die|deze|welke|andere|grote|kleine)$/.test(words[i + 1] ?? ""))) return false;
  // "…, ontvangen betalingen van klanten, geven kwitanties" and "… en vervoeren orders": a plural
  // verb after a comma or "en" before a plural noun (a cashier's and an order picker's ESCO text)
  // …and "… en zorgen ervoor dat" (a shelf filler's)
  if (words.some((word, i) => i > 2 && /^(,|en)$/.test(words[i - 1]) && /^[a-z]{4,}en$/.test(word) && (/^[a-z][a-z-]{2,}(en|s)$/.test(words[i + 1] ?? "") || /^(ervoor|daarvoor|erop|daarop)$/.test(words[i + 1] ?? "")) && words[i + 1] !== "zijn")) return false;
  // "…, centreren lenzen volgens de optische as" after a verb list: -eren after a comma and
  // before its object is a verb; in a list ("het mengen, pasteuriseren en verpakken", "spiegels,
  // vloeren, toiletten") it is followed by the next item
  if (words.some((word, i) => i > 2 && words[i - 1] === "," && /^[a-z]{3,}eren$/.test(word) && !/^(,|\.|en|of|van)$/.test(words[i + 1] ?? "") && !/^(kinderen|goederen|bladeren|eieren|liederen|kalveren|lammeren|runderen|volkeren|vloeren|papieren)$/.test(word))) return false;
  // …and "… worden bereikt en geven leiding aan de werknemers" (a department manager's ad),
  // "…, zetten deze in elkaar en werken ze af", "… en voeren dat beleid uit"
  return !words.some((word, i) => i > 2 && /^(,|en|of)$/.test(words[i - 1]) && /^(die|dit)$/.test(words[i + 1] ?? "") === false && /^[a-z]+eren$|^[a-z]+(en)$/.test(word) && PLAIN_DUTCH_STOPS.test(words[i + 1] ?? ""));
}

/**
 * ESCO's sentences that say what the holders know or may become, not what they do: an architect's
 * ad listed "Sie kennen soziale Kontexte und Umweltfaktoren …" / "U bent zich bewust van de
 * sociale context …" among the tasks, a hogeschooldocent's "U kunt een functie bekleden als
 * hoofddocent of hoogleraar" (German "Sie können …" is left out in germanItems already).
 */
const NOT_A_TASK = {
  // …nor the clause that only points back to that knowledge: ESCO's 35 import/export specialists
  // "verfügen über gründliche Kenntnisse … und wenden diese Kenntnisse an" read "Du wendest diese Kenntnisse an."
  // …nor where the occupation usually works: ESCO's waiting staff "arbeiten in der Regel in Restaurants,
  // Bars und Hotels" / "werken gewoonlijk in restaurants, bars en hotels" read as a Munich and a
  // Rotterdam ad's task ("Sie arbeiten in der Regel in Restaurants, Bars und Hotels.")
  de: /^(?:Sie|Du) (?:kennen|kennst|wissen|weißt|verfügen über|verfügst über|(?:sind|bist) (?:sich|dich) [^.]*bewusst)\b|^(?:Sie|Du) (?:wenden|wendest) diese Kenntnisse an\.?$|^(?:Sie|Du) (?:arbeiten|arbeitest) (?:in der Regel|meist|meistens|normalerweise|üblicherweise|gewöhnlich) (?:in|an|bei) /,
  // "kunt" only for a post or an employer ("een functie bekleden", "werken voor …"): "U kunt ook zorg
  // dragen voor het laden en lossen" (a lorry driver's) is a task
  // …nor ESCO's mistranslated "zijn meestal onderworpen aan leraren, gespecialiseerd en instrueren" (the
  // English "are usually subject teachers, specialised and instructing in their own subject")
  // …nor a plural noun after "bent" that opens a list: ESCO's subject lecturers "zijn docenten,
  // assistent-docenten, docenten, colleges …" (21 of the 45 of ISCO-08 2310), which read "U bent docenten, …"
  nl: /^(?:U|Je) (?:(?:kent|weet|kunt (?:een functie|werken (?:voor|bij|in)|in dienst)|heeft kennis|hebt kennis|bent (?:zich|je) [^.]*bewust|bent (?:meestal )?onderworpen aan|werkt (?:gewoonlijk|meestal|doorgaans|normaal gesproken) (?:in|bij|op))\b|bent [\p{Ll}-]+(?:en|s),)/u,
};

/**
 * A Dutch restrictive relative clause about a plural noun ("studenten die een diploma … hebben
 * behaald …"): as in German (", die …", left out in germanItems), the clause carries the meaning
 * and makes a paragraph of the task — a hogeschooldocent's ad opened with "U geeft studenten die een
 * diploma hoger secundair onderwijs hebben behaald in uw eigen gespecialiseerde studiegebied, overwegend academisch onderwijs."
 */
const DUTCH_RELATIVE_PLURAL = /\b\p{L}{3,}(?:en|s) die\b[^,.]*\b(?:hebben|zijn|worden)\b/u;

/**
 * "u"/"je" with a plural verb inside the sentence ("de verslagen die u krijgen": a "zij" the grammar
 * turned wrongly), or a short plural verb after a comma ("U test componenten …, gaan na wat …")
 */
// ("u" only: the informal "je" is a possessive too, "op je teamleden")
const READER_PLURAL_VERB = /\su (?!eigen\b|tegen\b|alleen\b)(?:[a-z]{3,}en|zijn|hebben)\b|, (?:gaan|staan|doen|zien|nemen|geven|maken|houden|komen)\b/;

/**
 * A Dutch ESCO task too long for a bullet without its example list (", zoals de diepte van de
 * insnijdingen of de rotatiesnelheid") or the relative clause that explains its machines ("…
 * freesmachines die zijn ontworpen om overtollig materiaal weg te snijden …"): the main clause says
 * what the holder does. The frezer's and the draaier's ads lost both of ESCO's sentences to the
 * length limit and named no milling or turning; as withoutHowClause does for O*NET's English.
 */
function withoutDutchTail(task: string) {
  if (task.length <= MAX_TASK_CHARS) return task;
  const cut = (at: number) => `${task.slice(0, at).replace(/[,\s]+$/, "")}.`;
  const example = task.indexOf(", zoals ");
  if (example > 0 && example + 1 <= MAX_TASK_CHARS) return cut(example);
  const relative = /\s(?:die|dat) (?:zijn |is )?ontworpen\b/.exec(task);
  if (relative && relative.index + 1 <= MAX_TASK_CHARS && !/,\s*$/.test(task.slice(0, relative.index))) return cut(relative.index);
  return task;
}

/** The sentences of an ESCO description that address the reader, as the German or Dutch ad's candidates. */
export function escoItems(language: "de" | "nl", description: string, tone: Tonality, label: string | null) {
  // German persons in paired or collective form (writer/german-persons.ts); a sentence whose
  // persons cannot be turned safely is left out
  const items =
    language === "de"
      ? germanItems(description, tone).flatMap((text) => inclusivePersons(text) ?? []).map(withoutGermanAlso)
      : dutchItems(description, tone, label).map(withoutDutchTail);
  // ESCO's long sentences read as paragraphs and its shortest as fragments; the group's sentences fill in
  return items.filter(
    (text) =>
      text.length >= MIN_ITEM_CHARS &&
      text.length <= MAX_TASK_CHARS &&
      !NOT_A_TASK[language].test(text) &&
      (language !== "nl" || (plainDutch(text) && !DUTCH_RELATIVE_PLURAL.test(text) && !READER_PLURAL_VERB.test(text))),
  );
}

/**
 * ESCO's German "zudem", "ferner", "außerdem" adds to the sentence before it, which the list may
 * have left behind or put elsewhere: a Berlin Online-Marketing-Manager's ad read "Sie unterstützen
 * zudem die Planung der Online-Verkaufsstrategie …" as a task of its own. A bullet stands alone, so
 * the adverb after the reader's verb goes.
 */
function withoutGermanAlso(text: string) {
  return text.replace(/^((?:Sie|Du) \p{L}+) (?:zudem|ferner|außerdem|überdies|darüber hinaus) /u, "$1 ");
}

/**
 * ESCO's sentence on whom the holders work with ("Sie arbeiten mit ihren Lehr- und
 * Forschungsassistenten … zusammen", "U werkt samen met …") is no core task: a Dozent's ad opened
 * with it. It ranks after the unit's own sentences of the task bank (50), which name the work, and
 * before the wider groups' and the general ones ("Sie arbeiten eng mit anderen Abteilungen zusammen").
 */
/**
 * ESCO's Dutch "Zij … ook …" adds to the sentence before it: as a task of its own it does not lead —
 * a hogeschooldocent's ad opened with "U voert ook wetenschappelijk onderzoek uit", an
 * elektromonteur's with "Je installeert en onderhoudt ook elektrische apparatuur". It ranks with the
 * sentences on whom one works with, after the unit's own.
 */
const ALSO_TASK = /^(?:U|Je) (?!houdt ook toezicht)\p{Ll}+(?: en \p{Ll}+)? ook\b/u;
const WORKS_WITH = /^(?:Sie arbeiten|Du arbeitest) (?:eng )?mit\b.*\bzusammen\b|^(?:U|Je) werkt (?:nauw )?samen met\b/;

/**
 * O*NET 53-7065 (Stockers and Order Fillers) tasks of a shop's sales floor: customers' questions,
 * price tags, the checkout, display cases and signs, customers' purchases and vehicles, prices.
 */
const SALES_FLOOR_TASKS = new Set([23877, 23879, 23882, 23883, 23888, 23889, 23890, 23896, 23900]);

/**
 * O*NET 13-2051 (Financial and Investment Analysts) holds the investment underwriters' deal work
 * since O*NET-SOC 2019 merged them in: advising on capitalisation, restructuring and refinancing
 * debt, winning corporate clients with investment bankers, pricing syndicated securities, preparing
 * deal materials and presentations with lawyers and public relations experts, keeping client relationships. The BLS Occupational Outlook Handbook's financial analyst evaluates financial data
 * and trends, builds financial models and reports; a London financial analyst's ad was the deal
 * team's. Kept where the title names investment banking's work.
 */
const DEAL_TASKS = new Set([21579, 21580, 21581, 21582, 21583, 21585, 21586, 21587, 21588, 21592, 21598]);
const DEAL_TITLE = /\b(?:invest\w*|banking|banker|M&A|mergers|corporate finance|capital markets?|underwrit\w*|deals?|transactions?|restructuring)\b/i;

/**
 * O*NET's green-economy task statements — green retrofitting, green financial instruments, green
 * roofs, green certified construction — are a specialty of the occupation (O*NET Green Task
 * Statements): a financial analyst's ad read "conduct financial analyses related to investments in
 * green construction or green retrofitting projects". Kept where the title names the specialty.
 */
const GREEN_TASK = /\bgreen (?:construction|retrofitting|financial|investments|companies|products|commodities|technolog\w*|chemistry|jobs|practices|certif\w*|plumbing|roofs?|fuels|operational|automotive|production|building|buildings)\b/i;
const GREEN_TITLE = /\b(?:green|sustainab\w*|ESG|environment\w*|renewables?|climate|energy|solar|wind|eco\w*)\b/i;

export function composeResponsibilities(input: ComposeInput): Composed & { fromReference: boolean } {
  const { language, tone } = input;
  const instructions = readInstructions(input.instructions ?? "");
  const title = titleWords(input);
  const candidates: Candidate[] = [];
  const rank = (text: string, base: number, words = title) => base + 1000 * keywordHits(text, instructions.taskKeywords) + 10 * keywordHits(text, words);
  const leads = input.seniority === "lead" || input.seniority === "head" || input.seniority === "principal";
  if (language === "en") {
    const abroad = Boolean(input.country && input.country !== "US");
    // a school in Great Britain or Ireland: its own duties first, O*NET's in its words (writer/school.ts)
    const country = input.country ?? null;
    const school = isSchoolCountry(country) ? schoolRole(input.requirementRows ?? []) : null;
    // the typed title's words, not ESCO's label: its "cargo vehicle driver" lifted every task that names a
    // vehicle, and a Class 1 driver's ad opened with cranking the trailer's landing gear
    const typedWords = wordsOf(input.jobTitle).filter((w) => !["and", "other", "all"].includes(w));
    const { boost, against, verb } = taskRankWords(typedWords, input.jobTitle, input.onet?.title, (input.onet?.tasks ?? []).map((t) => t.text));
    // the country's own duties of the role (writer/role-duties.ts) lead; where they do, they are the
    // role's lead, and O*NET's lead tasks (a head of legal's advice and contracts) are not lifted again
    const ownDuties = roleDuties(input.requirementRows ?? [], country, tone, input.jobTitle, input.requirementOccupations);
    const leadTasks = ownDuties.length ? [] : (input.leadTasks ?? []);
    // …and O*NET's tasks of a wider occupation or an older practice that the role does not do (a rigid lorry's trailer, a radiographer's film)
    const notTheRole = tasksNotTheRole(input.requirementOccupations ?? (input.requirementRows ?? []).map((row) => row.occupation), input.jobTitle);
    const namesTheWork = (text: string) => verb !== null && (text.split(/[\s,]/)[0] ?? "").toLowerCase().startsWith(verb);
    const otherOccupation = (text: string) => against.length > 0 && wordsOf(text).some((w) => against.some((root) => w.startsWith(root)));
    // O*NET's Task Statements list an occupation's tasks most important first (its core tasks, then
    // the supplemental ones), in the order O*NET OnLine shows them (receptionists, 43-4171.00:
    // switchboard, greeting, payments, appointments …, the lobby's plants eleventh;
    // https://www.onetonline.org/find/match/1/43-4171.00): their place is the tie-break, not the
    // task id (ids follow the date a statement was written)
    (input.onet?.tasks ?? []).forEach((statement, position) => {
      const task = { ...statement, text: withoutHowClause(statement.text).replace(EITHER_TAIL, ".") };
      if (task.text.length > MAX_TASK_CHARS || (!leads && managesPeople(task.text, "en")) || notTheRole.has(task.id)) return;
      // O*NET describes US jobs: outside the US a task that names US law or institutions is left out
      if (abroad && US_ONLY.test(task.text)) return;
      // …and a health worker's insurance forms and billing: the US's private health insurance
      // (a Leeds dental nurse was to "prepare … insurance forms")
      if (abroad && /^(22|32|53)/.test(input.isco ?? "") && US_HEALTH_BILLING.test(task.text)) return;
      if (/^(2221|3221)$/.test(input.isco ?? "") && !ADVANCED_TITLE.test(input.jobTitle) && ADVANCED_PRACTICE.test(task.text)) return;
      // a warehouse's stocker is not a shop's: O*NET 53-7065 Stockers and Order Fillers holds the sales
      // floor's tasks too, and a Leeds warehouse operative was to "answer customers' questions about merchandise"
      if (/^(9333|4321|8344)$/.test(input.isco ?? "") && SALES_FLOOR_TASKS.has(task.id)) return;
      if (DEAL_TASKS.has(task.id) && !DEAL_TITLE.test(input.jobTitle)) return;
      if (GREEN_TASK.test(task.text) && !GREEN_TITLE.test(input.jobTitle)) return;
      // …and in British spelling, with tonnes for its (short) tons
      const spelled = abroad ? britishSpelling(task.text.replace(/\belementary school/gi, "primary school"), { lorries: input.country === "GB" }) : task.text;
      const text = school && isSchoolCountry(country) ? schoolTask(spelled, country, school) : otherSubjectLeftOut(spelled, title);
      if (text === null) return;
      // ranked on O*NET's own words: the sentence adds "You will"
      candidates.push({ text: englishTask(text, tone), score: rank(text, task.core ? 100 : 0, boost) + (namesTheWork(text) ? 10 : 0) - (otherOccupation(text) ? 10 : 0) + (leadTasks.includes(task.id) ? 20 : 0), order: position, source: "onet" });
    });
    // the country's own duties of the role, in their own order (the title's words would put
    // "develop the teachers" before "teach"); the instructions' topics still lead
    const duties = [
      ...(school && isSchoolCountry(country) ? schoolDuties(country, school, tone) : []),
      ...ownDuties,
    ];
    duties.forEach((text, i) => candidates.push({ text, score: 400 - i + 1000 * keywordHits(text, instructions.taskKeywords), order: -100 + i, source: "duties" }));
  } else if (input.description) {
    escoItems(language, input.description, tone, input.occupationLabel ?? null)
      .filter((text) => leads || !managesPeople(text, language))
      .forEach((text, i) => candidates.push({ text, score: rank(text, WORKS_WITH.test(text) ? 45 : ALSO_TASK.test(text) ? 48 : 200), order: i, source: "esco" }));
  }
  // a German nursing manager's own duties (writer/nurse-management.ts), in their order, before ESCO's nurse
  // …and other roles' own German and Dutch duties (writer/german-role-duties.ts: an Oberarzt's
  // Assistenzärzte and Rufbereitschaft, a Dutch radiographer's imaging and radiation protection)
  // …and a specialist doctor's specialty (lib/jobdesc/medical-specialties.ts), which ESCO's one specialised doctor does not name
  const specialty = language === "de" || language === "nl" ? medicalSpecialty(input.jobTitle, input.isco ?? null) : null;
  const localDuties = [
    ...germanDutchRoleDuties(input.requirementRows ?? [], input.country ?? null, language, tone, input.jobTitle, input.requirementOccupations),
    ...(specialty ? [language === "nl" ? dutchSentence(specialty.nl, tone) : germanSentence(specialty.de, tone)] : []),
  ];
  if (language === "de" || language === "nl") {
    [...nurseManagerDuties(input.requirementRows ?? [], input.country ?? null, language, tone, input.jobTitle), ...localDuties].forEach((text, i) =>
      candidates.push({ text, score: 400 - i + 1000 * keywordHits(text, instructions.taskKeywords), order: -100 + i, source: "duties" }),
    );
  }
  // a field service technician's work is at the customers' sites (writer/field-service.ts): after the role's own duties, before ESCO's and O*NET's
  fieldServiceDuties(input.jobTitle, input.isco ?? null, language, tone).forEach((text) =>
    candidates.push({ text, score: 390 + 1000 * keywordHits(text, instructions.taskKeywords), order: -50, source: "duties" }),
  );
  const fromReference = candidates.length > 0;
  // German and Dutch: the ISCO group's sentences after ESCO's; English: general sentences last
  const bank = bankFor(input.isco ?? null, localDuties.length);
  const wide = new Set([GENERAL_TASKS, TASK_BANK[(input.isco ?? "").slice(0, 1)]]);
  const fill =
    language === "en"
      ? [GENERAL_TASKS_EN.map((text) => (tone === "formal" ? text : text.replace(/^You will/, "You'll")))]
      : bank.map((entry) => entry[language]);
  const general = (group: number) => language === "en" || wide.has(bank[group]);
  fill.forEach((texts, group) =>
    texts.forEach((marked, i) => {
      const text = toned(language, tone, marked);
      // our managers' sentences lead a team too ("Sie begleiten Ihr Team …"): a lead role's
      // English: below every O*NET task, a supplemental one too ("weigh materials", "perform routine
      // maintenance on vehicles"): a forklift operator's ad read "You will carry out the core tasks
      // of the role carefully …" and "You will work closely with colleagues and other departments"
      // while O*NET lists seven more of the job's own tasks
      const base = language === "en" ? -50 : 50 - 20 * group;
      if (leads || !managesPeople(text, language)) candidates.push({ text, score: rank(marked, base), order: 1_000_000 + group * 100 + i, filler: true, general: general(group), source: `bank:${group}` });
    }),
  );
  // a deputy supports the lead and stands in for them (the level's line, writer/seniority.ts): a
  // sentence saying the reader leads the team is the head's — a Stellvertretende Stationsleitung read
  // "Sie führen Ihr Team, führen Mitarbeitergespräche …" (the nursing managers' duties) beside it
  const deputy = isDeputyTitle(input.jobTitle);
  if (deputy) candidates.splice(0, candidates.length, ...candidates.filter((c) => !leadsTeam(c.text, language)));
  const matched = candidates.filter((c) => c.score >= 1000).length;
  const limit = Math.min(MAX_RESPONSIBILITIES, Math.max(limits(instructions).responsibilities, matched));
  const levelTasks = seniorityTasks(input.seniority ?? null, language, tone, deputy, deputysLead(input.jobTitle));
  // the level's "you lead a team" and the role's own sentence on leading its team say it twice
  // (writer/repeats.ts): the role's says whom and what else ("Sie führen das Team der
  // Oberärztinnen, Oberärzte …", "U maakt de roosters, geeft leiding aan het bedieningsteam …"), so
  // where the text takes one of the occupation's own, the level's general one gives way; a sentence
  // of every manager's ("Sie begleiten Ihr Team im Alltag …") gives way to the level's
  const team = levelTasks.find((text) => leadsTeam(text, language));
  const ownLead = (chosen: string[]) => chosen.some((text) => leadsTeam(text, language) && candidates.some((c) => c.text === text && !c.general));
  const withoutTeam = levelTasks.filter((text) => text !== team);
  const count = (level: string[]) => Math.max(3, limit - level.length);
  const level = team && ownLead(pick(candidates, count(levelTasks), language, withoutTeam)) ? withoutTeam : levelTasks;
  const items = [...level, ...pick(candidates, count(level), language, level), ...conditionItems(input)];
  return swissSpelling(input, { intro: intros(language, tone, input.jobTitle).tasks, items, fromReference });
}

/**
 * Swiss Standard German writes ss for ß: "regelmässig", "Massnahmen", "gemäss" (the Swiss Federal
 * Chancellery's Schreibweisungen, https://www.bk.admin.ch/bk/de/home/dokumentation/sprachen/hilfsmittel-textredaktion/schreibweisungen.html).
 * A Zurich ad read "regelmäßig".
 */
function swissSpelling<T extends Composed>(input: ComposeInput, composed: T): T {
  if (input.language !== "de" || input.country?.toUpperCase() !== "CH") return composed;
  const ss = (text: string) => text.replace(/ß/g, "ss");
  return { ...composed, intro: ss(composed.intro), items: composed.items.map(ss) };
}

const HOURS_UNIT: Record<JobdescLanguage, string> = { en: "hours a week", de: "Stunden pro Woche", nl: "uur per week" };

const CONDITION_LABELS: Record<JobdescLanguage, { place: string; conditions: string; salary: string; hours: string; contract: string }> = {
  en: { place: "Place of work", conditions: "Working conditions", salary: "Salary", hours: "Working hours", contract: "Contract" },
  de: { place: "Arbeitsort", conditions: "Rahmenbedingungen", salary: "Gehalt", hours: "Arbeitszeit", contract: "Vertrag" },
  nl: { place: "Standplaats", conditions: "Werktijden en voorwaarden", salary: "Salaris", hours: "Werktijden", contract: "Contract" },
};

/**
 * What the request knows about the job (issue 50 §1) and the working conditions the instructions
 * name (§4), as labelled lines at the end of the responsibilities: written as typed, so nothing is
 * turned into a claim the employer did not make.
 */
function conditionItems(input: ComposeInput) {
  const labels = CONDITION_LABELS[input.language];
  const line = (label: string, value: string | null | undefined) => (value?.trim() ? `${label}: ${value.trim().replace(/[.]$/, "")}.` : null);
  return [
    line(labels.place, input.location),
    line(labels.conditions, input.conditions?.length ? input.conditions.join(", ") : null),
    // the job ad's hours are a weekly range of numbers: the unit is the text's
    line(labels.hours, input.facts?.hours && /^[\d–\-\s.,]+$/.test(input.facts.hours) ? `${input.facts.hours} ${HOURS_UNIT[input.language]}` : input.facts?.hours),
    line(labels.contract, input.facts?.contractType),
    line(labels.salary, input.facts?.salary),
  ].filter((l): l is string => Boolean(l));
}

/** A requirement line's alternative for who has not got it yet (the country rows' own wording). */
const WILLING_CLAUSE = /,?\s+(?:or you are willing to|or the willingness to|oder die Bereitschaft,|of de bereidheid)\s[^.]*(?=\.$)/u;
const REQUIRED_LABEL: Record<JobdescLanguage, string> = { en: "Required", de: "Voraussetzung", nl: "Vereist" };

/** Does the line name the requirement? Every word of three letters or more ("VOG"), long words by their stem ("Staplerschein"). */
const namesRequirement = (line: string, requirement: string) => namesEveryWord(line, requirement, 3);

/**
 * The requirements the instructions make firm: the line that names one loses its "or the
 * willingness to obtain it" (a recruiter who wrote "Staplerschein erforderlich" read "… oder die
 * Bereitschaft, diesen zu erwerben"); one that no line names gets a line of its own, as typed.
 */
function firmRequirements(lines: string[], required: readonly string[], language: JobdescLanguage) {
  const firm = lines.map((line) => (required.some((r) => namesRequirement(line, r)) ? line.replace(WILLING_CLAUSE, "") : line));
  const own = required.filter((r) => !lines.some((line) => namesRequirement(line, r))).map((r) => `${REQUIRED_LABEL[language]}: ${r.replace(/[.]$/, "")}.`);
  return [...firm, ...own];
}

const TOOL_SENTENCE: Record<JobdescLanguage, (tools: string) => string> = {
  en: (tools) => `You have hands-on experience with ${tools}.`,
  de: (tools) => `Sie ^haben praktische Erfahrung mit ${tools}.`,
  nl: (tools) => `{S} {heeft} praktische ervaring met ${tools}.`,
};
const AND: Record<JobdescLanguage, string> = { en: "and", de: "und", nl: "en" };

/** A bus or tram driver's check (ISCO-08 8331): passengers, no load to check or secure. */
const PASSENGER_SKILLS: Record<string, (typeof SKILLS)[string]> = {
  "2.B.3.g": { names: ["Operations monitoring", "Anlagenüberwachung", "Processen bewaken"], en: "You check your vehicle before every trip and notice problems early.", de: "Sie ^prüfen das Fahrzeug vor jeder Fahrt und ^erkennen Probleme früh.", nl: "{S} controleert het voertuig voor elke rit en ziet problemen op tijd." },
};

/** O*NET's machine skills in a driver's words (ISCO-08 83: drivers and mobile plant operators). */
const DRIVING_SKILLS: Record<string, (typeof SKILLS)[string]> = {
  "2.B.3.h": { names: ["Operation and control", "Bedienen und Steuern", "Bedienen en besturen"], en: "You drive safely and with foresight, also in heavy traffic and in bad weather.", de: "Sie ^fahren sicher und vorausschauend, auch bei dichtem Verkehr und schlechtem Wetter.", nl: "{S} rijdt veilig en met overzicht, ook in druk verkeer en bij slecht weer." },
  "2.B.3.g": { names: ["Operations monitoring", "Anlagenüberwachung", "Processen bewaken"], en: "You check your vehicle and its load before every trip and notice problems early.", de: "Sie ^prüfen Fahrzeug und Ladung vor jeder Fahrt und ^erkennen Probleme früh.", nl: "{S} controleert voertuig en lading voor elke rit en ziet problemen op tijd." },
  "2.B.3.j": { names: ["Equipment maintenance", "Wartung", "Onderhoud"], en: "You carry out the daily checks of your vehicle and report defects.", de: "Sie ^übernehmen die tägliche Abfahrtskontrolle und ^melden Mängel.", nl: "{S} voert de dagelijkse controle van {uw} voertuig uit en meldt gebreken." },
  "2.B.3.l": { names: ["Repairing", "Reparieren", "Repareren"], en: "You can fix small defects on the road, such as a bulb or a loose strap.", de: "Sie ^beheben kleine Mängel unterwegs selbst, etwa eine Lampe oder einen losen Gurt.", nl: "{S} lost kleine gebreken onderweg zelf op, zoals een lampje of een losse spanband." },
  "2.B.3.k": { names: ["Troubleshooting", "Fehlersuche", "Storingen opsporen"], en: "You stay calm when something goes wrong on the road and find a solution.", de: "Sie ^bleiben ruhig, wenn unterwegs etwas schiefgeht, und ^finden eine Lösung.", nl: "{S} blijft rustig als er onderweg iets misgaat en vindt een oplossing." },
};

/** Service orientation in a carer's words (ISCO-08 22, 32, 53: nurses, health associates, care workers). */
const CARE_SKILLS: Record<string, (typeof SKILLS)[string]> = {
  "2.B.1.f": { names: ["Service orientation", "Serviceorientierung", "Klantgerichtheid"], en: "You are friendly and patient, and you like helping people.", de: "Sie ^sind freundlich und geduldig und ^helfen Menschen gern.", nl: "{S} bent vriendelijk en geduldig en helpt mensen graag." },
};

/**
 * O*NET's machine skills in a health worker's words (ISCO-08 22, 32): a hospital has medical devices
 * and instruments, not plant — an OTA was to "überwachen Anlagen und Abläufe" and "warten Geräte und
 * Anlagen regelmäßig", which is the hospital's medical engineering's work (MPBetreibV §§ 4, 7: the
 * user checks a device's function before use; maintenance is for those qualified for it).
 */
const HEALTH_SKILLS: Record<string, (typeof SKILLS)[string]> = {
  "2.B.3.g": { names: ["Operations monitoring", "Anlagenüberwachung", "Processen bewaken"], en: "You monitor equipment and procedures and notice deviations early.", de: "Sie ^überwachen Geräte und Abläufe und ^erkennen Abweichungen früh.", nl: "{S} houdt apparatuur en werkprocessen in de gaten en ziet afwijkingen op tijd." },
  "2.B.3.h": { names: ["Operation and control", "Bedienen und Steuern", "Bedienen en besturen"], en: "You operate medical equipment safely.", de: "Sie ^bedienen medizinische Geräte sicher.", nl: "{S} bedient medische apparatuur veilig." },
  "2.B.3.j": { names: ["Equipment maintenance", "Wartung", "Onderhoud"], en: "You check equipment and instruments before use and report defects.", de: "Sie ^prüfen Geräte und Instrumente vor dem Einsatz und ^melden Mängel.", nl: "{S} controleert apparatuur en instrumenten voor gebruik en meldt gebreken." },
};

/**
 * Service orientation of those who serve their team, not customers (ISCO-08 81, 82 plant and
 * machine operators and assemblers, 93 labourers, 941 food preparation assistants): O*NET rates
 * it for food preparation workers (35-2021), whose "service" is to the kitchen, and a Küchenhilfe
 * was told "Sie unterstützen Kundinnen und Kunden gern"
 */
const TEAM_SKILLS: Record<string, (typeof SKILLS)[string]> = {
  "2.B.1.f": { names: ["Service orientation", "Serviceorientierung", "Klantgerichtheid"], en: "You are helpful and pitch in wherever the team needs you.", de: "Sie ^sind hilfsbereit und ^packen im Team mit an, wo es nötig ist.", nl: "{S} bent behulpzaam en steekt in het team de handen uit de mouwen waar dat nodig is." },
};
const BEHIND_THE_SCENES = /^(81|82|93|941)/;

/**
 * Persuasion and negotiation on a shop floor (ISCO-08 522 shop salespersons and supervisors, 523
 * cashiers): O*NET rates both for retail salespersons (41-2031) and their supervisors (41-1011), and
 * a Leeds retail supervisor was to "win others over with good arguments" and "negotiate fair
 * agreements". In a shop, persuading is advising a customer to a choice, and O*NET's negotiation —
 * "bringing others together and trying to reconcile differences" — is settling a complaint (National
 * Careers Service 'Sales assistant': sales skills, staying calm in stressful situations; BERUFENET
 * 'Verkäufer/in': Kundschaft beraten, Reklamationen bearbeiten; SBB 'Verkoopmedewerker': klachten afhandelen).
 */
const SHOP_SKILLS: Record<string, (typeof SKILLS)[string]> = {
  "2.B.1.c": { names: ["Persuasion", "Überzeugungskraft", "Overtuigingskracht"], en: "You enjoy advising customers and helping them choose the right product.", de: "Sie ^beraten gern und ^helfen Kundinnen und Kunden, das passende Produkt zu finden.", nl: "{S} adviseert graag en helpt klanten het juiste product te kiezen." },
  "2.B.1.d": { names: ["Negotiation", "Verhandlungsgeschick", "Onderhandelen"], en: "You stay calm when a customer complains and find a solution they are happy with.", de: "Sie ^bleiben bei Reklamationen ruhig und ^finden eine Lösung, mit der die Kundschaft zufrieden ist.", nl: "{S} blijft rustig bij klachten en zoekt een oplossing waar de klant tevreden mee is." },
};
const SHOP_FLOOR = /^(522|523)/;

/** a degree asked for, in a training line's English text */
const DEGREE = /\b(?:degree|bachelor's|master's)\b/i;
export const NO_DEGREE: Record<JobdescLanguage, string> = {
  en: "A degree is not required: relevant experience or vocational training counts just as much.",
  de: "Ein Studium ist nicht erforderlich: Einschlägige Erfahrung oder eine Berufsausbildung zählen genauso.",
  nl: "Een diploma van het hoger onderwijs is niet vereist: relevante ervaring of een vakopleiding telt net zo zwaar.",
};

/** the statutory registers of health professions that admit only the holders of an accredited qualification (GB) */
const STATUTORY_REGISTER = /\bregistration\b.*\bwith the (?:General (?:Dental|Pharmaceutical|Medical|Optical) Council|Health and Care Professions Council|Nursing and Midwifery Council)\b/;

/** a qualification named in a country row's English text */
const QUALIFICATION = /\b(?:degree|diploma|bachelor's|master's|PharmD|apprenticeship|Lehrabschluss|EFZ)\b/i;

/** Technologies O*NET lists for the occupation that the instructions name ("Python", "SAP"). */
function namedTools(onet: OnetData | null, keywords: string[]) {
  if (!onet || keywords.length === 0) return [];
  return onet.technologies.filter((tool) => wordsOf(tool).some((w) => keywords.includes(w))).slice(0, 3);
}

export function composeRequirements(input: ComposeInput): Composed & { fromReference: boolean } {
  const { language, tone, onet } = input;
  const instructions = readInstructions(input.instructions ?? "");
  const isco = input.isco ?? null;
  const fromReference = Boolean(onet || isco);
  const zone = onet?.jobZone ?? null;
  const t = (marked: string) => toned(language, tone, marked);

  const rows = input.requirementRows ?? [];
  const seniority = input.seniority ?? null;
  const entry = entryRequirement(seniority, language, tone, input.country ?? null);
  const rowTraining = rows.filter((r) => r.kind === "training");
  // the country's rows name the training (issue 50 §3); else the level from O*NET and ISCO, and a
  // regulated profession's qualification only in the country it was written for (never the German
  // Pflegeberufegesetz for Austria)
  const home = language === "de" ? "DE" : language === "nl" ? "NL" : null;
  const regulatedHere = !input.country || language === "en" ? !rows.length : input.country === home && !rows.length;
  const level = trainingLevel(zone, isco);
  const generic = trainingSentence(language, level, regulatedHere || !regulatedProfession(isco) ? isco : null, input.country ?? null);
  // drivers and operators (ISCO-08 8, 9): the licence rows are the qualification; a general
  // "vocational training" line beside a CE licence and code 95 is filler
  // …and security guards (ISCO-08 5414): their licence is issued on a set training (Ireland's PSA on
  // the QQI Level 4 guarding award, the SIA on its Level 2 award), so a Cork security officer's
  // "completed vocational training in a relevant field" beside the PSA licence asked for nothing more
  const licensedOperator = !rowTraining.length && rows.some((r) => r.kind === "licence" || r.kind === "certificate") && /^(?:[89]|5414)/.test(isco ?? "");
  // a licence that names its degree ("a PharmD degree, passed the NAPLEX and …", "a degree in
  // pharmacy and the Approbation") is the qualification: the general degree line beside it said
  // the same twice ("a master's degree in a relevant field")
  const qualifyingLicence = !rowTraining.length && rows.some((r) => r.kind === "licence" && QUALIFICATION.test(r.en));
  // …and so is a registration with a statutory regulator that admits only holders of an accredited
  // qualification (GPhC: pharmacy technicians; GDC: dental nurses): "an NVQ Level 2 or 3 or
  // comparable experience" beside it offered experience where the law asks for the qualification
  const registeredByLaw = !rowTraining.length && !regulatedProfession(isco) && rows.some((r) => r.kind === "licence" && STATUTORY_REGISTER.test(r.en));
  const asked = entry ?? (rowTraining.length ? requirementSentence(rowTraining[0], language, tone) : licensedOperator || qualifyingLicence || registeredByLaw ? null : t(generic));
  // "no degree required" / "kein Studium erforderlich": said in the text, and a degree the
  // training line asks for is dropped — never where the law asks for it (a licence row, a
  // regulated profession), there the instruction is listed back as not used
  // a degree as the route ("a degree in a quantitative field or …"), not as one alternative
  // ("a commercial apprenticeship … or a degree in business")
  const degreeFirst = (en: string) => {
    const at = en.search(DEGREE);
    return at >= 0 && !/\bor\b/.test(en.slice(0, at));
  };
  const degreeAsked = rowTraining.length ? degreeFirst(rowTraining[0].en) : degreeFirst(trainingSentence("en", level, null, input.country ?? null));
  const waiveDegree = !entry && asksForNoDegree(input.instructions ?? "") && !regulatedProfession(isco) && !qualifyingLicence;
  const training = waiveDegree && degreeAsked ? null : asked;
  // students, apprentices and interns are in training: no licence asked, checks still apply
  const rowLines = [
    ...(waiveDegree ? [NO_DEGREE[language]] : []),
    ...rows.filter((r) => (entry ? r.kind === "check" : r !== rowTraining[0])).map((r) => requirementSentence(r, language, tone)),
  ];
  const byLevel = seniorityExperience(seniority, language, tone, isDeputyTitle(input.jobTitle));
  // a class teacher's post in GB or IE is open to newly qualified teachers (writer/school.ts)
  const country = input.country ?? null;
  const role = language === "en" && isSchoolCountry(country) ? schoolRole(rows) : null;
  const newTeachers = role && isSchoolCountry(country) ? schoolExperience(country, role, tone) : null;
  // a row that already asks for years ("several years of teaching with leadership responsibility",
  // "… customer service experience, including leading a team") says it: the level's line beside it
  // repeated it; where the row names no leadership ("several years of full-time work in a care home",
  // "… experience in customer success"), a lead's line says the leadership alone — the level's own
  // years beside the row's read "several years" twice in a Head of Customer Success's ad
  const leadRole = seniority === "lead" || seniority === "head";
  const yearsInRows = !entry && rows.some((r) => /\bseveral years\b/.test(r.en));
  const leadershipInRows = rows.some((r) => /\bseveral years\b/.test(r.en) && /\b(?:leadership|leading)\b/.test(r.en));
  const rowsSayYears = yearsInRows && seniority !== "junior" && seniority !== "trainee";
  const experience = rowsSayYears
    ? leadRole && !leadershipInRows
      ? leadershipExperience(language, tone, isDeputyTitle(input.jobTitle))
      : null
    : byLevel === undefined
      ? (newTeachers ?? (language === "en" ? roleExperience(rows, country, tone, input.jobTitle, input.requirementOccupations) : null) ?? experienceSentence(language, tone, isFirstPostTitle(input.jobTitle) ? null : zone))
      : byLevel;
  // else those O*NET lists for the occupation that a topic names
  // the tools the instructions name, as typed, but not one the country's rows already ask for ("HACCP")
  const named = [training ?? "", ...rowLines].join(" ").toLowerCase();
  const tools = (input.tools?.length ? input.tools.slice(0, 6) : namedTools(onet, instructions.keywords)).filter((tool) => !named.includes(tool.toLowerCase()));
  const toolLine = tools.length
    ? t(TOOL_SENTENCE[language](tools.length > 1 ? `${tools.slice(0, -1).join(", ")} ${AND[language]} ${tools.at(-1)}` : tools[0]))
    : null;
  // skills: those the instructions name first, then by O*NET importance; 2–4 of them
  // a profile's skills are those it rates above the average occupation (services/jobdesc/reference-data.server.ts):
  // none such, no skill line; the general four only where no occupation matched
  const skillIds = onet ? onet.skills : ["2.B.1.b", "2.A.2.b", "2.B.5.a", "2.A.1.d"];
  // road drivers (ISCO-08 83 but 834, mobile plant: a forklift does not drive in traffic)
  const driving = (isco?.startsWith("83") && !isco.startsWith("834")) ?? false;
  const caring = /^(22|32|53)/.test(isco ?? "");
  const health = /^(22|32)/.test(isco ?? "");
  const teamOnly = BEHIND_THE_SCENES.test(isco ?? "");
  const shopFloor = SHOP_FLOOR.test(isco ?? "");
  // the requirement occupation's own words for a skill its profile rates for another trade (writer/skills.ts)
  const ownSkills = Object.assign({}, ...(input.requirementOccupations ?? rows.map((r) => r.occupation)).map((o) => OCCUPATION_SKILLS[o] ?? {})) as Record<string, (typeof SKILLS)[string]>;
  const skills: Candidate[] = skillIds
    .filter((id) => SKILLS[id])
    .map((id, order) => {
      // a driver operates and checks a vehicle, not "machines and equipment"; a carer serves people and a kitchen helper the team, not customers; a shop sells at its prices
      const skill = ownSkills[id] || (driving && isco?.startsWith("8331") && PASSENGER_SKILLS[id]) || (driving && DRIVING_SKILLS[id]) || (caring && CARE_SKILLS[id]) || (health && HEALTH_SKILLS[id]) || (teamOnly && TEAM_SKILLS[id]) || (shopFloor && SHOP_SKILLS[id]) || SKILLS[id];
      const hits = keywordHits(`${skill.names.join(" ")} ${skill.en}`, instructions.keywords);
      return { text: t(skill[language]), score: 1000 * hits, order };
    });
  const skillCount = instructions.short ? 2 : Math.min(4, Math.max(3, skills.filter((s) => s.score >= 1000).length));
  const [firmTraining, ...firmRows] = firmRequirements([training ?? "", ...rowLines], input.required ?? [], language);
  const fixed = [firmTraining || null, ...firmRows, experience ? t(experience) : null, toolLine].filter((s): s is string => Boolean(s));
  const first = firmTraining ? [firmTraining] : [];
  const chosenSkills = pick(skills, skillCount, language, fixed);
  const languageItems = languageLines(languageSentence(language), input.languages ?? [], language).map(t);
  // "short": training, the country's rows, the named tools, two skills and the language; the
  // experience line stays only when the level sets it (a senior role's years)
  const keepExperience = experience && (!instructions.short || byLevel);
  const items = [...first, ...firmRows, ...(toolLine ? [toolLine] : []), ...chosenSkills, ...(keepExperience ? [t(experience)] : []), ...languageItems];
  return swissSpelling(input, { intro: intros(language, tone, input.jobTitle).profile, items, fromReference });
}

/**
 * Alternative labels as suggestions: ESCO's German pairs "Koch/Köchin" split into both forms, and
 * only labels the inclusive check accepts (a generic-masculine "Krankenpfleger" is not suggested).
 */
export function titleSuggestions(labels: string[], jobTitle: string, language: JobdescLanguage, max = 8) {
  const seen = new Set([jobTitle.trim().toLowerCase()]);
  const out: string[] = [];
  for (const label of labels.flatMap((l) => (language === "en" ? [l] : l.split("/")))) {
    const raw = label.trim();
    // "AHS-Lehrer/in" splits into a title and an ending, not two titles
    if (raw.length < 3 || /^[a-z]/.test(raw) !== /^[a-z]/.test(label.trim()) || seen.has(raw.toLowerCase())) continue;
    seen.add(raw.toLowerCase());
    // German and Dutch titles as the market writes them: "Softwareentwickler (m/w/d)"
    const value = checkInclusive(raw, language).findings.length > 0 ? titleWithGender(raw, language, true) : raw;
    if (value !== raw && seen.has(value.toLowerCase())) continue;
    if (checkInclusive(value, language).findings.length > 0) continue;
    seen.add(value.toLowerCase());
    out.push(value);
    if (out.length >= max) break;
  }
  return out;
}
