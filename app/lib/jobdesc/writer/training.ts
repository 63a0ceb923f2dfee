import type { JobdescLanguage, Tonality } from "../constants";

/**
 * The training a country expects (issue 41 §2): the level comes from the O*NET job zone (1–5) and
 * the occupation's ISCO-08 major group (its skill level), worded as each labour market names it —
 * a Berufsausbildung or Studium in Germany (de), mbo / hbo / wo in the Netherlands (nl), a
 * vocational qualification or degree in English. Regulated professions are named with the
 * qualification and registration the law asks for: in Germany the Pflegeberufegesetz, the
 * Approbation (Bundesärzteordnung, Apothekengesetz), the Hebammengesetz; in the Netherlands the
 * BIG register (Wet BIG); lorry and bus drivers' licences and Code 95 / Berufskraftfahrer-
 * qualifikation (EU directive 2022/2561). German is marked for the tone as ./tone.ts says.
 */
export type Level = "none" | "short" | "vocational" | "advanced-vocational" | "bachelor" | "master";

/**
 * ISCO-08 skill levels by major group: 1 = elementary … 4 = professional (ILO, ISCO-08 vol. 1,
 * table 2; the group definitions in ESCO's ISCOGroups say the same). Managers are "3 + 4": most
 * need the fourth level, "except for Sub-major Group 14: Hospitality, Retail and Other Services
 * Managers" (the third) — so a sales manager (1221, O*NET job zone 4: "most of these occupations
 * require a four-year bachelor's degree") is asked for a degree, not an associate degree. The
 * armed forces: officers 4, non-commissioned officers 2, other ranks 1.
 */
const ISCO_SKILL_LEVEL: Record<string, number> = { "1": 4, "2": 4, "3": 3, "4": 2, "5": 2, "6": 2, "7": 2, "8": 2, "9": 1 };
const ISCO_SUB_MAJOR_SKILL_LEVEL: Record<string, number> = { "14": 3, "01": 4, "02": 2, "03": 1 };

export function iscoSkillLevel(isco: string | null): number | undefined {
  if (!isco) return undefined;
  return ISCO_SUB_MAJOR_SKILL_LEVEL[isco.slice(0, 2)] ?? ISCO_SKILL_LEVEL[isco.charAt(0)];
}

export function trainingLevel(jobZone: number | null, isco: string | null): Level {
  const skill = iscoSkillLevel(isco);
  const zone = jobZone ?? skill ?? 3;
  // the ISCO group caps and floors the US job zone: a craft (skill level 2) is vocational training
  // in Europe even where O*NET puts it in zone 4; a professional (4) needs a degree
  if (skill === 4) return zone >= 5 ? "master" : "bachelor";
  if (skill === 3) return zone >= 4 ? "advanced-vocational" : "vocational";
  if (skill === 2) return zone <= 1 ? "short" : "vocational";
  if (skill === 1) return zone >= 3 ? "short" : "none";
  return (["none", "short", "vocational", "bachelor", "master"] as const)[Math.min(Math.max(zone, 1), 5) - 1];
}

const LEVEL_TEXT: Record<JobdescLanguage, Record<Level, string>> = {
  en: {
    none: "No formal qualification is needed: you will learn the job with us.",
    short: "You have completed some vocational training or an introductory course, or you are keen to learn on the job.",
    vocational: "You have completed vocational training in a relevant field.",
    "advanced-vocational": "You have completed vocational training in a relevant field and further training, or a comparable qualification.",
    bachelor: "You hold a bachelor's degree in a relevant field or a comparable qualification.",
    master: "You hold a master's degree in a relevant field or a comparable qualification.",
  },
  de: {
    none: "Eine besondere Ausbildung ist nicht nötig – die Einarbeitung übernehmen wir.",
    short: "Sie ^haben eine Einarbeitung, eine kurze Qualifizierung oder erste Erfahrung in einem ähnlichen Bereich.",
    vocational: "Sie ^haben eine abgeschlossene Berufsausbildung in einem passenden Beruf.",
    "advanced-vocational": "Sie ^haben eine abgeschlossene Berufsausbildung und eine Weiterbildung (z. B. an einer Fachschule) oder eine vergleichbare Qualifikation.",
    bachelor: "Sie ^haben ein abgeschlossenes Studium (Bachelor) in einem passenden Fach oder eine vergleichbare Qualifikation.",
    master: "Sie ^haben ein abgeschlossenes Studium (Master, Diplom oder Staatsexamen) in einem passenden Fach.",
  },
  nl: {
    none: "Een diploma is niet nodig: wij leiden {u} op.",
    short: "{S} {heeft} een korte opleiding, een basiscursus of enige werkervaring in een vergelijkbaar vak.",
    vocational: "{S} {heeft} een afgeronde mbo-opleiding (niveau 2–4) in een passende richting.",
    "advanced-vocational": "{S} {heeft} een afgeronde mbo-opleiding op niveau 4 of een hbo-opleiding in een passende richting.",
    bachelor: "{S} {heeft} een afgeronde hbo- of wo-bacheloropleiding in een passende richting.",
    master: "{S} {heeft} een afgeronde wo-masteropleiding in een passende richting.",
  },
};

