/**
 * Generic-masculine persons in the German sentences the writer takes from ESCO ("berücksichtigen
 * die Wünsche des Kunden", "schulen die Mitarbeiter", "sorgen für die Sicherheit der Patienten"):
 * the ad itself is gender-inclusive (the title's "(m/w/d)", the AGG §§ 1, 7, 11; the
 * Antidiskriminierungsstelle des Bundes' guide to job ads), so the people it names are too.
 *
 * The rule, chosen so that it never breaks the agreement of article, adjective and noun:
 * - a plural becomes the paired form, feminine first: "die (potenziellen) Kunden" → "die
 *   (potenziellen) Kundinnen und Kunden", "den Bewohnern" → "den Bewohnerinnen und Bewohnern". The
 *   article and the adjectives are plural either way and stay as they are, in every case.
 * - a singular becomes the collective noun where German has one ("des Kunden" → "der Kundschaft",
 *   "dem Mandanten" → "der Mandantschaft"), else the paired form with the feminine article and
 *   adjectives of the same case first ("des Patienten" → "der Patientin oder des Patienten",
 *   "einem Mitarbeiter" → "einer Mitarbeiterin oder einem Mitarbeiter").
 * - "den Kunden" is an accusative singular or a dative plural: the noun joined to it, the
 *   preposition and the governing verb tell which where they can ("berät den Kunden" → "berät die
 *   Kundschaft", "den Kunden auferlegt" → "den Kundinnen und Kunden auferlegt"; see denWeakNoun).
 * - where the words cannot tell the number ("der Mitarbeiter" is a nominative singular or a
 *   genitive plural; "den Kunden" with no verb that tells), or a masculine pronoun
 *   later in the sentence may point back to a singular ("… mit dem Kunden und fertigen den Rahmen
 *   nach dessen Wünschen"), the sentence is left as it is: the inclusive check flags it and the
 *   writer takes another sentence (lib/jobdesc/inclusive/de.ts names the same nouns).
 * Forms already inclusive are kept: "Kundinnen und Kunden", "Patientinnen/Patienten", compounds
 * ("Kundenservice", "Patientenakte").
 */
export interface PersonNoun {
  /** masculine singular: nominative, accusative, dative, genitive */
  sg: [string, string, string, string];
  /** masculine plural: nominative (= accusative, genitive) and dative */
  pl: [string, string];
  /** feminine singular and plural */
  fem: string;
  femPl: string;
  /** a feminine collective noun for the singular, where the language has one */
  collective?: string;
}

/** a weak noun: "Kunde, Kunden", "Patient, Patienten" */
const weak = (nominative: string): PersonNoun => {
  const oblique = nominative.endsWith("e") ? `${nominative}n` : `${nominative}en`;
  const stem = nominative.replace(/e$/, "");
  return { sg: [nominative, oblique, oblique, oblique], pl: [oblique, oblique], fem: `${stem}in`, femPl: `${stem}innen` };
};
const strong = (noun: string): PersonNoun => ({ sg: [noun, noun, noun, `${noun}s`], pl: [noun, `${noun}n`], fem: `${noun}in`, femPl: `${noun}innen` });

/** a strong noun with its plural in -e: "Ingenieur, Ingenieure, Ingenieuren"; "Arzt, Ärzte" with the umlaut */
const strongE = (noun: string, plural = `${noun}e`): PersonNoun => {
  const stem = plural.replace(/e$/, "");
  return { sg: [noun, noun, noun, `${noun}s`], pl: [plural, `${plural}n`], fem: `${stem}in`, femPl: `${stem}innen` };
};

/**
 * the common person nouns of ESCO's German descriptions (Kunde 156 times, Patient, Klient,
 * Mitarbeiter …), and the professions the ad names beside the reader ("arbeiten mit Ingenieuren",
 * "unterstützen Ärzte", "beraten Künstler": about 150 of the writer's ESCO lines)
 */
