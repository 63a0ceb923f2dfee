import { textToSectionHtml } from "~/lib/jobdesc/html";
import { NO_DEGREE, composeRequirements, composeResponsibilities, titleInText, titleSuggestions, toHtml } from "~/lib/jobdesc/compose";
import { REQUIREMENTS, countryRequirements, fold, requirementOccupations } from "~/lib/jobdesc/country-requirements";
import { fieldManagerRow } from "~/lib/jobdesc/field-managers";
import { medicalSpecialty } from "~/lib/jobdesc/medical-specialties";
import { parseTitle } from "~/lib/jobdesc/title-parse";
import { fieldlessSuggestions, namesNoField, titleNamesNoOccupation, titleSynonym } from "~/lib/jobdesc/title-synonyms";
import { asksForInclusiveLanguage, asksForNoDegree, planInstructions, topicUsed } from "~/lib/jobdesc/writer/instruction-plan";
import { BUILTIN_ESCO_CONCEPTS } from "~/lib/catalogue/builtin-job-titles";
import { searchJobTitles } from "~/models/taxonomy.server";
import { isUuid } from "~/lib/uuid";
import { dutchMasculine, isPreferredLabel, matchOccupation, normaliseTitle, onlyGenericWords, titleHead } from "./occupation-index.server";
import { escoOccupations, onetProfile } from "./reference-data.server";
import type { GenerateRequest, GenerateResult, JobDescriptionWriter } from "./types";

/**
 * The default writer (issue 13 §2, issue 50): no AI service. The typed title is parsed (gender
 * suffix, seniority, licence qualifiers, a place: lib/jobdesc/title-parse.ts) and the rest matched
 * to an ESCO occupation, whose description (in the chosen language) and O*NET profile (through the
 * Nesta crosswalk or the ISCO-08 unit) are composed into texts in the chosen tone; the country's
 * requirement rows (lib/jobdesc/requirements/) name its licences and training; the instructions'
 * tone, working conditions, tools and topics are written in, and what could not be used is
 * returned as a warning. Alternative labels become job-title suggestions.
 */
export interface Occupation {
  escoUuid: string | null;
  iscoCode: string | null;
  labels: string[];
  /** the O*NET title to rank the unit's codes by, for a title-synonyms row without ESCO concept */
  onetHint?: string;
  /** O*NET task ids the title's holder does first (a title-synonyms or field-managers row) */
  leadTasks?: number[];
  /** the O*NET-SOC codes a title-synonyms row names for the title */
  onetCodes?: string[];
  /**
   * the whole title is named, with its evidence, in the writer's own lists (title synonyms, field
   * managers), not only matched to a label: it outweighs ESCO labels given to odd occupations
   * ("solicitor" is one of the court jury coordinator's). Not the requirement file's occupations,
   * which match a field word anywhere in the title ("Sales Associate" is no sales representative)
   */
  named?: true;
  /**
   * the catalogue's built-in title ("hw-…", ESCO_GAP_TITLES) of an occupation ESCO lacks, where
   * escoUuid is null: what the job-title look-up puts first (a title-synonyms row's gapTitle)
   */
  jobTitleId?: string;
}

export type OccupationLookup = (jobTitle: string, language: GenerateRequest["language"]) => Promise<Occupation | null>;

/** job_titles: ids are ESCO concept uuids or "hw-<slug>" for the built-in list (no reference data). */
const findInDatabase: OccupationLookup = async (jobTitle, language) => {
  const [match] = await searchJobTitles(jobTitle, language, 1);
  if (!match) return null;
  const slug = match.id.replace(/^hw-/, "");
  const escoUuid = isUuid(match.id) ? match.id : (BUILTIN_ESCO_CONCEPTS[slug] ?? null);
  return { escoUuid, iscoCode: match.iscoCode ?? null, labels: [match.label] };
};

/**
 * The ESCO label index (no database; the batch command and the evaluation use the same), tried
 * with the title's words, then with words left off at the end ("Pflegefachkraft Intensivstation"
 * → "Pflegefachkraft"). When the title names an occupation of the requirement file and the match
 * is not exact or lies in another ISCO-08 unit ("Driver" of "HGV Class 1 Driver" is a car driver),
 * the file's ESCO occupation wins ("Staff Nurse" → nurse responsible for general care). The
 * database's look-up only when no reference data is there.
 */
