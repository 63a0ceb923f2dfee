import { LANGUAGES, type JobdescLanguage } from "~/lib/jobdesc/constants";
import { createCache } from "~/platform/cache.server";
import { escoOccupations } from "./reference-data.server";

/**
 * Titles as people type them (issue 50 §2), matched to an ESCO occupation without a database: an
 * index of ESCO's preferred and alternative labels in en, de and nl (German pairs
 * "Koch/Köchin" split into both forms), searched by trigram similarity so that "Vrachtwagen
 * chauffeur" or "Pflegefachkraf" still find theirs. The batch command and the evaluation run
 * without a server, and the app uses the same index, so all three write the same text.
 */
export interface OccupationMatch {
  escoUuid: string;
  iscoCode: string;
  /** the label that matched, and its language */
  label: string;
  labelLanguage: JobdescLanguage;
  /** 0–1: trigram similarity of the typed words and the label (1 = same words) */
  score: number;
}

interface Entry {
  uuid: string;
  isco: string;
  label: string;
  language: JobdescLanguage;
  preferred: boolean;
  normal: string;
  /** how many distinct trigrams the label has */
  grams: number;
}

/** Lower case, accents folded (ä → a), separators as spaces: "Pflegefachkraft (ICU)" → "pflegefachkraft icu". */
export function normaliseTitle(text: string) {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9+]+/g, " ")
    .trim();
}