export const PERSON_NOUNS: PersonNoun[] = [
  { ...weak("Kunde"), collective: "Kundschaft" },
  weak("Patient"),
  weak("Klient"),
  { ...weak("Mandant"), collective: "Mandantschaft" },
  weak("Student"),
  weak("Kollege"),
  weak("Tourist"),
  weak("Interessent"),
  weak("Pilot"),
  weak("Architekt"),
  weak("Lieferant"),
  weak("Assistent"),
  strongE("Ingenieur"),
  { ...strongE("Arzt", "Ärzte"), sg: ["Arzt", "Arzt", "Arzt", "Arztes"] },
  ...["Mitarbeiter", "Bewohner", "Teilnehmer", "Nutzer", "Benutzer", "Verbraucher", "Besucher", "Käufer", "Arbeitnehmer", "Mieter", "Anwender", "Empfänger", "Schüler", "Bürger", "Eigentümer", "Besitzer", "Künstler", "Techniker", "Handwerker", "Auftraggeber", "Sportler", "Bewerber"].map(strong),
];

/** every masculine form of the nouns, longest first, for the check's pattern and the rewrite */
export const PERSON_FORMS = [...new Set(PERSON_NOUNS.flatMap((n) => [...n.sg, ...n.pl]))].sort((a, b) => b.length - a.length);

/**
 * A masculine form that the paired or slashed feminine does not accompany: what the inclusive
 * check flags (case-sensitive, a whole word, not part of a compound).
 */
export const GENERIC_PERSON_PATTERN = String.raw`(?<!\p{Lu}\p{L}*(?:innen|in),?\s+(?:(?:und|oder|bzw\.|sowie)\s+)?(?:[\p{L}-]+\s+){0,4})(?<![\p{L}\/*:_-])(?:${PERSON_FORMS.join("|")})(?![\p{L}\/*:_-])(?!\s*(?:,|und|oder|bzw\.|sowie)\s+(?:[\p{L}-]+\s+){0,2}\p{Lu}\p{L}*in(?:nen)?(?![\p{L}]))`;

type Case = 0 | 1 | 2 | 3;
type Reading = { number: "sg"; case: Case } | { number: "pl" } | null;

/** The feminine determiner of a masculine singular one in the same case. */
const FEMININE_DETERMINER: Record<string, string> = {
  der: "die", des: "der", dem: "der", den: "die",
  ein: "eine", eines: "einer", einem: "einer", einen: "eine",
  jeder: "jede", jedes: "jeder", jedem: "jeder", jeden: "jede",
  // a preposition with the article: "vom Arzt" → "von der Ärztin oder vom Arzt"
  vom: "von der", zum: "zur", beim: "bei der", im: "in der", am: "an der",
  dieser: "diese", dieses: "dieser", diesem: "dieser", diesen: "diese",
};
function feminineDeterminer(word: string) {
  const possessive = /^([iI]hr|[sS]ein|[uU]nser|[dD]ein|[eE]uer)(es|em|en|er)?$/.exec(word);
  if (possessive) {
    const ending = possessive[2];
    // Ihr (nom.) → Ihre, Ihres/Ihrem → Ihrer, Ihren → Ihre
    return `${possessive[1]}${ending === "es" || ending === "em" ? "er" : "e"}`;
  }
  return FEMININE_DETERMINER[word] ?? null;
}

const DATIVE_PREPOSITIONS = new Set(["mit", "von", "zu", "bei", "aus", "nach", "seit", "gegenüber", "zwischen", "entsprechend", "gemäß", "gemäss", "vom", "zum", "beim"]);
const ACCUSATIVE_PREPOSITIONS = new Set(["für", "durch", "gegen", "ohne", "um"]);
const PLURAL_DETERMINERS = /^(die|alle|allen|aller|viele|vielen|vieler|einige|einigen|einiger|mehrere|mehreren|mehrerer|manche|manchen|mancher|beide|beiden|beider|keine|keinen|keiner|diese|dieser|solche|solchen|solcher|welche|welchen|welcher|andere|anderen|anderer|sämtliche|sämtlichen|sämtlicher|zahlreiche|zahlreichen|zahlreicher|verschiedene|verschiedenen|verschiedener|Ihre|ihre|Ihrer|ihrer|deine|deiner|seine|seiner|unsere|unserer|deren|dessen)$/;
/** articles, possessives and quantifiers: never skipped as adjectives */
const DETERMINER = /^(der|die|das|den|dem|des|eine?[mnrs]?|keine?[mnrs]?|jede[mnrs]?|diese[mnrs]?|alle[mnrs]?|[iI]hre?[mnrs]?|seine?[mnrs]?|unsere?[mnrs]?|meine?[mnrs]?|deine?[mnrs]?|manche[mnrs]?|solche[mnrs]?|welche[mnrs]?)$/;
/** an attributive adjective or participle between determiner and noun: lower case, inflected */
const ADJECTIVE = /^\p{Ll}[\p{L}-]*(e|en|er|es|em)$/u;

