import type { Tonality } from "../constants";
import { germanDu } from "../grammar";

/**
 * The built-in writer's own German and Dutch sentences are written once and turned into either
 * tone here. German is written formally: "^" marks a verb addressed to the reader ("Sie ^planen"),
 * "~" a word that refers to the reader ("~Ihre Arbeit", "~sich"); the informal form conjugates the
 * marked verbs for "du" and swaps the marked words. Dutch marks the parts that differ between "u"
 * and "je": {S} (subject), {u} (object), {uw} (possessive), {zich} (reflexive), {heeft}.
 */
const DE_READER: Record<string, string> = {
  Sie: "Du", Ihr: "dein", Ihre: "deine", Ihren: "deinen", Ihrem: "deinem", Ihrer: "deiner", Ihres: "deines", Ihnen: "dir", sich: "dich",
};

export function germanSentence(marked: string, tone: Tonality) {
  if (tone === "formal") return marked.replace(/[\^~]/g, "");
  const informal = marked
    .replace(/\^([\p{L}]+)/gu, (_, verb: string) => germanDu(verb))
    .replace(/~([\p{L}]+)/gu, (_, word: string) => DE_READER[word] ?? word);
  // the sentence starts with the subject: "Sie …" → "Du …"
  return informal.replace(/^Sie\b/, "Du");
}

const NL_PARTS: Record<Tonality, Record<string, string>> = {
  formal: { S: "U", u: "u", uw: "uw", zich: "zich", heeft: "heeft" },
  informal: { S: "Je", u: "je", uw: "je", zich: "je", heeft: "hebt" },
};

export function dutchSentence(marked: string, tone: Tonality) {
  return marked.replace(/\{(S|u|uw|zich|heeft)\}/g, (_, part: string) => NL_PARTS[tone][part]);
}

/** Words that address the reader in the other tone: German Sie/du, Dutch u/je (English has one "you"). */
const OTHER_TONE: Record<"de" | "nl", Record<Tonality, RegExp>> = {
  de: { informal: /(?<![\p{L}])(?:Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?![\p{L}])/u, formal: /(?<![\p{L}])(?:[dD]u|[dD]ein\p{L}*|[dD]ich|[dD]ir)(?![\p{L}])/u },
  nl: { informal: /(?<![\p{L}])(?:[uU]|[uU]w)(?![\p{L}])/u, formal: /(?<![\p{L}])(?:[jJ]e|[jJ]ij|[jJ]ou|[jJ]ouw)(?![\p{L}])/u },
};

/**
 * The first word of a text that addresses the reader in the other tone, or null: the check a text
 * from outside the built-in writer (the AI writer, issue 50 §8) must pass — one tone in every sentence.
 */
export function otherToneWord(text: string, language: "en" | "de" | "nl", tone: Tonality): string | null {
  if (language === "en") return null;
  return text.match(OTHER_TONE[language][tone])?.[0] ?? null;
}