/** Distinct trigrams of each word padded with spaces, as PostgreSQL's pg_trgm does. */
function trigrams(normal: string) {
  const grams = new Set<string>();
  for (const word of normal.split(" ")) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i < padded.length - 2; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/**
 * Words that open a prepositional phrase after the head: "Kaufmann für Büromanagement",
 * "medewerker van de klantenservice", "Head of Sales".
 */
const PREPOSITIONS = new Set(["fur", "im", "in", "bei", "mit", "von", "vom", "zur", "zum", "voor", "van", "bij", "met", "op", "for", "of", "at", "with"]);

/**
 * German and Dutch adjectives by their endings ("kaufmännischer", "medizinische", "regionaler",
 * "leitender", "administratief", "financieel", "logistiek", "zelfstandig", "verzorgende"); a bare
 * "-al", "-ar" or "-ell" is left to nouns ("Personal", "Notar").
 */
const ADJECTIVE = /(?:isch|lich|ig|iv|end|ief|iev|eel|iel|iek|lijk)(?:e|er|es|en|em)?$|(?:al|ar|ell)(?:e|er|es|en|em)$/;

/**
 * The word that names the occupation. English puts its modifiers first ("customer service
 * advisor"): the last word. German and Dutch put adjectives first ("Kaufmännischer Sachbearbeiter",
 * "administratief medewerker") and a department after the noun ("Industriemechaniker
 * Instandhaltung", "medewerker klantenservice", "Pflegefachkraft Intensivstation"): the first
 * word that is no adjective. Either way before a prepositional phrase; gender endings left alone
 * by the title parser ("Angestellte/r" → "angestellte r") are no words.
 */
export function titleHead(normal: string, language: JobdescLanguage) {
  const words = normal.split(" ").filter(Boolean);
  const cut = words.findIndex((w, i) => i > 0 && PREPOSITIONS.has(w));
  const phrase = (cut > 0 ? words.slice(0, cut) : words).filter((w) => w.length >= 3);
  if (language === "en") return phrase.at(-1) ?? "";
  return phrase.find((w) => !ADJECTIVE.test(w)) ?? phrase.at(-1) ?? "";
}

/** Trigram similarity of two single words (typing errors: "Pflegefachkraf"). */
function wordSimilarity(a: string, b: string) {
  const [ga, gb] = [trigrams(a), trigrams(b)];
  let shared = 0;
  for (const g of ga) if (gb.has(g)) shared++;
  return shared / (ga.size + gb.size - shared);
}

/**
 * Whether a label holds a typed word (the head above all): the word itself, a compound that ends or contains it
 * ("Verlagssachbearbeiter" for "Sachbearbeiter"), a part of it ("Buchhalter" for
 * "Finanzbuchhalter"), or a word spelt nearly alike.
 */
function holdsWord(label: string, head: string) {
  return label.split(" ").some((w) => w.includes(head) || (w.length >= 4 && head.includes(w)) || wordSimilarity(w, head) >= 0.5);
}

/**
 * A label without the typed head word names another occupation however many letters it shares:
 * "Kaufmännischer Leiter" (a commercial director) shares the long "Kaufmännisch" with
 * "Kaufmännischer Sachbearbeiter" (an office clerk) and would win on trigrams alone. Its score is
 * halved; when no label holds the head ("Pflegefachkraft Intensivstation"), all are, and the order stays.
 */
const WITHOUT_HEAD = 0.5;

interface Index {
  entries: Entry[];
  /** normalised word → how many occupations have it in a label */
  spread: Map<string, number>;
  /** trigram → the entries that have it (posting lists) */
  byGram: Map<string, Int32Array>;
  /** "<language>|<normalised label>" of every preferred label */
  preferred: Set<string>;
}

const indexes = createCache<Index>("occupation-index", { max: 4 });

function index(dir: string): Index {
  return indexes.getOrComputeSync(dir, () => {
    const entries: Entry[] = [];
    const postings = new Map<string, number[]>();
    const seen = new Set<string>();
    for (const language of LANGUAGES) {
      for (const [uuid, occupation] of escoOccupations(dir, language)) {
        const labels = [occupation.preferredLabel, ...occupation.altLabels];
        labels.forEach((raw, i) => {
          // "Koch/Köchin", "Technischer Leiter …/Technische Leiterin …": each form alone; "/in" is
          // the feminine ending, no form ("Sachbearbeiter/in für Wettbewerbsfragen" gave a bare
          // "Sachbearbeiter" to the competition policy officer)
          const forms = language === "en" ? [raw] : raw.replace(/\/(in|innen)\b/g, "").split("/").filter((f) => f.trim().length >= 3);
          for (const label of forms) {
            const normal = normaliseTitle(label);
            const key = `${uuid}|${language}|${normal}`;
            if (!normal || seen.has(key)) continue;
            seen.add(key);
            const grams = trigrams(normal);
            const at = entries.length;
            entries.push({ uuid, isco: occupation.iscoGroup, label: label.trim(), language, preferred: i === 0, normal, grams: grams.size });
            for (const gram of grams) {
              const list = postings.get(gram);
              if (list) list.push(at);
              else postings.set(gram, [at]);
            }
          }
        });
      }
    }
    const byGram = new Map<string, Int32Array>();
    for (const [gram, list] of postings) byGram.set(gram, Int32Array.from(list));
    const occupationsOf = new Map<string, Set<string>>();
    for (const entry of entries) {
      for (const word of entry.normal.split(" ")) {
        const set = occupationsOf.get(word);
        if (set) set.add(entry.uuid);
        else occupationsOf.set(word, new Set([entry.uuid]));
      }
    }
    const spread = new Map([...occupationsOf].map(([word, set]) => [word, set.size]));
    const preferred = new Set(entries.filter((e) => e.preferred).map((e) => `${e.language}|${e.normal}`));
    return { entries, spread, byGram, preferred };
  });
}

/**
 * Whether the words name no occupation by themselves: each is in the labels of 50 occupations or
 * more ("medewerker" 304, "Mitarbeiter" 60, "assistant" 367, "Leiter" 116; "Koch" 2,
 * "Pflegefachkraft" 0 as a word).
 */
export function onlyGenericWords(dir: string, text: string) {
  const { spread } = index(dir);
  const words = normaliseTitle(text).split(" ").filter(Boolean);
  return words.length > 0 && words.every((w) => (spread.get(w) ?? 0) >= 50);
}

/** Whether the text is, as a whole, an occupation's preferred label in that language ("chef"). */
export function isPreferredLabel(dir: string, text: string, language: JobdescLanguage) {
  return index(dir).preferred.has(`${language}|${normaliseTitle(text)}`);
}

/**
 * A Dutch title's feminine "-ster" words in the masculine form the labels hold, so that both name
 * the same occupation (a vacancy is open to all; the form is the writer's, not the job's): ESCO
 * gives "boekhoudster" to the accounting manager (hoofd boekhouding) and the budget controller,
 * "boekhouder" as preferred label to the bookkeeper, and a "Boekhoudster" ad led the accounts
 * department. The masculine is "-er" on the stem, with the spelling's changes tried in turn
 * (verkoopster → verkoper, lesgeefster → lesgever, kapster → kapper, bestuurster → bestuurder);
 * the first that is a word of ESCO's labels is taken, else the word stays ("zuster", "meester").
 */
export function dutchMasculine(dir: string, text: string) {
  const { spread } = index(dir);
  return text.replace(/\p{L}+ster\b/giu, (word) => {
    const stem = word.slice(0, -4);
    if (!/[^aeiou]$/i.test(stem)) return word;
    const open = stem.replace(/([aeou])\1([^aeiou])$/i, "$1$2").replace(/f$/i, "v");
    const tries = [`${open}er`, `${stem}er`, `${stem}${stem.at(-1)}er`, `${stem}der`];
    return tries.find((t) => (spread.get(normaliseTitle(t)) ?? 0) > 0) ?? word;
  });
}

/** Builds the index ahead of the first request (the server's warm-up, ≈1 s). */
export function warmOccupationIndex(dir: string) {
  index(dir);
}

/**
 * The occupation whose label is closest to the typed words: exact label first, then trigram
 * similarity (shared / all trigrams), halved for a label without the title's `head` word (by
 * default the typed one; a caller trying fewer words passes the whole title's) and lowered by the
 * share of typed words it lacks; the request's
 * language, a preferred label and a shorter label win ties. Below `minScore` nothing matches (the
 * writer then says so, issue 50 §2).
 */
export function matchOccupation(
  dir: string,
  text: string,
  language: JobdescLanguage,
  minScore = 0.45,
  head = titleHead(normaliseTitle(text), language),
): OccupationMatch | null {
  const normal = normaliseTitle(text);
  if (!normal) return null;
  const { entries, byGram } = index(dir);
  if (entries.length === 0) return null;
  const grams = trigrams(normal);
  const typedWords = normal.split(" ").filter((w) => w.length >= 3);
  // shared trigrams per entry, counted in one typed array (a title touches tens of thousands of postings)
  const shared = new Uint16Array(entries.length);
  const touched: number[] = [];
  for (const gram of grams) {
    const list = byGram.get(gram);
    if (!list) continue;
    for (let i = 0; i < list.length; i++) {
      const at = list[i];
      if (shared[at] === 0) touched.push(at);
      shared[at]++;
    }
  }
  let best: { entry: Entry; score: number; rank: number } | null = null;
  for (const at of touched) {
    const entry = entries[at];
    const count = shared[at];
    const similarity = entry.normal === normal ? 1 : count / (grams.size + entry.grams - count);
    // the words are looked for only where they could change the outcome (a title touches
    // thousands of labels); a label lacking a typed word also loses a share: "IND-medewerker" (an
    // immigration adviser) shares more trigrams with "Medewerker inkoop" than "administratief
    // medewerker inkoop" does, but has no "inkoop"
    let score = similarity;
    if (similarity < 1 && similarity >= minScore) {
      if (head && !holdsWord(entry.normal, head)) score *= WITHOUT_HEAD;
      const held = typedWords.filter((w) => holdsWord(entry.normal, w)).length;
      score *= 0.5 + (0.5 * held) / Math.max(1, typedWords.length);
    }
    const rank = score + (entry.language === language ? 0.02 : 0) + (entry.preferred ? 0.01 : 0) - entry.normal.length / 10_000;
    if (!best || rank > best.rank) best = { entry, score, rank };
  }
  if (!best || best.score < minScore) return null;
  return { escoUuid: best.entry.uuid, iscoCode: best.entry.isco, label: best.entry.label, labelLanguage: best.entry.language, score: best.score };
}
