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
