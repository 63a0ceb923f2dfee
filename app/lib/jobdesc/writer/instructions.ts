/**
 * What a template writer can take from free instructions (issue 41 §2): the words that name
 * skills, tools or topics, and whether the text should be short. Everything else is for an AI
 * writer; the form says so next to the field.
 */
const SHORT = /(?<![\p{L}])(short|shorter|brief|concise|compact|kurz|kürzer|knapp|kompakt|kort|korter|beknopt|bondig)(?![\p{L}])/iu;

const STOPWORDS = new Set(
  (
    "the and for with our your you will work focus keep make more less please write text about also some very into from that this " +
    "der die das und mit für auf bitte den dem des ein eine einen einem ist sind wir unser unsere sie ihr ihre nicht auch mehr weniger " +
    "schreiben text fokus halten de het een en van voor met op aan je jij jouw u uw wij ons onze niet ook meer minder graag schrijf tekst"
  ).split(" "),
);

export interface Instructions {
  short: boolean;
  /** lower-case words of three letters or more that may name a skill, tool or topic */
  keywords: string[];
}

export function readInstructions(text: string): Instructions {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? [])
    .map((w) => w.replace(/^[.]+|[.]+$/g, ""))
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !SHORT.test(w));
  return { short: SHORT.test(text), keywords: [...new Set(words)] };
}

/** A crude stem, enough to match "reviews" with "review" and "Programmierung" with "programmieren". */
export function stem(word: string) {
  const w = word.toLowerCase();
  return w.length >= 7 ? w.slice(0, 6) : w.replace(/s$/, "");
}

export function wordsOf(text: string) {
  return (text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? []).filter((w) => w.length >= 3);
}

/** How many of the keywords a text mentions (a tool by its exact name, a word by its stem). */
export function keywordHits(text: string, keywords: string[]) {
  if (keywords.length === 0) return 0;
  const words = wordsOf(text);
  const stems = new Set(words.map(stem));
  return keywords.filter((k) => words.includes(k) || (k.length > 3 && stems.has(stem(k)))).length;
}

export const SHORT_LIMIT = { responsibilities: 5, requirements: 4 } as const;
export const DEFAULT_LIMIT = { responsibilities: 6, requirements: 6 } as const;
export const MAX_RESPONSIBILITIES = 8;

