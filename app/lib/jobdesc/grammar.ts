import NL_VERBS from "./lexicon/nl-verbs.json";

/**
 * Just enough German and Dutch verb grammar to turn ESCO's third-person descriptions ("Sie
 * fördern…", "Verpleegkundigen zorgen…") into sentences that address the reader: formal German
 * keeps the plural (it is the "Sie" form), informal German and both Dutch forms use the second
 * person singular. Irregular verbs are listed; the rest follow the regular rules.
 */
const DE_IRREGULAR: Record<string, string> = {
  sind: "bist", haben: "hast", werden: "wirst", können: "kannst", müssen: "musst", dürfen: "darfst",
  wissen: "weißt", tragen: "trägst", halten: "hältst", geben: "gibst", nehmen: "nimmst", sehen: "siehst",
  lesen: "liest", sprechen: "sprichst", helfen: "hilfst", fahren: "fährst", laufen: "läufst",
  empfehlen: "empfiehlst", treffen: "triffst", treten: "trittst", raten: "rätst", schlagen: "schlägst",
  waschen: "wäschst", messen: "misst", essen: "isst", fangen: "fängst", lassen: "lässt", werfen: "wirfst",
  geraten: "gerätst", befehlen: "befiehlst", brechen: "brichst", stechen: "stichst", wollen: "willst",
  // "Du werbst für …", "Du erwerbst …", "Du entladest …", "Du flechtest …" were written
  werben: "wirbst", laden: "lädst", flechten: "flichtst",
};

/**
 * Regular verbs that end like an irregular one: "schalten" is no "halten" ("Du schältst
 * Werbekampagnen" was written), "pressen" no "essen" ("Du prisst Ton"), "beantragen" and
 * "beauftragen" no "tragen", "veranlassen" no "lassen".
 */
const DE_REGULAR_LOOKALIKES = /(?:schalten|pressen|beantragen|beauftragen|veranlassen|heiraten)$/;

/** Words ending in -en that are not verbs but often follow "und" or a comma in ESCO texts. */
const DE_NOT_VERBS = new Set([
  "deren", "denen", "einen", "keinen", "seinen", "ihren", "allen", "anderen", "diesen", "jenen", "welchen",
  "unseren", "eigenen", "neuen", "verschiedenen", "bestimmten", "sowie", "zwischen", "unten", "oben", "morgen",
]);

/**
 * Inflected adjectives that end in -en like a verb: after "und" or a comma they were conjugated
 * ("die Spezifikationen und technischst Zeichnungen", "gesetzlichen und administrativst
 * Anforderungen") or taken for a new verb phrase ("Sie städtischen Räumen …"). The verbs of the
 * same endings are the exceptions: ermöglichen, veröffentlichen; mischen, auffrischen; malen; verständigen, berichtigen.
 */
const DE_ADJECTIVE_RULES: [RegExp, RegExp][] = [
  [/(?:ial|al|iv|uell|iell|onell|bar|imär|ndär|itär|ulär|entär)en$/, /malen$|^(?:verein|offen)baren$/],
  [/lichen$/, /^(?:ver|er)\p{L}*(?:möglich|öffentlich|deutlich|wirklich|heitlich|innerlich)en$/u],
  [/ischen$/, /^(?:ver|auf|ab|ein|an|durch)?\p{L}{1,2}ischen$/u],
  [/(?:wendig|ständig|fältig|künftig|wertig|haltig|gültig|gängig|hängig|mäßig|zeitig|seitig|sonstig|übrig|jeweilig|wichtig|richtig|günstig|fähig)en$/, /^(?:ver|be|er|ent)/],
  // participles of -ieren verbs: ESCO writes its tasks in the present ("standardisieren"), so
  // "-ierten" is an adjective — a Medizinische Fachangestellte read "Sie standardisierten
  // Diagnoseprogrammen und standardisierten patientennahen Tests."
  [/ierten$/, /^$/],
  // …and adjectives in -sam: "einen kostenwirksamen, qualitätsorientierten … Ansatz" (not "besamen")
  [/samen$/, /^besamen$/],
];

export function isGermanAdjective(word: string) {
  return DE_ADJECTIVE_RULES.some(([adjective, verb]) => adjective.test(word) && !verb.test(word));
}