/** verbs whose object is in the dative: "helfen den Kunden" is a plural */
const DATIVE_VERBS = /^(helfen|hilfst|hilft|assistieren|assistierst|begegnen|begegnest|danken|dankst|antworten|antwortest)$/;
/** a noun phrase right after the form: "den Kunden die Haare", "Ihren Kunden Schutz" — the first object is the dative one */
const NOUN_PHRASE_NEXT = /^(?:(?:die|das|den|einen|eine|ein|Ihre|ihre|seine|keine)\s|\p{Ll}+(?:e|en)\s+\p{Lu}|\p{Lu}(?!nd\b))/u;

/** verbs whose person object is in the accusative: "den Kunden beraten" is a singular */
const ACCUSATIVE_VERB = /^(?:zu)?(?:berat|berät|betreu|informier|unterstütz|bedien|begrüß|empfang|kontaktier|begleit|befrag|schul|versorg|pfleg|behandel|untersuch|aufklär|benachrichtig|überzeug|vertret|vertritt|abhol|anruf|anleit|einweis|bitt|frag|besuch|beobacht|motivier|trainier|unterricht|ansprech|bewirt|verabschied|zufriedenstell|abrechn|identifizier|registrier)/;
/** …and those whose person object is in the dative: "den Kunden erklären, empfehlen, auferlegen" is a plural */
const DATIVE_OBJECT_VERB = /^(?:zu)?(?:helf|hilf|assistier|begegn|dank|antwort|erklär|zeig|empfehl|empfiehl|mitteil|teil|anbiet|biet|geb|gib|vorschlag|schlag|präsentier|vorstell|übergeb|aushändig|auferleg|ermöglich|vermittel|erläuter|garantier|sag|bericht|vorleg|leg|zusend|stell)/;

/**
 * "den" before a weak noun ("den Kunden"): an accusative singular or a dative plural. The words
 * around it tell which, where they can: the noun joined to it ("an den Kunden und den Anbieter":
 * an accusative; "den Kunden und Besuchern": a dative plural), the preposition ("an den Kunden
 * weiterleiten": where the results go, an accusative) and the verb that governs it, before it or
 * at the clause's end ("berät den Kunden", "um den Kunden … zu beraten"; "den Kunden auferlegt").
 */
function denWeakNoun(before: string, after: string): Reading {
  const clause = after.split(/[,.;:]/)[0] ?? "";
  const partner = /^(?:und|oder|sowie)\s+(?:(den|dem|einen|einem|die)\s+)?(?:\p{Ll}+\s+)?(\p{Lu}\p{L}*)/u.exec(clause);
  if (partner) {
    const [, article, noun] = partner;
    if (article === "dem" || article === "einem" || /(?:ern|eln)$/.test(noun)) return { number: "pl" };
    if ((article === "den" || article === "einen") && !/n$/.test(noun)) return { number: "sg", case: 1 };
  }
  if (before === "an") return { number: "sg", case: 1 };
  // verbs are written in lower case ("Teilnehmer" is no "teilen")
  const verbs = [before, ...clause.split(/\s+/).slice(-3)].filter((w) => /^\p{Ll}/u.test(w));
  const accusative = verbs.some((w) => ACCUSATIVE_VERB.test(w));
  const dative = verbs.some((w) => DATIVE_OBJECT_VERB.test(w));
  if (accusative !== dative) return accusative ? { number: "sg", case: 1 } : { number: "pl" };
  return null;
}

