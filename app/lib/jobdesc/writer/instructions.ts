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
  /** what ranks the tasks: the keywords, with a topic of TOPIC_ROOTS as its roots instead of its words */
  taskKeywords: string[];
}

/**
 * Topics that name a kind of work rather than a word of it: "customer contact" (or service, care)
 * is greeting visitors, answering calls and questions, handling complaints — a receptionist asked
 * to focus on it opened with faxing documents "to customers", the one task that shared the word.
 * Each is one task keyword (its roots joined by "|"), hit by a task that names any of them, in place
 * of the topic's own words; skills and tools are still matched on the words. The roots are those of O*NET's contact tasks (43-4171.00 Receptionists: greet
 * persons entering, operate the switchboard to answer calls, hear and resolve complaints, answer
 * questions from customers or the public; 43-4051.00 Customer Service Representatives: confer with
 * customers by telephone or in person, resolve complaints).
 */
const TOPIC_ROOTS: [RegExp, string][] = [
  [
    /\b(?:customer|client|guest|patient|visitor|caller)s?[- ](?:contact|service|care|facing|interaction|relations)\b|\bfront[- ](?:desk|of[- ]house)\b|\b(?:contact|dealing) with (?:customers|clients|guests|visitors|the public)\b/i,
    "greet|welcom|visitor|visit|caller|calls|telephone|phone|in person|inquir|enquir|question|complain|answer|public",
  ],
];

/** The roots of a topic of TOPIC_ROOTS ("customer contact"), or null for another topic. */
export function topicRoots(topic: string) {
  return TOPIC_ROOTS.find(([pattern]) => pattern.test(topic))?.[1] ?? null;
}

export function readInstructions(text: string): Instructions {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? [])
    .map((w) => w.replace(/^[.]+|[.]+$/g, ""))
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !SHORT.test(w));
  const named = TOPIC_ROOTS.map(([pattern, roots]) => ({ phrase: pattern.exec(text)?.[0], roots })).filter((t) => t.phrase);
  // the topic's own words rank no task: "customer" alone lifted the faxing "to customers"
  const phraseWords = new Set(named.flatMap((t) => t.phrase!.toLowerCase().split(/[\s-]+/)));
  const taskKeywords = [...new Set([...words.filter((w) => !phraseWords.has(w)), ...named.map((t) => t.roots)])];
  return { short: SHORT.test(text), keywords: [...new Set(words)], taskKeywords };
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
  const lower = ` ${words.join(" ")}`;
  // a topic's roots (TOPIC_ROOTS): one hit for any of them, at the start of a word
  const named = (k: string) => (k.includes("|") ? k.split("|").some((root) => lower.includes(` ${root}`)) : words.includes(k) || (k.length > 3 && stems.has(stem(k))));
  return keywords.filter(named).length;
}

export const SHORT_LIMIT = { responsibilities: 5, requirements: 4 } as const;
export const DEFAULT_LIMIT = { responsibilities: 6, requirements: 6 } as const;
export const MAX_RESPONSIBILITIES = 8;