export function isGermanVerbCandidate(word: string) {
  return /^[a-zäöüß]+(en|ern|eln)$/.test(word) && !DE_NOT_VERBS.has(word) && word.length > 3 && !isGermanAdjective(word);
}

/** 3rd person plural → 2nd person singular ("fördern" → "förderst", "arbeiten" → "arbeitest"). */
export function germanDu(verb: string) {
  if (!DE_REGULAR_LOOKALIKES.test(verb)) for (const [base, form] of Object.entries(DE_IRREGULAR)) {
    if (verb === base) return form;
    // prefixed irregulars: "unterhalten" → "unterhältst", "vertreten" → "vertrittst"
    if (verb.endsWith(base) && base.length >= 5) return verb.slice(0, verb.length - base.length) + form;
  }
  if (/(ern|eln)$/.test(verb)) return `${verb.slice(0, -1)}st`;
  const stem = verb.replace(/en$/, "");
  if (/(t|d|chn|ffn|tm|gn)$/.test(stem)) return `${stem}est`;
  if (/(s|ß|z|x)$/.test(stem)) return `${stem}t`;
  return `${stem}st`;
}

const NL_IRREGULAR: Record<string, string> = {
  zijn: "bent", hebben: "hebt", kunnen: "kunt", zullen: "zult", willen: "wilt", mogen: "mag",
  gaan: "gaat", staan: "staat", doen: "doet", slaan: "slaat", zien: "ziet", komen: "komt",
};
const VOWELS = "aeiouyéëïöü";

/**
 * Native Dutch verbs whose stem ends in an unstressed -er (lever-, bevorder-, verander-), also
 * with a prefix (afleveren, opleveren): their -eren is no loan word's stressed -eer- (controleren).
 */
const NL_UNSTRESSED_ER =
  /(?:lev|vord|verand|verbet|zek|herinn|mind|hind|wond|gad|luist|weig|off|voed|cijf|timm|sling|schitt|ploet|sluim|duist|zilv|hong|opp|fluist|verbijst|verwijd|schild|ham|peut|wapp)eren$/;

/** Dutch 3rd person plural → the u/je form ("zorgen" → "zorgt", "maken" → "maakt", "geven" → "geeft"). */
export function dutchYou(verb: string) {
  if (NL_FORMS[verb]) return NL_FORMS[verb];
  // a compound of a verb the dictionary spells otherwise: "herberekenen" → "herberekent"
  if (!NL_INFINITIVES.has(verb)) {
    const base = Object.keys(NL_FORMS).find((known) => known.length >= 6 && verb.endsWith(known));
    if (base) return verb.slice(0, verb.length - base.length) + NL_FORMS[base];
  }
  return dutchYouByRule(verb);
}

/** the regular spelling rules (and the irregular verbs) alone: what scripts/build-dutch-verbs.ts checks against the dictionary */
export function dutchYouByRule(verb: string) {
  for (const [base, form] of Object.entries(NL_IRREGULAR)) {
    if (verb === base) return form;
    if (verb.endsWith(base) && base.length >= 4) return verb.slice(0, verb.length - base.length) + form;
  }
  // a Dutch stem in unstressed -er keeps it: bevorderen → bevordert, leveren → levert (not "U bevordeert")
  if (NL_UNSTRESSED_ER.test(verb)) return verb.replace(/en$/, "t");
  // -eren keeps its long vowel once closed: controleren → controleert, evalueren → evalueert;
  // not the "oe" and "ie" of voeren, uitvoeren, vieren ("U voeert uiteenlopende taken uit")
  if (/[^eoi]eren$/.test(verb)) return verb.replace(/eren$/, "eert");
  // …and after a diaeresis: creëren → creëert (not "creërt")
  if (/ëren$/.test(verb)) return verb.replace(/ren$/, "ert");
  let stem = verb.replace(/en$/, "");
  const doubled = /(.)\1$/.test(stem) && !VOWELS.includes(stem.at(-1)!);
  if (doubled) stem = stem.slice(0, -1);
  else {
    // an open syllable before -en has a long vowel: written double once closed (maken → maak)
    const [before, vowel, last] = [stem.at(-3), stem.at(-2), stem.at(-1)];
    const unstressedEl = stem.endsWith("el") && verb.length > 6;
    if (
      vowel && last && "aeou".includes(vowel) && !VOWELS.includes(last) &&
      (!before || !VOWELS.includes(before)) && !unstressedEl && !stem.endsWith("ig")
    ) {
      stem = stem.slice(0, -1) + vowel + last;
    }
  }
  stem = stem.replace(/v$/, "f").replace(/z$/, "s");
  return stem.endsWith("t") ? stem : `${stem}t`;
}