export function indexLookup(referenceDir: string, fallback: OccupationLookup | null = findInDatabase): OccupationLookup {
  /** A title synonym's ESCO occupation, as the look-up answers it; null when it names none this language's ESCO holds. */
  const synonymOccupation = (synonym: ReturnType<typeof titleSynonym>, language: GenerateRequest["language"]): Occupation | null => {
    const listed = synonym?.escoUuid ? escoOccupations(referenceDir, language).get(synonym.escoUuid) : undefined;
    return synonym && listed ? { escoUuid: synonym.escoUuid, iscoCode: synonym.isco, labels: [listed.preferredLabel], leadTasks: synonym.leads, onetCodes: synonym.onet, named: true } : null;
  };
  const lookup: OccupationLookup = async (typedCore, language) => {
    // "Boekhoudster" is the "Boekhouder" (dutchMasculine)
    const core = language === "nl" ? dutchMasculine(referenceDir, typedCore) : typedCore;
    // a British "Assistant Hotel Manager" is the hotel's deputy manager (NCS 'Hotel manager':
    // "you could start as an assistant manager"): the field's manager, as "Deputy Hotel Manager"
    // finds. Whole, the words found ESCO's "assistant manager", an executive assistant's label,
    // and the text arranged executives' travel. The bare "Assistant Manager" names no field (namesNoField).
    const assistant = /^assistant\s+(.+\bmanager)$/i.exec(core.trim());
    if (assistant && !namesNoField(assistant[1])) {
      const field = await lookup(assistant[1], language);
      if (field) return field;
    }
    // a common title ESCO does not hold, named in lib/jobdesc/title-synonyms.ts with its evidence
    const synonym = titleSynonym(core, language);
    const listed = synonymOccupation(synonym, language);
    if (listed) return listed;
    // an occupation ESCO does not hold: its ISCO-08 unit alone (no label to suggest in this language)
    if (synonym && !synonym.escoUuid && escoOccupations(referenceDir, language).size > 0)
      return {
        escoUuid: null,
        iscoCode: synonym.isco,
        labels: [],
        onetHint: synonym.onetTitle,
        leadTasks: synonym.leads,
        onetCodes: synonym.onet,
        named: true,
        ...(synonym.gapTitle && { jobTitleId: `hw-${synonym.gapTitle}` }),
      };
    if (namesNoField(core)) return null;
    const words = core.split(/\s+/);
    // a title of one word that names no occupation by itself ("Engineer", "Manager", "Medewerker",
    // "Operator") or that titleNamesNoOccupation lists: any label the index finds is a guess (an
    // "Engineer" was an animal insemination technician, a "Teamleiter" ran a fruit farm),
    // so only the requirement file's occupation may name it ("Developer"); else the writer says
    // that nothing matched and asks for the tasks (issue 50 §2)
    // …but an English word that is itself ESCO's English name of an occupation names it: "chef" is in
    // 89 occupations' labels as the Dutch and German word for a head ("chef bediening", "Küchenchef"),
    // and the bare "Chef" became the requirement file's cook (5120) instead of ESCO's chef (3434)
    const unnamed =
      titleNamesNoOccupation(core) || (words.length === 1 && onlyGenericWords(referenceDir, core) && !(language === "en" && isPreferredLabel(referenceDir, core, "en")));
    // a shorter try still needs the whole title's head word: "Kaufmännischer" alone is not the
    // "Kaufmännischer Sachbearbeiter" and must not find the "Kaufmännischer Leiter"
    const head = titleHead(normaliseTitle(core), language);
    let best: ReturnType<typeof matchOccupation> = null;
    let whole = false;
    let bestTry = "";
    (unnamed ? [] : words).forEach((_, i) => {
      const tried = words.slice(0, words.length - i).join(" ");
      // a shorter try must still name an occupation: "Medewerker" of "Medewerker inkoop" found a
      // beverage filtration technician, one of the 304 occupations with the word in a label
      if (i > 0 && onlyGenericWords(referenceDir, tried)) return;
      const match = matchOccupation(referenceDir, tried, language, undefined, head);
      // the whole title first: a shorter try must be clearly better to win
      if (match && (!best || match.score > best.score + 0.1)) {
        best = match;
        whole = i === 0;
        bestTry = tried;
      }
    });
    let found = best as ReturnType<typeof matchOccupation>;
    // a Dutch "docent economie" teaches in a school (UWV: docent voortgezet onderwijs, mbo): ESCO
    // labels the subject lecturers of higher education "docent <vak> hoger onderwijs" (2310), so
    // the subject alone found the university lecturer; higher education must be named to be meant
    const firstWord = titleSynonym(words[0], language);
    if (found?.iscoCode === "2310" && firstWord?.isco.startsWith("23") && !HIGHER_EDUCATION.test(fold(core))) found = null;
    // …and a school type before the subject names the teacher whatever the subject finds: "Wo-docent
    // rechten" found the adult literacy teacher (docent alfabetisering), "Docent mbo zorg en welzijn"
    // a secondary school teacher; a title-synonyms row of two words or more for the title's first
    // words (lib/jobdesc/title-synonyms.ts: "wo docent", "docent mbo"), unless the index found an
    // occupation of the row's own unit (ESCO's "docent economie hoger onderwijs" is the more precise)
    for (let i = words.length - 1; i > 0; i--) {
      const school = titleSynonym(words.slice(0, i).join(" "), language);
      const label = school?.escoUuid ? escoOccupations(referenceDir, language).get(school.escoUuid)?.preferredLabel : undefined;
      if (!school || !label || !school.isco.startsWith("23") || !fold(words.slice(0, i).join(" ")).includes(" ") || found?.iscoCode === school.isco) continue;
      // ESCO names the subject lecturers "docent <vak> hoger onderwijs": "Hbo-docent economie" is
      // its economics lecturer
      const subject = school.isco === "2310" ? matchOccupation(referenceDir, `docent ${words.slice(i).join(" ")} hoger onderwijs`, "nl", 0.9) : null;
      if (subject?.iscoCode === "2310") return { escoUuid: subject.escoUuid, iscoCode: subject.iscoCode, labels: [subject.label], named: true };
      return { escoUuid: school.escoUuid, iscoCode: school.isco, labels: [label], named: true };
    }
    const named = REQUIREMENTS.occupations.find((o) => o.id === requirementOccupations(core, null)[0]);
    // the file matches by field words ("marketing"), which a manager's title holds too: a whole
    // title that is exactly the label of a manager (ISCO-08 major group 1) names that manager, and a
    // "Marketing Manager" is not the file's marketing assistant
    // — unless the file names the whole title, as the writer's own lists do: ESCO gives "security
    // officer" to the security manager (1219), while a British, Irish or US security officer patrols
    // and guards premises under an SIA or PSA licence or a guard card (NCS 'Security officer', O*NET
    // 33-9032), the file's security guard
    const wholeNamed = named?.match.includes(fold(core)) ?? false;
    const manager =
      found !== null && whole && found.score >= 1 && found.iscoCode?.startsWith("1") && !named?.isco.some((code) => code.startsWith("1")) && !wholeNamed;
    const requirement =
      named?.esco && !manager && (!found || found.score < 1 || !named.isco.includes(found.iscoCode)) ? matchOccupation(referenceDir, named.esco, "en", 0.99) : null;
    if (requirement) return { escoUuid: requirement.escoUuid, iscoCode: requirement.iscoCode, labels: [requirement.label] };
    // a shorter try that a title synonym names is the synonym's occupation, as the bare words are
    // (after the requirement file's, which names the whole title's trade: 'Lagerist / Staplerfahrer'):
    // "Lagerist Vollzeit" and "Lagerist Hamburg" found ESCO's inventory coordinator by its label
    // "Lagerist", which title-synonyms.ts reads as the warehouse worker of German job ads
    const shorter = found && !whole ? synonymOccupation(titleSynonym(bestTry, language), language) : null;
    if (shorter) return shorter;
    if (found) return { escoUuid: found.escoUuid, iscoCode: found.iscoCode, labels: [found.label] };
    // nothing matched the words: a title-synonyms row for the title's first words ("Docent Engels"
    // is a "docent" of English; the bare word names no occupation for the index)
    for (let i = words.length - 1; i > 0; i--) {
      const shorter = titleSynonym(words.slice(0, i).join(" "), language);
      const label = shorter?.escoUuid ? escoOccupations(referenceDir, language).get(shorter.escoUuid)?.preferredLabel : undefined;
      if (shorter && label) return { escoUuid: shorter.escoUuid, iscoCode: shorter.isco, labels: [label], named: true };
    }
    if (escoOccupations(referenceDir, language).size > 0 || !fallback) return null;
    return fallback(core, language);
  };
  return lookup;
}

