import type { JobdescLanguage, Tonality } from "./constants";
import { dutchYou, germanDu, isDutchVerbCandidate, isGermanVerbCandidate } from "./grammar";

/**
 * The embedded writer's composition (issue 13 §2): responsibilities and requirements in the chosen
 * language and tone, from an ESCO occupation (description in en/de/nl) and its O*NET profile
 * (tasks, skills by importance, job zone; English). Deterministic: the same input gives the same
 * text. Returns plain blocks; the service turns them into sanitised HTML.
 */
export interface ComposeInput {
  language: JobdescLanguage;
  tone: Tonality;
  jobTitle: string;
  description: string | null;
  onet: { tasks: string[]; skills: string[]; jobZone: number | null } | null;
}
export interface Composed {
  intro: string;
  items: string[];
}

export const MAX_ITEMS = 6;

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export function toHtml({ intro, items }: Composed) {
  return `<p>${escape(intro)}</p><ul>${items.map((i) => `<li>${escape(i)}</li>`).join("")}</ul>`;
}

const INTRO: Record<JobdescLanguage, Record<Tonality, { tasks: string; profile: string }>> = {
  en: {
    formal: { tasks: "As {title}, you will take on the following responsibilities:", profile: "You bring the following qualifications:" },
    informal: { tasks: "As {title}, here's what you'll do:", profile: "What you'll bring:" },
  },
  de: {
    formal: { tasks: "Als {title} erwarten Sie folgende Aufgaben:", profile: "Das bringen Sie mit:" },
    informal: { tasks: "Als {title} erwarten dich folgende Aufgaben:", profile: "Das bringst du mit:" },
  },
  nl: {
    formal: { tasks: "Als {title} kunt u het volgende verwachten:", profile: "Wat u meebrengt:" },
    informal: { tasks: "Als {title} ga je aan de slag met:", profile: "Wat je meebrengt:" },
  },
};

/** O*NET 29.3 skill elements (2.A, 2.B) in German and Dutch; English uses O*NET's names. */
export const SKILL_NAMES: Record<string, [en: string, de: string, nl: string]> = {
  "2.A.1.a": ["Reading comprehension", "Textverständnis", "Begrijpend lezen"],
  "2.A.1.b": ["Active listening", "Aktives Zuhören", "Actief luisteren"],
  "2.A.1.c": ["Clear writing", "Sicherer schriftlicher Ausdruck", "Duidelijk schrijven"],
  "2.A.1.d": ["Clear speaking", "Sicherer mündlicher Ausdruck", "Duidelijk spreken"],
  "2.A.1.e": ["Mathematics", "Mathematisches Verständnis", "Rekenvaardigheid"],
  "2.A.1.f": ["Scientific methods", "Naturwissenschaftliches Arbeiten", "Wetenschappelijk werken"],
  "2.A.2.a": ["Critical thinking", "Kritisches Denken", "Kritisch denken"],
  "2.A.2.b": ["Active learning", "Lernbereitschaft", "Leergierigheid"],
  "2.A.2.c": ["Learning strategies", "Lernstrategien", "Leerstrategieën"],
  "2.A.2.d": ["Monitoring and self-reflection", "Beobachtungs- und Reflexionsvermögen", "Observeren en reflecteren"],
  "2.B.1.a": ["Social perceptiveness", "Einfühlungsvermögen", "Sociaal inzicht"],
  "2.B.1.b": ["Coordination with others", "Koordinationsfähigkeit", "Coördineren met anderen"],
  "2.B.1.c": ["Persuasion", "Überzeugungskraft", "Overtuigingskracht"],
  "2.B.1.d": ["Negotiation", "Verhandlungsgeschick", "Onderhandelen"],
  "2.B.1.e": ["Instructing others", "Anleiten und Erklären", "Anderen instrueren"],
  "2.B.1.f": ["Service orientation", "Serviceorientierung", "Servicegerichtheid"],
  "2.B.2.i": ["Complex problem solving", "Lösen komplexer Probleme", "Complexe problemen oplossen"],
  "2.B.3.a": ["Operations analysis", "Anforderungsanalyse", "Behoefteanalyse"],
  "2.B.3.b": ["Technology design", "Technische Gestaltung", "Technisch ontwerpen"],
  "2.B.3.c": ["Equipment selection", "Auswahl von Geräten und Werkzeugen", "Keuze van apparatuur"],
  "2.B.3.d": ["Installation", "Installation", "Installeren"],
  "2.B.3.e": ["Programming", "Programmieren", "Programmeren"],
  "2.B.3.g": ["Operations monitoring", "Überwachung von Abläufen", "Processen bewaken"],
  "2.B.3.h": ["Operation and control", "Bedienen und Steuern", "Bedienen en besturen"],
  "2.B.3.j": ["Equipment maintenance", "Wartung", "Onderhoud van apparatuur"],
  "2.B.3.k": ["Troubleshooting", "Fehlersuche", "Storingen opsporen"],
  "2.B.3.l": ["Repairing", "Reparieren", "Repareren"],
  "2.B.3.m": ["Quality control", "Qualitätskontrolle", "Kwaliteitscontrole"],
  "2.B.4.e": ["Judgment and decision making", "Urteils- und Entscheidungsfähigkeit", "Oordeels- en besluitvaardigheid"],
  "2.B.4.g": ["Systems analysis", "Systemanalyse", "Systeemanalyse"],
  "2.B.4.h": ["Systems evaluation", "Systembewertung", "Systeemevaluatie"],
  "2.B.5.a": ["Time management", "Zeitmanagement", "Timemanagement"],
  "2.B.5.b": ["Managing budgets", "Budgetverantwortung", "Budgetbeheer"],
  "2.B.5.c": ["Managing materials", "Materialplanung", "Materiaalbeheer"],
  "2.B.5.d": ["Leading people", "Personalführung", "Personeel aansturen"],
};
const LANG_INDEX: Record<JobdescLanguage, 0 | 1 | 2> = { en: 0, de: 1, nl: 2 };

