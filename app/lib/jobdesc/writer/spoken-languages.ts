import type { JobdescLanguage } from "../constants";

/**
 * Languages the recruiter names in the instructions (issue 50 §4): "bilingual English/Spanish",
 * "Englischkenntnisse von Vorteil", "Duits vereist", "Polish speaker", "Deutsch C1". They were
 * listed back as "not used", yet a second language is one of the commonest lines of a real ad
 * (a medical assistant in Phoenix, a customer adviser in Venlo). Each becomes a line of the
 * requirements in the text's words; the text's own language keeps its line and takes the level.
 */
export interface SpokenLanguage {
  /** the language's English name, lower case: the key of LANGUAGE_NAMES */
  id: string;
  /** a CEFR level the recruiter gave ("C1"), upper case */
  level: string | null;
  /** "bilingual", "fluent", "fließend", "verhandlungssicher", "vloeiend", "native" */
  fluent: boolean;
  /** "a plus", "von Vorteil", "wünschenswert", "een pré": welcome, not required */
  plus: boolean;
}

/** Each language's name in en, de, nl; the forms a recruiter types are these, lower case. */
const LANGUAGE_NAMES: Record<string, Record<JobdescLanguage, string>> = {
  english: { en: "English", de: "Englisch", nl: "Engels" },
  german: { en: "German", de: "Deutsch", nl: "Duits" },
  dutch: { en: "Dutch", de: "Niederländisch", nl: "Nederlands" },
  french: { en: "French", de: "Französisch", nl: "Frans" },
  spanish: { en: "Spanish", de: "Spanisch", nl: "Spaans" },
  italian: { en: "Italian", de: "Italienisch", nl: "Italiaans" },
  portuguese: { en: "Portuguese", de: "Portugiesisch", nl: "Portugees" },
  polish: { en: "Polish", de: "Polnisch", nl: "Pools" },
  turkish: { en: "Turkish", de: "Türkisch", nl: "Turks" },
  arabic: { en: "Arabic", de: "Arabisch", nl: "Arabisch" },
  russian: { en: "Russian", de: "Russisch", nl: "Russisch" },
  ukrainian: { en: "Ukrainian", de: "Ukrainisch", nl: "Oekraïens" },
  romanian: { en: "Romanian", de: "Rumänisch", nl: "Roemeens" },
  czech: { en: "Czech", de: "Tschechisch", nl: "Tsjechisch" },
  hungarian: { en: "Hungarian", de: "Ungarisch", nl: "Hongaars" },
  greek: { en: "Greek", de: "Griechisch", nl: "Grieks" },
  danish: { en: "Danish", de: "Dänisch", nl: "Deens" },
  swedish: { en: "Swedish", de: "Schwedisch", nl: "Zweeds" },
  norwegian: { en: "Norwegian", de: "Norwegisch", nl: "Noors" },
  chinese: { en: "Chinese", de: "Chinesisch", nl: "Chinees" },
  mandarin: { en: "Mandarin", de: "Mandarin", nl: "Mandarijn" },
  japanese: { en: "Japanese", de: "Japanisch", nl: "Japans" },
  korean: { en: "Korean", de: "Koreanisch", nl: "Koreaans" },
  vietnamese: { en: "Vietnamese", de: "Vietnamesisch", nl: "Vietnamees" },
  hindi: { en: "Hindi", de: "Hindi", nl: "Hindi" },
  urdu: { en: "Urdu", de: "Urdu", nl: "Urdu" },
  persian: { en: "Persian", de: "Persisch", nl: "Perzisch" },
  kurdish: { en: "Kurdish", de: "Kurdisch", nl: "Koerdisch" },
  welsh: { en: "Welsh", de: "Walisisch", nl: "Welsh" },
  irish: { en: "Irish", de: "Irisch", nl: "Iers" },
  "british sign language": { en: "British Sign Language", de: "Britische Gebärdensprache", nl: "Britse Gebarentaal" },
};

/** The text's own language, by the language it is written in. */
const OWN: Record<JobdescLanguage, string> = { en: "english", de: "german", nl: "dutch" };