/**
 * "Head of Sales", "Hoofd ICT": the title parser leaves the field ("Sales", "ICT"), which names
 * the people led, so a "Head of Sales" visited customers as a sales representative, a "Head of
 * Engineering" mixed sound as a sound engineer and a "Head of Customer Service" answered the
 * telephone. The field's manager when ESCO holds one by that exact name ("sales manager",
 * "engineering manager", "ICT manager", "customer service manager"); else the field as before.
 * A title synonym for the field (lib/jobdesc/title-synonyms.ts) still comes first.
 */
function fieldManager(referenceDir: string, typed: string, core: string, language: GenerateRequest["language"]) {
  if (!/^\s*(?:head of|hoofd)\s/i.test(typed) || titleSynonym(core)) return null;
  // where ESCO files the manager under another name (lib/jobdesc/field-managers.ts, with the evidence)
  const row = fieldManagerRow(core);
  const named = row ? escoOccupations(referenceDir, language).get(row.escoUuid) : undefined;
  if (row && named) return { occupation: { escoUuid: row.escoUuid, iscoCode: row.isco, labels: [named.preferredLabel], named: true as const }, hint: row.onetTitle, leads: row.leads };
  const tries = language === "nl" ? [`manager ${core}`, `${core} manager`] : [`${core} manager`];
  for (const tried of tries) {
    const match = matchOccupation(referenceDir, tried, language, 0.95);
    // a manager (ISCO-08 major group 1) whose O*NET profile is the field's managers' too: ESCO's
    // "IT manager" label sits with an environmental engineer (2143), its customer service manager
    // (2431) crosswalks to O*NET's customer service representatives and its engineering manager
    // to Wind Energy Operations Managers
    const onet = match?.iscoCode?.startsWith("1") ? onetProfile(referenceDir, match.escoUuid, match.iscoCode, [tried]) : null;
    const fields = onet ? onet.code.startsWith("11-") && onet.title.toLowerCase().includes(core.toLowerCase()) : false;
    if (match && fields) return { occupation: { escoUuid: match.escoUuid, iscoCode: match.iscoCode, labels: [match.label] }, hint: tried };
  }
  return null;
}