/** O*NET job zones 1–5 as a first requirement. */
const JOB_ZONE: Record<JobdescLanguage, Record<Tonality, string[]>> = {
  en: {
    formal: [
      "No previous experience is required; you will be trained on the job.",
      "Some previous work experience or vocational training is an advantage.",
      "You have completed vocational training or an equivalent qualification and have relevant experience.",
      "You hold a bachelor's degree or an equivalent qualification and several years of relevant experience.",
      "You hold a master's degree or higher and extensive professional experience.",
    ],
    informal: [
      "No experience needed: we'll train you on the job.",
      "Some work experience or vocational training is a plus.",
      "You've completed vocational training or something equivalent and have relevant experience.",
      "You've got a bachelor's degree or equivalent and several years of relevant experience.",
      "You've got a master's degree or higher and plenty of professional experience.",
    ],
  },
  de: {
    formal: [
      "Sie benötigen keine Vorkenntnisse; wir arbeiten Sie gründlich ein.",
      "Erste Berufserfahrung oder eine Ausbildung ist von Vorteil.",
      "Sie haben eine abgeschlossene Berufsausbildung oder eine vergleichbare Qualifikation und einschlägige Erfahrung.",
      "Sie haben ein abgeschlossenes Studium (Bachelor) oder eine vergleichbare Qualifikation und mehrjährige Erfahrung.",
      "Sie haben ein abgeschlossenes Master- oder höheres Studium und umfangreiche Berufserfahrung.",
    ],
    informal: [
      "Du brauchst keine Vorkenntnisse; wir arbeiten dich gründlich ein.",
      "Erste Berufserfahrung oder eine Ausbildung ist von Vorteil.",
      "Du hast eine abgeschlossene Berufsausbildung oder eine vergleichbare Qualifikation und einschlägige Erfahrung.",
      "Du hast ein abgeschlossenes Studium (Bachelor) oder eine vergleichbare Qualifikation und mehrjährige Erfahrung.",
      "Du hast ein abgeschlossenes Master- oder höheres Studium und umfangreiche Berufserfahrung.",
    ],
  },
  nl: {
    formal: [
      "U heeft geen ervaring nodig; wij leiden u op.",
      "Enige werkervaring of een vakopleiding is een pré.",
      "U heeft een afgeronde mbo-opleiding of vergelijkbaar en relevante werkervaring.",
      "U heeft een afgeronde hbo- of bacheloropleiding of vergelijkbaar en meerdere jaren relevante ervaring.",
      "U heeft een masteropleiding of hoger en ruime werkervaring.",
    ],
    informal: [
      "Je hebt geen ervaring nodig; wij leiden je op.",
      "Enige werkervaring of een vakopleiding is een pré.",
      "Je hebt een afgeronde mbo-opleiding of vergelijkbaar en relevante werkervaring.",
      "Je hebt een afgeronde hbo- of bacheloropleiding of vergelijkbaar en meerdere jaren relevante ervaring.",
      "Je hebt een masteropleiding of hoger en ruime werkervaring.",
    ],
  },
};

