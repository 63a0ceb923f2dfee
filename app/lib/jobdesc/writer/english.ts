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

/**
 * Singular count nouns that O*NET's clipped statements leave without an article ("greet persons
 * entering establishment", "operate telephone switchboard", "explain procedures to patient"):
 * found by sweeping every task statement for a bare singular head after a verb, a preposition or a
 * participle. Only nouns that are countable in every sense O*NET uses them: not "site" ("on
 * site"), "office" ("hold office") or "court" ("in court"), whose bare use is idiomatic, nor
 * "store" and "building", which O*NET uses as verbs ("to store and retrieve materials").
 */
const COUNT_NOUNS = new Set([
  "establishment", "switchboard", "visit", "patient", "client", "customer", "employer", "vehicle", "truck", "trailer", "vessel",
  "ship", "computer", "machine", "workpiece", "engine", "furnace", "conveyor", "crane", "facility", "warehouse", "physician",
  "supervisor", "company", "organization", "organisation", "department", "doctor",
]);
/** O*NET's leading verbs that open a clause after "and"/"or" ("enter data into computer and set controls") */
const CLAUSE_VERBS = new Set([
  "set", "negotiate", "assess", "observe", "turn", "supervise", "enter", "report", "record", "monitor", "prepare", "provide", "review",
  "adjust", "explain", "inform", "refer", "ensure", "maintain", "perform", "operate", "discuss", "determine", "obtain", "evaluate", "direct",
  "assist", "coordinate",
]);
/** words that open a noun phrase: a preposition, or a participle whose object follows ("entering", "using") */
const PHRASE_OPENERS = new Set([
  "of", "to", "in", "at", "from", "for", "on", "with", "into", "onto", "by", "about", "through", "within", "throughout", "during", "under",
  "around", "between", "toward", "towards", "entering", "leaving", "visiting", "using", "contacting", "assisting", "notifying", "informing",
  "delivering", "transporting",
]);
/** "by vehicle", like "by car": the means, without an article */
const MEANS = new Set(["vehicle", "truck", "ship", "vessel"]);
const NOT_BARE = new Set([...DETERMINERS, "another", "this", "that", "these", "those", "either", "neither", "same", "whose", "which", "what", "one", "no", "some", "several", "both", "many", "much", "few", "own"]);
/** words that end a noun phrase after its head */
const PHRASE_ENDS = new Set(["and", "or", "to", "of", "in", "at", "from", "for", "on", "with", "into", "by", "as", "using", "including", "such", "that", "which", "when", "where", "while", "if", "so", "according", "based", "before", "after", "during", "under", "until", "upon", "via"]);

/**
 * "client and server applications", "patient or family medical histories": the noun, joined by
 * "and"/"or" to words that end in another noun, modifies that noun and takes no article of its own;
 * "the patient and family" (one word after the "and") is two people.
 */
function modifiesACoordinatedNoun(words: string[], head: number) {
  const bare = (w: string) => w.toLowerCase().replace(/[,;:]$/, "");
  for (let i = head + 1; i < words.length; i++) {
    const word = bare(words[i]);
    if (word === "and" || word === "or") {
      const [joined, after] = [words[i + 1], words[i + 2]];
      return joined !== undefined && !/[,;:]$/.test(joined) && !CLAUSE_VERBS.has(bare(joined)) && after !== undefined && !PHRASE_ENDS.has(bare(after));
    }
    if (PHRASE_ENDS.has(word) || /[;:]$/.test(words[i])) return false;
  }
  return false;
}

/** the noun phrase's first word index, where a bare count noun at `head` needs "the", else -1 */
function bareHeadStart(words: string[], head: number) {
  const bare = (w: string) => w.toLowerCase().replace(/[,;:]$/, "");
  const noun = bare(words[head]);
  if (!COUNT_NOUNS.has(noun) || words[head] !== words[head].toLowerCase()) return -1;
  // the head ends the phrase: a comma after it, the end, or a word that ends a phrase
  const next = words[head + 1];
  if (!/[,;:]$/.test(words[head]) && next !== undefined && !PHRASE_ENDS.has(bare(next))) return -1;
  if (modifiesACoordinatedNoun(words, head)) return -1;
  // up to two modifiers before it ("telephone switchboard", "motor vehicle"), then what opens the phrase
  for (let start = head; start >= Math.max(1, head - 2); start--) {
    if (start < head && (/[,;:]$/.test(words[start]) || words[start] !== words[start].toLowerCase())) return -1;
    const word = bare(words[start]);
    if (start < head && (NOT_BARE.has(word) || PHRASE_ENDS.has(word) || /'s?$/.test(word) || /s$/.test(word))) return -1;
    const before = words[start - 1];
    if (/[,;:]$/.test(before)) return -1;
    const opener = bare(before);
    if (NOT_BARE.has(opener) || /'s?$/.test(opener) || /^\d/.test(opener) || (opener === "by" && MEANS.has(noun))) return -1;
    // "to position truck", "to prepare patient": after "to" a word before the noun is as likely a verb
    if (opener === "to" && start < head) return -1;
    // the leading verb, a preposition or a participle; a verb after "and"/"or" cannot be told
    // from an adjective ("typewriter or personal computer")
    if (start - 1 === 0 || PHRASE_OPENERS.has(opener)) return start;
  }
  return -1;
}

/**
 * Words after "and"/"or" that are adjectives, participles or nouns by their ending, not the verb a
 * nominalisation's article follows: "determine vertical and horizontal alignment of courses" read
 * "horizontal the alignment", "analyze financial or operational performance of companies"
 * "operational the performance" (O*NET 47-2021, 13-2051). Base-form verbs rarely end so
 * ("reveal", "receive", "apply" do not match).
 */
const NOT_A_VERB = /(?:\w{5}al|ic|tive|sive|ous|ful|ary|ory|[^p]ly|able|ible|ance|ence|[^e]ed|\w{3}ing)$/;

export function withArticles(task: string) {
  const words = task.replace(/\s+/g, " ").trim().split(" ");
  const needsThe = new Set(words.map((_, i) => bareHeadStart(words, i)).filter((start) => start > 0));
  const out: string[] = [];
  words.forEach((word, i) => {
    const previous = words[i - 1]?.toLowerCase().replace(/[,;]$/, "") ?? "";
    const next = words[i + 1]?.toLowerCase();
    // after the leading verb, or a verb joined by "and"/"or"/"to": "determine feasibility of" → "determine the feasibility of"
    const afterVerb = i === 1 || (i >= 2 && VERB_JOINS.has(words[i - 2]?.toLowerCase() ?? "") && !NOT_A_VERB.test(previous));
    if ((afterVerb && NOMINALISATION.test(word) && next === "of" && !DETERMINERS.has(previous)) || needsThe.has(i)) out.push("the");
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
  // an acronym, or a letter before a hyphen ("X-ray technician", "E-commerce manager"), is read letter by letter
  if (/^(?:[A-Z]{2,}|[A-Za-z]-)/.test(phrase.trim())) return /^[AEFHILMNORSX]/i.test(phrase.trim()) ? "an" : "a";
  return /^[aeiou]/.test(word) ? "an" : "a";
}