/**
 * What a form of the noun is, from the words before it (nearest first past the adjectives):
 * singular and its case, plural, or null where it cannot be told.
 */
function reading(noun: PersonNoun, form: string, before: string[], after = ""): Reading {
  let i = before.length - 1;
  while (i >= 0 && (ADJECTIVE.test(before[i]) || before[i] === "und" || before[i] === "oder") && !DETERMINER.test(before[i])) i--;
  const det = before[i] ?? "";
  const weakNoun = noun.sg[1] !== noun.sg[0];
  const isPlDative = form === noun.pl[1] && noun.pl[1] !== noun.pl[0];
  // a form only the plural has ("Ingenieure", "Ärzten") or only the singular ("Ingenieur", "Arzt")
  if (isPlDative || !noun.sg.includes(form)) return { number: "pl" };
  if (!noun.pl.includes(form) && !weakNoun) {
    if (/^(der|ein|jeder|dieser|kein|Ihr|ihr|dein|sein|unser)$/.test(det)) return { number: "sg", case: 0 };
    if (/^(den|einen|jeden|diesen|keinen|Ihren|ihren|deinen|seinen)$/.test(det)) return { number: "sg", case: 1 };
    if (/^(dem|einem|jedem|diesem|keinem|Ihrem|ihrem|deinem|seinem|vom|zum|beim|im|am)$/.test(det)) return { number: "sg", case: 2 };
    if (/^(des|eines|jedes|dieses|Ihres|ihres|deines|seines)$/.test(det)) return { number: "sg", case: 3 };
    return null;
  }
  if (form === noun.sg[3] && form !== noun.pl[0]) {
    // "des Mitarbeiters"
    return /^(des|eines|Ihres|ihres|deines|seines|jedes|dieses)$/.test(det) ? { number: "sg", case: 3 } : null;
  }
  if (weakNoun && form === noun.sg[0]) {
    // "der Kunde", "ein Kunde": a nominative singular
    return /^(der|ein|jeder|dieser|Ihr|ihr|dein|sein)$/.test(det) ? { number: "sg", case: 0 } : null;
  }
  // the form shared by the singular's oblique cases and the plural (weak) or by singular and plural (strong)
  switch (det) {
    case "des": case "eines": case "Ihres": case "ihres": case "deines": case "seines": case "jedes":
      return weakNoun ? { number: "sg", case: 3 } : null;
    case "dem": case "einem": case "Ihrem": case "ihrem": case "deinem": case "seinem": case "jedem": case "diesem":
    case "vom": case "zum": case "beim": case "im": case "am":
      return { number: "sg", case: 2 };
    case "einen": case "jeden":
      return { number: "sg", case: 1 };
    case "ein": case "jeder":
      return weakNoun ? null : { number: "sg", case: 0 };
    case "den": case "Ihren": case "ihren": case "deinen": case "seinen": case "diesen": {
      // strong: "den Mitarbeiter" is singular (the dative plural is "den Mitarbeitern")
      if (!weakNoun) return { number: "sg", case: 1 };
      const preposition = before[i - 1] ?? "";
      if (DATIVE_PREPOSITIONS.has(preposition)) return { number: "pl" };
      if (ACCUSATIVE_PREPOSITIONS.has(preposition)) return { number: "sg", case: 1 };
      if (DATIVE_VERBS.test(preposition) || (!/^(an|auf|in|über|unter|vor|hinter|neben)$/.test(preposition) && NOUN_PHRASE_NEXT.test(after))) return { number: "pl" };
      return denWeakNoun(preposition, after);
    }
    case "der":
      // weak: "der Kunden" is a genitive plural; strong "der Mitarbeiter" also a nominative singular,
      // a genitive plural after a noun ("die Tätigkeiten der Mitarbeiter")
      if (weakNoun) return { number: "pl" };
      return /^\p{Lu}/u.test(before[i - 1] ?? "") && before[i - 1] !== "Sie" ? { number: "pl" } : null;
    case "Ihr": case "ihr": case "dein": case "sein": case "unser": case "kein":
      return weakNoun ? null : { number: "sg", case: 0 };
  }
  if (PLURAL_DETERMINERS.test(det)) return { number: "pl" };
  // "als Kunde", "das …": a predicate or another noun's article, not this one's
  if (/^(als|das|eine|einer|keine|keiner)$/.test(det)) return null;
  // no article (after a preposition, a verb, a conjunction or an adjective alone): a countable
  // noun without one is plural ("Zahlungen von Kunden", "bedienen Kunden", "mit externen Kunden")
  return { number: "pl" };
}