const HIGHER_EDUCATION = /\b(hoger onderwijs|hbo|wo|universit\w*|hogeschool|academ\w*|lector|hochschule|university|college lecturer)\b/;

const NO_MATCH = {
  en: (title: string) => `No occupation matched "${title}": the text is general. Name the main tasks in the instructions, or choose a suggested title.`,
  de: (title: string) => `Zu „${title}“ wurde kein Beruf gefunden: Der Text ist allgemein. Nennen Sie die wichtigsten Aufgaben in den Anweisungen oder wählen Sie einen vorgeschlagenen Titel.`,
  nl: (title: string) => `Bij "${title}" is geen beroep gevonden: de tekst is algemeen. Noem de belangrijkste taken in de instructies of kies een voorgestelde titel.`,
} as const;
const NOT_USED = { en: "Not used", de: "Nicht verwendet", nl: "Niet gebruikt" } as const;
const HOME_COUNTRY = { de: "DE", nl: "NL", en: null } as const;

/**
 * The occupation a typed title names: the title parsed (gender suffix, seniority, a place), a
 * "Head of …" as its field's manager, else the look-up on the title's core. One resolution for the
 * writer and the campaign builder's job-title look-up (services/catalogue/job-title-lookup.server.ts),
 * so an ad and the campaign's channels are about the same occupation.
 */
export async function titleOccupation(
  referenceDir: string,
  jobTitle: string,
  language: GenerateRequest["language"],
  lookup: OccupationLookup,
  seniority?: string | null,
) {
  const parsed = parseTitle(jobTitle, seniority);
  const manager = fieldManager(referenceDir, jobTitle, parsed.core, language);
  // a title of qualifiers only ("RN", "LPN", "CNA") is its own core: the look-up read it twice ("LPN LPN")
  const qualifiers = parsed.qualifiers.filter((q) => !parsed.core.split(" ").includes(q));
  const occupation: Occupation | null = manager?.occupation ?? (await lookup(`${parsed.core}${qualifiers.length ? ` ${qualifiers.join(" ")}` : ""}`, language));
  return { parsed, manager, occupation };
}

/**
 * What a writer knows of a request (issue 50 §1–§4): the parsed title, the matched occupation and its
 * ESCO/O*NET data, the country and its requirement rows, the instructions read into tone, topics,
 * tools and conditions. The built-in writer composes from it; the AI writer puts the same facts in
 * its prompt (issue 50 §8), so both writers know the same things.
 */