/** Words ending in -en that are never the verb: the article "een" was taken for one ("U et bedrijf"). */
const NL_NOT_VERBS = new Set(["een", "hen", "tien", "zeven", "negen", "boven", "beneden", "binnen", "buiten", "tegen", "open", "even", "eigen", "geen", "ieder", "alleen"]);

/**
 * The Dutch infinitives of OpenTaal's dictionary (lexicon/nl-verbs.json, scripts/build-dutch-verbs.ts).
 * An ESCO sentence's verb was told by its ending and a plural before it, so a plural noun after a
 * subject that does not end in -en or -s was conjugated: "Veiligheidsinspecteurs bouw monitoren
 * bouwplaatsen" read "U bouwplaatst", "Nucleair technici helpen natuurkundigen" "U natuurkundigt".
 */
const NL_INFINITIVES = new Set<string>(NL_VERBS.infinitives);
/** the dictionary's u/je form where the rules below spell another ("monitort", "beoordeelt", "oliet") */
const NL_FORMS: Record<string, string> = NL_VERBS.forms;

export function isDutchInfinitive(word: string) {
  return NL_INFINITIVES.has(word) || word in NL_IRREGULAR || NL_CLAUSE_VERBS.has(word);
}

/**
 * A plural verb after a plural (its subject): the word's place keeps a noun that is a verb too out
 * ("Leerkrachten van middelbare scholen bieden", "Ontwerpers van digitale spellen ontwikkelen");
 * the lexicon keeps out a plural noun after the verb ("Slachters slachten dieren"). Latin plurals
 * in -ici are plurals too ("Nucleair technici helpen").
 */
/** A word with a plural verb's ending: the later verbs of a list that a verb of the dictionary opens ("wassen, drogen, knippen en stijlen") */
export function isDutchPluralForm(word: string) {
  return !NL_NOT_VERBS.has(word) && (word in NL_IRREGULAR || /^[a-zëéïö]+en$/.test(word));
}