/** The small built-in fallback when no reference data matches the title. */
const FALLBACK: Record<JobdescLanguage, Record<Tonality, { tasks: string[]; profile: string[] }>> = {
  en: {
    formal: {
      tasks: ["You will carry out the core tasks of the role independently and carefully.", "You will work closely with colleagues and other departments.", "You will document your work and keep quality standards."],
      profile: ["You have relevant training or experience in this field.", "You work reliably, carefully and as part of a team.", "You communicate clearly with colleagues and customers."],
    },
    informal: {
      tasks: ["You'll handle the core tasks of the role on your own and with care.", "You'll work closely with your colleagues and other teams.", "You'll document your work and keep our quality high."],
      profile: ["You've got relevant training or experience in this field.", "You're reliable, careful and a team player.", "You communicate clearly with colleagues and customers."],
    },
  },
  de: {
    formal: {
      tasks: ["Sie übernehmen die Kernaufgaben der Position selbstständig und sorgfältig.", "Sie arbeiten eng mit Kolleginnen und Kollegen anderer Bereiche zusammen.", "Sie dokumentieren Ihre Arbeit und sichern die Qualität."],
      profile: ["Sie haben eine passende Ausbildung oder Erfahrung in diesem Bereich.", "Sie arbeiten zuverlässig, sorgfältig und im Team.", "Sie kommunizieren klar mit Kolleginnen, Kollegen und Kundschaft."],
    },
    informal: {
      tasks: ["Du übernimmst die Kernaufgaben der Position selbstständig und sorgfältig.", "Du arbeitest eng mit Kolleginnen und Kollegen anderer Bereiche zusammen.", "Du dokumentierst deine Arbeit und sicherst die Qualität."],
      profile: ["Du hast eine passende Ausbildung oder Erfahrung in diesem Bereich.", "Du arbeitest zuverlässig, sorgfältig und im Team.", "Du kommunizierst klar mit Kolleginnen, Kollegen und Kundschaft."],
    },
  },
  nl: {
    formal: {
      tasks: ["U voert de kerntaken van de functie zelfstandig en zorgvuldig uit.", "U werkt nauw samen met collega's en andere afdelingen.", "U legt uw werk vast en bewaakt de kwaliteit."],
      profile: ["U heeft een passende opleiding of ervaring in dit vakgebied.", "U werkt betrouwbaar, zorgvuldig en in teamverband.", "U communiceert helder met collega's en klanten."],
    },
    informal: {
      tasks: ["Je voert de kerntaken van de functie zelfstandig en zorgvuldig uit.", "Je werkt nauw samen met collega's en andere afdelingen.", "Je legt je werk vast en bewaakt de kwaliteit."],
      profile: ["Je hebt een passende opleiding of ervaring in dit vakgebied.", "Je werkt betrouwbaar, zorgvuldig en in teamverband.", "Je communiceert helder met collega's en klanten."],
    },
  },
};

const SUBORDINATE = /,\s*(indem|wobei|um|damit|sodass|wenn|die|der|das|door|waarbij|om|zodat|which|by|so that)\b.*$/i;

function sentences(text: string) {
  return text.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ])/).map((s) => s.trim()).filter(Boolean);
}
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const clean = (s: string) => capitalise(s.replace(/\s+/g, " ").replace(/\s+([,.])/g, "$1").replace(/[,;:]\s*$/, "").trim());
const withStop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** German: "<Beruf> fördern X und stellen Y wieder her, koordinieren Z." → one item per verb phrase. */
function germanItems(description: string, tone: Tonality) {
  const items: string[] = [];
  const subject = tone === "formal" ? "Sie" : "Du";
  sentences(description).forEach((sentence, index) => {
    const words = sentence.replace(/[.!?]$/, "").split(/\s+/);
    // the subject: the occupation (capitalised nouns, "A/B" pairs) in the first sentence, or "Sie"
    let at = 0;
    if (words[0] === "Sie") at = 1;
    else if (index === 0) while (at < words.length && (/^[A-ZÄÖÜ]/.test(words[at]) || words[at].includes("/") || words[at - 1]?.endsWith("/"))) at++;
    else return;
    if (at === 0 || !isGermanVerbCandidate(words[at] ?? "")) return;
    const predicate = words.slice(at).join(" ").replace(SUBORDINATE, "");
    // split at commas that start a new verb phrase
    const phrases = predicate.split(/,\s+(?=[a-zäöüß]+(?:en|ern|eln)\b)/).flatMap((p) => p.split(/,\s+und\s+/));
    for (const phrase of phrases) {
      const tokens = phrase.trim().split(/\s+/);
      const converted = tokens.map((token, i) => {
        const first = i === 0;
        const afterJoin = ["und", "oder", "sowie"].includes(tokens[i - 1] ?? "");
        if ((first || afterJoin) && tone === "informal" && isGermanVerbCandidate(token)) return germanDu(token);
        if (token === "ihnen") return tone === "formal" ? "Ihnen" : "dir";
        if (/^ihr(e|en|er|em)?$/.test(token)) return tone === "formal" ? capitalise(token) : token.replace(/^ihr/, "dein");
        if (token === "zudem" || token === "auch") return token;
        return token;
      });
      if (converted.length > 1) items.push(withStop(`${subject} ${converted.join(" ")}`.replace(/\s+,/g, ",")));
    }
  });
  return items;
}