export async function readRequest(request: GenerateRequest, referenceDir: string, lookup: OccupationLookup) {
  // the title as typed: the occupation's label finds its data, it never replaces the title (issue 41 §1)
  const jobTitle = request.jobTitle.trim();
  const { language } = request;
  const facts = request.facts ?? {};
  const { parsed, manager, occupation } = await titleOccupation(referenceDir, jobTitle, language, lookup, facts.seniority);
  const plan = planInstructions(request.instructions);
  const tone = plan.tone ?? request.tone;
  const esco = occupation?.escoUuid ? escoOccupations(referenceDir, language).get(occupation.escoUuid) : undefined;
  const escoEn = occupation?.escoUuid ? escoOccupations(referenceDir, "en").get(occupation.escoUuid) : undefined;
  const isco = occupation?.iscoCode ?? esco?.iscoGroup ?? null;
  // the field's manager is matched on "Sales manager", not on "Sales"; a title-synonyms row
  // without ESCO concept on the O*NET title it names
  const titleHints = [manager?.hint ?? occupation?.onetHint ?? parsed.core, ...(escoEn ? [escoEn.preferredLabel, ...escoEn.altLabels.slice(0, 10)] : [])];
  // a specialist doctor's title that names the specialty takes O*NET's occupation of it (lib/jobdesc/medical-specialties.ts):
  // ESCO's one specialised doctor crosswalks to the surgeons, and a head of cardiology operated on the musculoskeletal system
  const specialty = medicalSpecialty(jobTitle, isco);
  const onet = occupation ? onetProfile(referenceDir, occupation.escoUuid, isco, titleHints, specialty ? [specialty.onet] : occupation.onetCodes) : null;
  const country = facts.country?.toUpperCase() ?? HOME_COUNTRY[language];
  // the requirement file's words are the masculine forms too ("boekhouder")
  const requirementTitle = language === "nl" ? dutchMasculine(referenceDir, jobTitle) : jobTitle;
  const occupations = requirementOccupations(titleInText(requirementTitle, "de"), isco);
  const requirementRows = countryRequirements(occupations, country);
  return {
    occupation,
    esco,
    plan,
    input: {
      language,
      tone,
      jobTitle,
      occupationLabel: esco?.preferredLabel ?? null,
      description: esco?.description ?? null,
      onet,
      isco,
      titleHints,
      leadTasks: (manager && "leads" in manager ? manager.leads : undefined) ?? occupation?.leadTasks,
      // the writer ranks by the topics and tools; tone, length and conditions are handled apart
      instructions: [...plan.topics, ...plan.tools, ...plan.parts.filter((p) => p.kind === "length").map((p) => p.text)].join(", "),
      country,
      seniority: parsed.seniority,
      requirementRows,
      requirementOccupations: occupations,
      tools: plan.tools,
      languages: plan.languages,
      required: plan.required,
      conditions: plan.conditions,
      location: facts.location ?? parsed.location,
      facts,
    },
  };
}

/** The topics of the instructions that no sentence of the written text took up, as a note (issue 50 §4). */
export function notUsedNote(topics: string[], written: string, language: GenerateRequest["language"]) {
  // "no degree required" is taken up by the requirements' own sentence, in the text's words
  const waived = (topic: string) => asksForNoDegree(topic) && written.includes(NO_DEGREE[language]);
  const notUsed = topics.filter((topic) => !topicUsed(topic, written) && !asksForInclusiveLanguage(topic) && !waived(topic));
  return notUsed.length ? [`${NOT_USED[language]}: ${notUsed.join(", ")}`] : [];
}

export function embeddedWriter(referenceDir: string, lookup: OccupationLookup = indexLookup(referenceDir)): JobDescriptionWriter {
  return {
    name: "embedded",
    async write(request: GenerateRequest): Promise<GenerateResult> {
      const { occupation, esco, plan, input } = await readRequest(request, referenceDir, lookup);
      const { language, jobTitle, onet, requirementRows, country } = input;
      const tasks = composeResponsibilities(input);
      const profile = composeRequirements(input);
      const written = [...tasks.items, ...profile.items].join(" ");
      const warnings = [...(occupation ? [] : [NO_MATCH[language](jobTitle)]), ...notUsedNote(plan.topics, written, language)];
      const sources = [esco ? "ESCO" : null, onet ? `O*NET ${onet.code}` : null, requirementRows.length ? `country requirements (${country})` : null].filter(Boolean);
      return {
        jobTitle,
        tasksResponsibilities: request.generateTasksResponsibilities ? textToSectionHtml(toHtml(tasks)) : request.tasksResponsibilities,
        requirements: request.generateRequirements ? textToSectionHtml(toHtml(profile)) : request.requirements,
        jobTitleSuggestions: request.generateJobTitleSuggestions
          ? // ESCO's labels in the text's language; the matched label only without them, since the
            // index may have matched it in English ("nurse responsible for general care" among Dutch titles)
            titleSuggestions(esco ? [esco.preferredLabel, ...esco.altLabels] : (occupation?.labels ?? []), jobTitle, language).concat(
              occupation ? [] : fieldlessSuggestions(parseTitle(jobTitle).core, language),
            )
          : [],
        source: sources.length ? sources.join(", ") : "built-in",
        warnings,
      };
    },
  };
}