const MASCULINE_PRONOUN = /(?<![\p{L}])(er|ihn|ihm|sein|seine[mnrs]?|dessen)(?![\p{L}])/u;
/** the feminine form right after the masculine one: "Schüler und Schülerinnen" */
const PAIRED_AFTER = /^\s*(?:,|und|oder|bzw\.|sowie)\s+(?:[\p{L}-]+\s+){0,2}\p{Lu}\p{L}*in(?:nen)?(?![\p{L}])/u;
const SLASHED_OR_PAIRED = /\p{Lu}\p{L}*(innen|in),?\s+((und|oder|bzw\.|sowie)\s+)?([\p{L}-]+\s+){0,4}$/u;

// every person noun's forms, built once (matchAll copies the regex, so its lastIndex is not shared)
const formRegex = new RegExp(`(?<![\\p{L}\\/*:_-])(${PERSON_FORMS.join("|")})(?![\\p{L}\\/*:_-])`, "gu");

/**
 * The sentence with its generic-masculine persons in paired or collective form, or null when one
 * of them cannot be turned safely (the writer leaves such a sentence out).
 */
export function inclusivePersons(sentence: string): string | null {
  let out = "";
  let last = 0;
  let failed = false;
  for (const match of sentence.matchAll(formRegex)) {
    const at = match.index ?? 0;
    const form = match[1];
    const head = sentence.slice(0, at);
    if (SLASHED_OR_PAIRED.test(head) || PAIRED_AFTER.test(sentence.slice(at + form.length))) continue;
    const noun = PERSON_NOUNS.find((n) => n.sg.includes(form) || n.pl.includes(form))!;
    const before = head.trim().split(/\s+/).filter(Boolean).map((w) => w.replace(/[,;:(]$/, ""));
    const read = reading(noun, form, before, sentence.slice(at + form.length).trimStart());
    if (!read) {
      failed = true;
      break;
    }
    if (read.number === "pl") {
      out += sentence.slice(last, at) + `${noun.femPl} und ${form}`;
      last = at + form.length;
      continue;
    }
    // a singular: a masculine pronoun after it may point back to it
    if (MASCULINE_PRONOUN.test(sentence.slice(at + form.length))) {
      failed = true;
      break;
    }
    // the determiner and the adjectives before the noun, as written
    let i = before.length - 1;
    while (i >= 0 && ADJECTIVE.test(before[i]) && !DETERMINER.test(before[i])) i--;
    const det = before[i] ?? "";
    const femDet = feminineDeterminer(det);
    if (!femDet) {
      failed = true;
      break;
    }
    const adjectives = before.slice(i + 1);
    // the phrase starts at the determiner: find it in the text before the noun
    const phraseStart = head.lastIndexOf(det + " " + (adjectives.length ? adjectives[0] : ""));
    const start = adjectives.length ? phraseStart : head.lastIndexOf(det);
    if (start < last) {
      failed = true;
      break;
    }
    // feminine adjectives of the same case: -e in the nominative and accusative, -en in the dative and genitive
    const femAdjectives = adjectives.map((a) => (read.case <= 1 ? a.replace(/(en|er)$/, "e") : a));
    const masculine = sentence.slice(start, at + form.length);
    const replacement = noun.collective && !/^(ein|eine[mnrs]?)$/.test(det)
      ? [femDet, ...femAdjectives, noun.collective].join(" ")
      : `${[femDet, ...femAdjectives, noun.fem].join(" ")} oder ${masculine}`;
    out += sentence.slice(last, start) + replacement;
    last = at + form.length;
  }
  if (failed) return null;
  return out + sentence.slice(last);
}