/** Dutch: "Verpleegkundigen zorgen voor X. Zij houden ook toezicht op Y." → "Je zorgt voor X." */
function dutchItems(description: string, tone: Tonality) {
  const items: string[] = [];
  const subject = tone === "formal" ? "U" : "Je";
  sentences(description).forEach((sentence, index) => {
    const words = sentence.replace(/[.!?]$/, "").split(/\s+/);
    let at = -1;
    if (/^(Zij|Ze)$/.test(words[0])) at = 1;
    // the verb follows the plural subject; of two candidates in a row ("verpleegkundigen zijn") the later one
    else if (index === 0) {
      const candidate = (i: number) => i > 0 && i < 8 && isDutchVerbCandidate(words[i], words[i - 1]);
      at = words.findIndex((_, i) => candidate(i) && !candidate(i + 1));
    }
    if (at <= 0 || at >= words.length) return;
    const rest = words.slice(at + 1).join(" ").replace(/,\s*(waarbij|zodat|die|dat)\b.*$/i, "");
    const own = tone === "formal" ? "uw" : "je";
    const text = `${subject} ${dutchYou(words[at])} ${rest.replace(/\bhun\b/g, own).replace(/\bzij\b/g, tone === "formal" ? "u" : "je")}`;
    items.push(withStop(clean(text)));
  });
  return items;
}

/** English: O*NET tasks ("Monitor patients…") → "You will monitor patients…". */
function englishTaskItems(tasks: string[], tone: Tonality) {
  const lead = tone === "formal" ? "You will" : "You'll";
  return tasks.map((task) => {
    const first = task.split(" ")[0];
    const verb = /^[A-Z][a-z]/.test(first) ? task.charAt(0).toLowerCase() + task.slice(1) : task;
    return withStop(`${lead} ${verb.replace(/\.$/, "")}`);
  });
}

export function composeResponsibilities(input: ComposeInput): Composed & { fromReference: boolean } {
  const { language, tone } = input;
  let items: string[] = [];
  if (language === "en" && input.onet?.tasks.length) items = englishTaskItems(input.onet.tasks, tone);
  else if (language === "de" && input.description) items = germanItems(input.description, tone);
  else if (language === "nl" && input.description) items = dutchItems(input.description, tone);
  if (language === "en" && items.length === 0 && input.description) {
    items = sentences(input.description).slice(0, MAX_ITEMS);
  }
  const fromReference = items.length > 0;
  if (!fromReference) items = FALLBACK[language][tone].tasks;
  return {
    intro: INTRO[language][tone].tasks.replace("{title}", input.jobTitle),
    items: items.slice(0, MAX_ITEMS).map(clean).map(withStop),
    fromReference,
  };
}

export function composeRequirements(input: ComposeInput): Composed & { fromReference: boolean } {
  const { language, tone } = input;
  const items: string[] = [];
  const zone = input.onet?.jobZone;
  if (zone && zone >= 1 && zone <= 5) items.push(JOB_ZONE[language][tone][zone - 1]);
  const skills = (input.onet?.skills ?? []).map((id) => SKILL_NAMES[id]?.[LANG_INDEX[language]]).filter(Boolean) as string[];
  items.push(...skills.slice(0, MAX_ITEMS - items.length));
  const fromReference = items.length > 0;
  return {
    intro: INTRO[language][tone].profile,
    items: fromReference ? items : FALLBACK[language][tone].profile,
    fromReference,
  };
}

/** Alternative labels as suggestions: ESCO's German pairs "Koch/Köchin" split into both forms. */
export function titleSuggestions(labels: string[], jobTitle: string, max = 8) {
  const seen = new Set([jobTitle.trim().toLowerCase()]);
  const out: string[] = [];
  for (const label of labels) {
    const value = label.trim();
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(value);
    if (out.length >= max) break;
  }
  return out;
}