/** Every form a recruiter types, lower case, to its id; and the extra forms: "Farsi", "Deutsch", the Dutch "-talig" stems. */
const FORMS = new Map<string, string>();
for (const [id, names] of Object.entries(LANGUAGE_NAMES)) for (const name of Object.values(names)) FORMS.set(name.toLowerCase(), id);
for (const [form, id] of [
  ["farsi", "persian"],
  ["bsl", "british sign language"],
  ["engelstalig", "english"],
  ["duitstalig", "german"],
  ["nederlandstalig", "dutch"],
  ["franstalig", "french"],
  ["spaanstalig", "spanish"],
  ["poolstalig", "polish"],
  ["turkstalig", "turkish"],
  ["arabischtalig", "arabic"],
] as const)
  FORMS.set(form, id);

/** The words that may stand beside a language name in a part about languages, and nothing else: "italienische Küche" is a cuisine. */
const LANGUAGE_TALK = new Set(
  (
    "bilingual fluent fluently fluency native speaker speakers speaking spoken written write speak and or in of with skills skill knowledge " +
    "level at least good very excellent basic business working required essential a an plus desirable preferred advantage advantageous is are " +
    "also must have ideally " +
    "zweisprachig fließend fliessend verhandlungssicher sehr gute gut kenntnisse sprachkenntnisse mindestens niveau erforderlich wünschenswert " +
    "von vorteil ist sind ein sprechen sprechend mündlich schriftlich muttersprache muttersprachlich und oder in wort schrift idealerweise " +
    "auch zwingend " +
    "tweetalig vloeiend goede goed kennis van het niveau minimaal vereist pre pré een beheersing spreken spreekt mondeling schriftelijk " +
    "moedertaal en of ook bij voorkeur is"
  ).split(" "),
);
const CEFR = /^[abc][12]$/;
const FLUENT = /bilingual|fluent|fließend|fliessend|verhandlungssicher|zweisprachig|muttersprach|native|vloeiend|tweetalig|moedertaal/;
const PLUS = /(?<![\p{L}])(?:a plus|desirable|preferred|advantage|advantageous|ideally|von vorteil|wünschenswert|idealerweise|pré|pre|bij voorkeur)(?![\p{L}])/u;

/** A word's language, whole ("Spanish") or as a compound's first part ("Englischkenntnisse", "englischsprachig", "Spanish-speaking"). */
function languageOf(word: string) {
  const exact = FORMS.get(word);
  if (exact) return exact;
  const compound = /^(.+?)(?:kenntnisse|sprachig|sprachler|sprachlerin)$/.exec(word);
  return compound ? FORMS.get(compound[1]!) : undefined;
}

/** The languages an instruction part is about, or null when the part is about something else. */
export function spokenLanguagesOf(part: string): SpokenLanguage[] | null {
  const lower = part.toLowerCase();
  const words = lower.match(/[\p{L}\p{N}]+/gu) ?? [];
  // two-word names first ("British Sign Language"), then word by word
  const ids: string[] = [];
  let rest = ` ${words.join(" ")} `;
  for (const id of Object.keys(LANGUAGE_NAMES).filter((name) => name.includes(" "))) {
    if (rest.includes(` ${id} `)) {
      ids.push(id);
      rest = rest.replace(` ${id} `, " ");
    }
  }
  for (const word of rest.trim().split(" ").filter(Boolean)) {
    const id = languageOf(word);
    if (id) ids.push(id);
    else if (!LANGUAGE_TALK.has(word) && !CEFR.test(word)) return null;
  }
  if (ids.length === 0) return null;
  const level = words.find((w) => CEFR.test(w))?.toUpperCase() ?? null;
  const fluent = FLUENT.test(lower);
  const plus = PLUS.test(lower);
  return [...new Set(ids)].map((id) => ({ id, level, fluent, plus }));
}

/** A part that names languages and nothing else ("Spanish" of "bilingual English and Spanish"). */
function bare(part: string) {
  const words = part.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 && words.every((w) => languageOf(w));
}