export function isDutchVerbCandidate(word: string, previous: string | undefined) {
  if (!previous || NL_NOT_VERBS.has(word)) return false;
  return /(?:en|s|'s|ici)$/.test(previous) && isDutchInfinitive(word);
}

/**
 * Where a list of verbs that share one object ends ("koordinieren, planen und leiten …",
 * "ontwerpen, onderhouden, installeren en bedienen …"): the index of its last verb, or -1 when
 * the verb at `at` opens no such list ("prüfen, ob …", "gewährleisten, dass …"). ESCO starts
 * many descriptions so; the verb with its comma was no verb to the German parser (the sentence
 * was lost) and a garbled one to the Dutch ("U ontwerpen,t onderhouden, …").
 */
export function verbListEnd(words: string[], at: number, isVerb: (word: string) => boolean, joins: readonly string[]) {
  let last = at;
  while (words[last]?.endsWith(",") && isVerb(words[last].slice(0, -1))) last++;
  if (last === at) return -1;
  const closing = (words[last + 2] ?? "").replace(/,$/, "");
  return isVerb(words[last] ?? "") && joins.includes(words[last + 1] ?? "") && isVerb(closing) ? last + 2 : -1;
}

/**
 * Plural verbs of ESCO's Dutch descriptions: the words its sentences open with after "Zij"/"Ze"
 * (ESCO v1.1, occupations_nl, 301 words), less the auxiliaries and modals and the words that are
 * also plural nouns there ("de ontwerpen", "de plannen": see NL_VERB_OR_NOUN). A verb of this list
 * after "en"/"of" or a comma, later in a sentence whose subject is the reader, is the reader's
 * second verb: "U luistert naar demo's en bepaalt of …", "U maakt keukens schoon en wast … af".
 */
const NL_CLAUSE_VERBS = new Set(
  (
    "actualiseren adviseren analyseren assembleren assisteren baseren beantwoorden bedenken bedienen begeleiden behandelen " +
    "beheersen beheren behouden bekijken beloven beogen beoordelen bepalen bereiden berekenen beschermen beschikken beschrijven " +
    "beslissen bespreken besteden bestellen bestuderen besturen betalen bevestigen bevorderen bewaken bewaren bewerken bieden " +
    "bouwen brengen buigen checken classificeren coachen combineren communiceren concentreren configureren controleren corrigeren " +
    "counselen coördineren creëren declareren definiëren demonteren detecteren distribueren documenteren doen doorzoeken " +
    "evalueren faciliteren formuleren fungeren garanderen geven gieten groeperen handelen handhaven hanteren helpen hergebruiken " +
    "herstellen hijsen houden identificeren implementeren informeren innen inspecteren installeren instrueren integreren " +
    "interageren interpreteren introduceren kalibreren kiezen knippen kopen leiden letten leveren luisteren maken managen " +
    "manoeuvreren maximaliseren melden mengen meten modelleren monitoren monteren motiveren nemen noteren observeren oefenen " +
    "onderhandelen onderhouden ondersteunen onderwijzen ontdekken ontvangen ontwikkelen optimaliseren organiseren overleggen " +
    "overzien pleiten polijsten positioneren presenteren proberen produceren promoten rapporteren reageren regelen regisseren " +
    "registreren reguleren reinigen repareren respecteren reviseren richten rijden schakelen scheiden schrijven schuren " +
    "selecteren slachten slijpen slopen sluiten snijden solderen stapelen starten stellen steriliseren steunen stimuleren " +
    "stofzuigen stoppen storten streven sturen testen toetsen trainen transporteren verbeteren verbinden verdelen vergelijken " +
    "verhelpen verkennen verklaren verkopen verkrijgen verlenen verplaatsen verrichten verschaffen verspreiden verstrekken " +
    "vertalen vertegenwoordigen vervaardigen vervoeren vervullen verwarmen verwelkomen verwerken verwijderen verzamelen " +
    "verzekeren verzorgen voeden voeren voldoen volgen voorspellen vouwen waarborgen wassen werken werven wijzigen zoeken zorgen"
  ).split(" "),
);

/** ESCO's plural verbs that are plural nouns too ("de ontwerpen", "spelen", "boeken"): verbs only before what opens a verb phrase */
const NL_VERB_OR_NOUN = new Set(
  "bezoeken delen ontwerpen plaatsen plannen schetsen vormen vragen wegen reizen boeken sporen stemmen lassen spelen pakken laden tekenen wisselen gebruiken onderzoeken passen trekken dragen zetten leggen halen".split(" "),
);
/** what follows a verb, not a plural noun: an article, a pronoun, an adverb ("… en plannen de route", "… en vragen hun klanten") */
const NL_VERB_PHRASE_OPENERS = /^(?:de|het|een|deze|dit|die|dat|ze|zich|hun|er|ook|samen|mee|zo|daarbij|ervoor|erop|daarop|nauw|zelf|regelmatig|alle|hen|hem|haar)$/;

/**
 * Is `word` (followed by `next`) a plural verb of the reader's, later in the sentence? The -eren
 * loan verbs (registreren, controleren) count too; nouns in -eren are named by the caller.
 */
export function isDutchClauseVerb(word: string, next: string | undefined) {
  // "… en zijn verantwoordelijk voor": the verb, not the possessive ("zijn bestemming")
  if (word === "zijn") return /^(?:verantwoordelijk|belast|betrokken|bevoegd|gespecialiseerd|actief|werkzaam|ook|getuige)$/.test(next ?? "");
  if (NL_VERB_OR_NOUN.has(word)) return NL_VERB_PHRASE_OPENERS.test(next ?? "");
  // …and any other verb of the dictionary before a personal pronoun, its object: "reinigen en oliën
  // ze" (a brick moulder's) kept its plural, "U … reinigt en oliën ze" (not before "die" or an
  // article: "vrachtwagens en ploegen die …", "dieren en planten de …" are nouns)
  if (NL_INFINITIVES.has(word) && !/eren$/.test(word) && /^(?:ze|deze|hem|hen|zich)[,;:]?$/.test(next ?? "")) return true;
  // (an -eren word the dictionary knows as a verb: "import- en exportgoederen" read "exportgoedeert")
  return NL_CLAUSE_VERBS.has(word) || (/^[a-z]{4,}[bcdfgklmnprstvzu]eren$/.test(word) && NL_INFINITIVES.has(word));
}
