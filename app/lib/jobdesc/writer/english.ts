import type { Tonality } from "../constants";

/**
 * O*NET task statements ("Coordinate installation of software system.") as sentences addressed to
 * the reader (issue 41 §2: grammatical, with articles): "You will coordinate the installation of
 * software systems." The statements are imperative clauses, so the verb comes first; a
 * nominalisation followed by "of" after a verb gets its article, and an object that O*NET leaves
 * as a bare singular ("software system") at the end becomes plural.
 */
const NOMINALISATION = /^[a-z]+(tion|sion|ment|ance|ence|ity|ness|ure|ysis|ing)$/;
const DETERMINERS = new Set(["a", "an", "the", "all", "any", "each", "every", "their", "its", "his", "her", "our", "your", "new", "existing", "other", "such"]);
const VERB_JOINS = new Set(["and", "or", "to"]);
const BARE_ENDINGS: [RegExp, string][] = [
  [/\b(software|computer|information|operating|database|network|control) system$/, "$1 systems"],
  [/\b(software|computer|web|mobile) application$/, "$1 applications"],
  [/\b(software|computer) program$/, "$1 programs"],
];

export function withArticles(task: string) {
  const words = task.replace(/\s+/g, " ").trim().split(" ");
  const out: string[] = [];
  words.forEach((word, i) => {
    const previous = words[i - 1]?.toLowerCase().replace(/[,;]$/, "") ?? "";
    const next = words[i + 1]?.toLowerCase();
    // after the leading verb, or a verb joined by "and"/"or"/"to": "determine feasibility of" → "determine the feasibility of"
    const afterVerb = i === 1 || (i >= 2 && VERB_JOINS.has(words[i - 2]?.toLowerCase() ?? ""));
    if (afterVerb && NOMINALISATION.test(word) && next === "of" && !DETERMINERS.has(previous)) out.push("the");
    out.push(word);
  });
  let sentence = out.join(" ");
  for (const [pattern, replacement] of BARE_ENDINGS) sentence = sentence.replace(pattern, replacement);
  return sentence;
}

export function englishTask(task: string, tone: Tonality) {
  const lead = tone === "formal" ? "You will" : "You'll";
  const text = withArticles(task.replace(/\.$/, "")) + ".";
  // the verb leads: lower-case it, never a name or an acronym that follows
  return `${lead} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** "a"/"an" before a job title in running text ("As an electrician", "As a user researcher"). */
export function indefiniteArticle(phrase: string) {
  const word = phrase.trim().toLowerCase();
  if (/^(uni|use|usa|eu|one|once)/.test(word)) return "a";
  if (/^(hour|honest|honou?r|heir)/.test(word)) return "an";
  if (/^[A-Z]{2,}/.test(phrase.trim())) return /^[AEFHILMNORSX]/.test(phrase.trim()) ? "an" : "a";
  return /^[aeiou]/.test(word) ? "an" : "a";
}