/** The qualifiers ("bilingual", "C1", "a plus") a part writes before its first language name or after its last. */
function qualifiersOf(part: string, side: "before" | "after") {
  const words = part.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const named = words.map((w) => Boolean(languageOf(w)));
  const outside = side === "before" ? words.slice(0, named.indexOf(true)) : words.slice(named.lastIndexOf(true) + 1);
  const text = outside.join(" ");
  return { level: outside.find((w) => CEFR.test(w))?.toUpperCase() ?? null, fluent: FLUENT.test(text), plus: PLUS.test(text) };
}

/**
 * The languages of the instructions' parts, in order. The instructions are split at "and"
 * (instruction-plan.ts), so "bilingual English and Spanish" arrives as two parts: a part that only
 * names languages shares the qualifiers its neighbour writes on its side — the first part's
 * "bilingual" before it, the next part's "a plus" or "fließend" after it ("English and Spanish a
 * plus", "Deutsch und Englisch fließend"). Before, the Spanish of a bilingual ad was not fluent.
 */
export function spokenLanguagesOfParts(parts: readonly string[]): SpokenLanguage[] {
  const found = parts.map((part) => spokenLanguagesOf(part));
  return found.flatMap((languages, i) => {
    if (!languages) return [];
    if (!bare(parts[i]!)) return languages;
    const shared = [found[i - 1] ? qualifiersOf(parts[i - 1]!, "before") : null, found[i + 1] ? qualifiersOf(parts[i + 1]!, "after") : null].filter((q) => q !== null);
    return languages.map((l) => ({
      ...l,
      level: l.level ?? shared.find((q) => q.level)?.level ?? null,
      fluent: l.fluent || shared.some((q) => q.fluent),
      plus: l.plus || shared.some((q) => q.plus),
    }));
  });
}

const AND: Record<JobdescLanguage, string> = { en: "and", de: "und", nl: "en" };
const listed = (names: string[], language: JobdescLanguage) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} ${AND[language]} ${names.at(-1)}` : names[0]!;

/** How the text says its own language's level: after the sentence's own "B2", or added. */
function withOwnLevel(sentence: string, level: string | null, language: JobdescLanguage) {
  if (!level) return sentence;
  if (/\b[ABC][12]\b/.test(sentence)) return sentence.replace(/\b[ABC][12]\b/, level);
  const at = { en: "at least", de: "mindestens", nl: "minimaal" }[language];
  return sentence.replace(/\.$/, ` (${at} ${level}).`);
}

/**
 * The requirements' language lines (marked for the tone, writer/tone.ts): the text's own language
 * (`ownSentence`, with a level the recruiter gave), then the other languages named, required or
 * welcome.
 */
export function languageLines(ownSentence: string, named: readonly SpokenLanguage[], language: JobdescLanguage): string[] {
  const own = named.find((l) => l.id === OWN[language]);
  const others = named.filter((l) => l.id !== OWN[language]);
  const name = (l: SpokenLanguage) => LANGUAGE_NAMES[l.id]![language];
  const lines = [withOwnLevel(ownSentence, own?.level ?? null, language)];
  const required = others.filter((l) => !l.plus);
  if (required.length) {
    const names = listed(required.map(name), language);
    const level = required.find((l) => l.level)?.level;
    const fluent = required.some((l) => l.fluent);
    lines.push(
      {
        en: level ? `You also speak ${names} (at least ${level}).` : fluent ? `You also speak ${names} fluently.` : `You also speak ${names}.`,
        de: level ? `Sie ^sprechen außerdem ${names} (mindestens ${level}).` : `Sie ^sprechen außerdem ${fluent ? "fließend" : "gut"} ${names}.`,
        nl: level ? `{S} spreekt daarnaast ${names} (minimaal ${level}).` : `{S} spreekt daarnaast ${fluent ? "vloeiend" : "goed"} ${names}.`,
      }[language],
    );
  }
  const welcome = others.filter((l) => l.plus);
  if (welcome.length) {
    const names = listed(welcome.map(name), language);
    lines.push({ en: `Knowledge of ${names} is a plus.`, de: `Kenntnisse in ${names} sind von Vorteil.`, nl: `Kennis van het ${names} is een pré.` }[language]);
  }
  return lines;
}