/** Regulated professions by ISCO-08 unit group: the qualification named, and the register or licence. */
const REGULATED: Record<string, Record<JobdescLanguage, string>> = {
  nursing: {
    en: "You are a registered nurse with a recognised nursing qualification.",
    de: "Sie ^haben eine abgeschlossene dreijährige Pflegeausbildung (Pflegefachfrau/Pflegefachmann oder Gesundheits- und Krankenpflege) und die Erlaubnis zum Führen der Berufsbezeichnung nach dem Pflegeberufegesetz.",
    nl: "{S} bent verpleegkundige met een diploma mbo-4 of hbo-V en staat ingeschreven in het BIG-register.",
  },
  midwifery: {
    en: "You are a registered midwife with a recognised midwifery qualification.",
    de: "Sie ^haben ein abgeschlossenes Hebammenstudium oder eine Hebammenausbildung und die Erlaubnis nach dem Hebammengesetz.",
    nl: "{S} bent verloskundige met een afgeronde opleiding Verloskunde en staat ingeschreven in het BIG-register.",
  },
  medicine: {
    en: "You are a qualified doctor with a licence to practise medicine.",
    de: "Sie ^haben ein abgeschlossenes Medizinstudium und die Approbation als Ärztin oder Arzt.",
    nl: "{S} bent arts met een afgeronde opleiding Geneeskunde en staat ingeschreven in het BIG-register.",
  },
  pharmacy: {
    en: "You are a qualified pharmacist registered to practise.",
    de: "Sie ^haben ein abgeschlossenes Pharmaziestudium und die Approbation als Apothekerin oder Apotheker.",
    nl: "{S} bent apotheker met een afgeronde opleiding Farmacie en staat ingeschreven in het BIG-register.",
  },
  physiotherapy: {
    en: "You are a qualified physiotherapist registered to practise.",
    de: "Sie ^haben eine abgeschlossene Ausbildung oder ein Studium in der Physiotherapie mit staatlicher Anerkennung.",
    nl: "{S} bent fysiotherapeut met een afgeronde hbo-opleiding Fysiotherapie en staat ingeschreven in het BIG-register.",
  },
  teaching: {
    en: "You hold a teaching qualification for the subject and school type.",
    de: "Sie ^haben ein Lehramtsstudium mit Referendariat (zweites Staatsexamen) oder eine anerkannte Lehrbefähigung.",
    nl: "{S} bent bevoegd leraar en {heeft} een afgeronde lerarenopleiding (pabo, tweedegraads of eerstegraads).",
  },
  "heavy-driving": {
    en: "You hold a category C/CE driving licence and the driver qualification card (CPC).",
    de: "Sie ^haben einen Führerschein der Klasse C/CE und die Berufskraftfahrerqualifikation (Schlüsselzahl 95).",
    nl: "{S} {heeft} rijbewijs C/CE en een geldige code 95.",
  },
  "bus-driving": {
    en: "You hold a category D driving licence and the driver qualification card (CPC).",
    de: "Sie ^haben einen Führerschein der Klasse D und die Berufskraftfahrerqualifikation (Schlüsselzahl 95).",
    nl: "{S} {heeft} rijbewijs D en een geldige code 95.",
  },
};

const REGULATED_BY_ISCO: Record<string, keyof typeof REGULATED> = {
  "2221": "nursing", "3221": "nursing", "2222": "midwifery", "3222": "midwifery", "2211": "medicine", "2212": "medicine",
  "2262": "pharmacy", "2264": "physiotherapy", "2330": "teaching", "2341": "teaching", "2342": "teaching", "8332": "heavy-driving",
  "8331": "bus-driving",
};

export function regulatedProfession(isco: string | null) {
  return isco ? (REGULATED_BY_ISCO[isco] ?? null) : null;
}

/**
 * "Vocational training" is Europe's word; in the US and the UK the same levels are a high school
 * diploma or GCSEs, a certificate or an NVQ (issue 50 §3: the writer knows the country).
 */
const ENGLISH_BY_COUNTRY: Record<"US" | "GB" | "IE", Partial<Record<Level, string>>> = {
  US: {
    none: "No formal education is required: you will learn the job with us.",
    short: "You have a high school diploma or equivalent; on-the-job training is provided.",
    vocational: "You have a high school diploma or equivalent, and a relevant vocational certificate or training is a plus.",
    "advanced-vocational": "You have an associate degree or a postsecondary certificate in a relevant field, or comparable experience.",
  },
  GB: {
    none: "No formal qualifications are required: you will learn the job with us.",
    short: "You have GCSEs or equivalent; training on the job is provided.",
    vocational: "You have a relevant vocational qualification (such as an NVQ Level 2 or 3) or comparable experience.",
    "advanced-vocational": "You have a relevant Level 4 or 5 qualification (such as an HNC or HND) or comparable experience.",
  },
  // Ireland's National Framework of Qualifications (QQI): further education awards at Levels 5 and 6
  // (a Post-Leaving Certificate course; a craft apprenticeship's Advanced Certificate), higher
  // certificates and ordinary degrees at 6 and 7 — an Irish welder and cook read "You have completed
  // vocational training in a relevant field"
  IE: {
    vocational: "You have a relevant QQI Level 5 or 6 qualification (such as a Post-Leaving Certificate course or an apprenticeship) or comparable experience.",
    "advanced-vocational": "You have a relevant QQI Level 6 or 7 qualification (such as a higher certificate or an ordinary degree) or comparable experience.",
  },
};

/**
 * The same levels in the words of the other countries that share a language: Flanders has no mbo,
 * hbo or wo — secondary education, the graduaat (HBO5) and professional or academic bachelors
 * (the Vlaamse kwalificatiestructuur, decree of 30 April 2009); Austria's apprenticeship is the
 * Lehre with its Lehrabschlussprüfung (Berufsausbildungsgesetz), with the Meister- or
 * Werkmeisterprüfung and the HTL/HAK above it; Switzerland's is the Berufslehre with its EFZ, then
 * the eidgenössischer Fachausweis or a höhere Fachschule (Berufsbildungsgesetz, SR 412.10).
 * A Ghent cook's ad asked for "een afgeronde mbo-opleiding".
 */
const LOCAL_LEVEL_TEXT: Record<string, Partial<Record<Level, string>>> = {
  "nl-BE": {
    vocational: "{S} {heeft} een diploma secundair onderwijs in een passende technische of beroepsrichting, of vergelijkbare ervaring.",
    "advanced-vocational": "{S} {heeft} een graduaatsdiploma (HBO5) of een professionele bachelor in een passende richting.",
    bachelor: "{S} {heeft} een bachelordiploma (professionele of academische bachelor) in een passende richting.",
    master: "{S} {heeft} een masterdiploma in een passende richting.",
  },
  "de-AT": {
    vocational: "Sie ^haben eine abgeschlossene Lehre (Lehrabschluss) in einem passenden Beruf.",
    "advanced-vocational": "Sie ^haben eine abgeschlossene Lehre mit Weiterbildung (etwa Meister- oder Werkmeisterprüfung) oder eine berufsbildende höhere Schule (HTL, HAK).",
  },
  "de-CH": {
    vocational: "Sie ^haben eine abgeschlossene Berufslehre mit eidgenössischem Fähigkeitszeugnis (EFZ) in einem passenden Beruf.",
    "advanced-vocational": "Sie ^haben eine Berufslehre (EFZ) und eine Weiterbildung mit eidgenössischem Fachausweis oder an einer höheren Fachschule (HF).",
  },
};

export function trainingSentence(language: JobdescLanguage, level: Level, isco: string | null, country: string | null = null) {
  const regulated = regulatedProfession(isco);
  if (regulated) return REGULATED[regulated][language];
  const local =
    language === "en" && (country === "US" || country === "GB" || country === "IE") ? ENGLISH_BY_COUNTRY[country][level] : country ? LOCAL_LEVEL_TEXT[`${language}-${country}`]?.[level] : undefined;
  return local ?? LEVEL_TEXT[language][level];
}

const EXPERIENCE: Record<JobdescLanguage, Record<"none" | "some" | "years", Record<Tonality, string>>> = {
  en: {
    none: { formal: "Experience is welcome but not required.", informal: "Experience is welcome but not required." },
    some: { formal: "You have some relevant work experience.", informal: "You've got some relevant work experience." },
    years: { formal: "You have several years of relevant professional experience.", informal: "You've got several years of relevant experience." },
  },
  de: {
    none: { formal: "Berufserfahrung ist willkommen, aber keine Voraussetzung.", informal: "Berufserfahrung ist willkommen, aber keine Voraussetzung." },
    some: { formal: "Sie ^haben erste einschlägige Berufserfahrung.", informal: "" },
    years: { formal: "Sie ^haben mehrjährige einschlägige Berufserfahrung.", informal: "" },
  },
  nl: {
    none: { formal: "Werkervaring is welkom, maar niet vereist.", informal: "Werkervaring is welkom, maar niet vereist." },
    some: { formal: "{S} {heeft} enige relevante werkervaring.", informal: "" },
    years: { formal: "{S} {heeft} meerdere jaren relevante werkervaring.", informal: "" },
  },
};

/** English differs by tone in its own words; German and Dutch by the marks (the informal text is the formal one turned). */
export function experienceSentence(language: JobdescLanguage, tone: Tonality, jobZone: number | null) {
  const kind = !jobZone || jobZone <= 2 ? "none" : jobZone === 3 ? "some" : "years";
  const texts = EXPERIENCE[language][kind];
  return language === "en" ? texts[tone] : texts.formal;
}

const LANGUAGE_SKILL: Record<JobdescLanguage, Record<Tonality, string>> = {
  en: { formal: "You communicate well in English, spoken and written.", informal: "You communicate well in English, spoken and written." },
  de: { formal: "Sie ^sprechen und ^schreiben sehr gut Deutsch (mindestens B2).", informal: "" },
  nl: { formal: "{S} spreekt en schrijft goed Nederlands (minimaal B2).", informal: "" },
};

export function languageSentence(language: JobdescLanguage) {
  return LANGUAGE_SKILL[language].formal;
}
