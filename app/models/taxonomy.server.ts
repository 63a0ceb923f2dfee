import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { preparedStatement } from "~/db/prepared-query.server";
import { createCache } from "~/platform/cache.server";
import { iscoGroups, jobFunctions, jobTitleLabels, jobTitles, locations, occupationImports, taxonomyTerms } from "~/db/schema";
import type { Vocabulary } from "~/lib/catalogue/options";
import { displayJobTitle, sameJobTitle } from "~/lib/catalogue/job-titles";
import { TreeIndex } from "~/lib/catalogue/tree";
import type { Lang, Option } from "~/lib/catalogue/options";
import { containsPattern, prefixPattern } from "~/lib/sql-like";
import { BUILTIN_ESCO_CODES, BUILTIN_JOB_TITLES, TRAINING_JOB_TITLES } from "~/lib/catalogue/builtin-job-titles";
import { parseTitleQuery, type TitleQuery } from "~/lib/catalogue/title-query";

/**
 * All SQL of the catalogue taxonomy: job functions (a tree), job titles with their labels,
 * locations (country → region → city), the small vocabularies and ISCO groups. The taxonomy is
 * reference data shared by every company, so these functions take no companyId.
 */

export interface LabelledNode {
  id: string;
  parentId: string | null;
  labels: Record<Lang, string>;
  sort: number;
  /** job functions: the ISCO-08 groups that map onto it */
  iscoPrefixes?: string[];
}

export interface LocationNode extends LabelledNode {
  kind: "country" | "region" | "city";
  countryCode: string;
  names: Record<Lang, string>;
}

export interface Taxonomy {
  jobFunctions: LabelledNode[];
  locations: LocationNode[];
  terms: Record<Vocabulary, LabelledNode[]>;
  functionTree: TreeIndex;
  locationTree: TreeIndex;
  byId: {
    jobFunction: Map<string, LabelledNode>;
    location: Map<string, LocationNode>;
    term: Map<string, LabelledNode>;
  };
}

const labels = (row: { labelEn: string; labelDe: string; labelNl: string }) => ({
  en: row.labelEn,
  de: row.labelDe,
  nl: row.labelNl,
});

// The taxonomy changes only through imports, which invalidate it; other instances see an import
// within the TTL (decision 066). The promise is cached, so concurrent first reads load it once.
const taxonomyCache = createCache<Promise<Taxonomy>>("taxonomy", { max: 1, ttlMs: 60_000 });

/**
 * A job title's labels by id, or none for an id the table does not have. The campaign lists show
 * the saved target groups' titles in the viewer's language (decision 063): a statement per list
 * page for the same few titles, now kept (decision 077). Titles change only through
 * replaceJobTitles, which clears this cache (invalidateTaxonomy); other instances see an import
 * within the TTL, as with the taxonomy.
 */
const jobTitleLabelCache = createCache<{ labels: Record<Lang, string> | null }>("job-title-labels", {
  max: 20_000,
  ttlMs: 60_000,
});

/** After an import: the taxonomy and the job titles' labels are read again (decisions 066, 077). */
export function invalidateTaxonomy() {
  taxonomyCache.clear();
  jobTitleLabelCache.clear();
}

export function getTaxonomy(): Promise<Taxonomy> {
  return taxonomyCache.getOrComputeSync("taxonomy", () => {
    const value = loadTaxonomy();
    value.catch(() => taxonomyCache.delete("taxonomy"));
    return value;
  });
}

async function loadTaxonomy(): Promise<Taxonomy> {
  const db = await getDb();
  const [fnRows, locRows, termRows] = await Promise.all([
    db.select().from(jobFunctions).orderBy(asc(jobFunctions.sort)),
    db.select().from(locations).orderBy(asc(locations.sort)),
    db.select().from(taxonomyTerms).orderBy(asc(taxonomyTerms.sort)),
  ]);
  const fns: LabelledNode[] = fnRows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    labels: labels(r),
    sort: r.sort,
    iscoPrefixes: r.iscoPrefixes ?? [],
  }));
  const locs: LocationNode[] = locRows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    labels: labels(r),
    sort: r.sort,
    kind: r.kind as LocationNode["kind"],
    countryCode: r.countryCode,
    names: { en: r.nameEn, de: r.nameDe, nl: r.nameNl },
  }));
  const terms = {
    industry: [],
    seniority: [],
    working_term: [],
    education_level: [],
    channel_type: [],
    category: [],
  } as Record<Vocabulary, LabelledNode[]>;
  const termById = new Map<string, LabelledNode>();
  for (const row of termRows) {
    const node = { id: row.id, parentId: null, labels: labels(row), sort: row.sort };
    terms[row.vocabulary as Vocabulary]?.push(node);
    termById.set(`${row.vocabulary}:${row.id}`, node);
  }
  return {
    jobFunctions: fns,
    locations: locs,
    terms,
    functionTree: new TreeIndex(fns),
    locationTree: new TreeIndex(locs),
    byId: {
      jobFunction: new Map(fns.map((n) => [n.id, n])),
      location: new Map(locs.map((n) => [n.id, n])),
      term: termById,
    },
  };
}

export function termLabel(taxonomy: Taxonomy, vocabulary: Vocabulary, id: string, lang: Lang) {
  return taxonomy.byId.term.get(`${vocabulary}:${id}`)?.labels[lang] ?? id;
}

export function toOptions(nodes: LabelledNode[], lang: Lang): Option[] {
  return nodes.map((n) => ({ id: n.id, label: n.labels[lang] }));
}

// ── Writes (import commands and the first-start seed) ─────────────────────────────────────────

export interface TermRow {
  vocabulary: Vocabulary;
  id: string;
  labels: readonly [string, string, string];
  sort: number;
}

export async function upsertTaxonomy(input: {
  jobFunctions: { id: string; parentId: string | null; labels: readonly [string, string, string]; isco: string[]; sort: number }[];
  terms: TermRow[];
  locations: {
    id: string;
    kind: string;
    countryCode: string;
    parentId: string | null;
    names: readonly [string, string, string];
    labels: readonly [string, string, string];
    sort: number;
  }[];
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const f of input.jobFunctions) {
      const values = {
        id: f.id,
        parentId: f.parentId,
        labelEn: f.labels[0],
        labelDe: f.labels[1],
        labelNl: f.labels[2],
        iscoPrefixes: f.isco,
        sort: f.sort,
      };
      await tx.insert(jobFunctions).values(values).onConflictDoUpdate({ target: jobFunctions.id, set: values });
    }
    for (const t of input.terms) {
      const values = {
        vocabulary: t.vocabulary,
        id: t.id,
        labelEn: t.labels[0],
        labelDe: t.labels[1],
        labelNl: t.labels[2],
        sort: t.sort,
      };
      await tx
        .insert(taxonomyTerms)
        .values(values)
        .onConflictDoUpdate({ target: [taxonomyTerms.vocabulary, taxonomyTerms.id], set: values });
    }
    for (let i = 0; i < input.locations.length; i += 200) {
      const batch = input.locations.slice(i, i + 200).map((l) => ({
        id: l.id,
        kind: l.kind,
        countryCode: l.countryCode,
        parentId: l.parentId,
        nameEn: l.names[0],
        nameDe: l.names[1],
        nameNl: l.names[2],
        labelEn: l.labels[0],
        labelDe: l.labels[1],
        labelNl: l.labels[2],
        canonicalName: l.labels[0],
        // every name in every language, so a German user finds "Munich" by typing "München"
        searchText: [...new Set([...l.names, ...l.labels])].join(" | ").toLowerCase(),
        sort: l.sort,
      }));
      await tx
        .insert(locations)
        .values(batch)
        .onConflictDoUpdate({
          target: locations.id,
          set: {
            kind: sql`excluded.kind`,
            countryCode: sql`excluded.country_code`,
            parentId: sql`excluded.parent_id`,
            nameEn: sql`excluded.name_en`,
            nameDe: sql`excluded.name_de`,
            nameNl: sql`excluded.name_nl`,
            labelEn: sql`excluded.label_en`,
            labelDe: sql`excluded.label_de`,
            labelNl: sql`excluded.label_nl`,
            canonicalName: sql`excluded.canonical_name`,
            searchText: sql`excluded.search_text`,
            sort: sql`excluded.sort`,
          },
        });
    }
  });
  invalidateTaxonomy();
}

export async function countTaxonomy() {
  const db = await getDb();
  const [row] = await db
    .select({
      functions: sql<number>`(select count(*)::int from job_functions)`,
      titles: sql<number>`(select count(*)::int from job_titles)`,
      escoTitles: sql<number>`(select count(*)::int from job_titles where source = 'esco')`,
      locations: sql<number>`(select count(*)::int from locations)`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

export interface JobTitleInput {
  id: string;
  jobFunctionId: string;
  iscoCode: string | null;
  escoCode: string | null;
  labels: readonly [string, string, string];
  source: "esco" | "builtin";
  /** every searchable label: [lang, label, preferred] */
  searchLabels: [Lang, string, boolean][];
}

/** The inputs an import read (decision 086), recorded in its transaction. */
interface OccupationImportRecord {
  fingerprint: string;
  dir: string;
  /** skip the import when the database already holds titles of this fingerprint (a start's import) */
  unlessCurrent?: boolean;
}

const OCCUPATION_IMPORT_ID = "occupations";
// imports at start that found stale titles wait for each other here, the later finding the work done
const OCCUPATION_IMPORT_LOCK_KEY = 4_640_271_986;

/** What the job titles were last imported from, or null before decision 086. */
export async function getOccupationImport() {
  const db = await getDb();
  const [row] = await db
    .select({ fingerprint: occupationImports.fingerprint, source: occupationImports.source, dir: occupationImports.dir })
    .from(occupationImports)
    .where(eq(occupationImports.id, OCCUPATION_IMPORT_ID));
  return row ?? null;
}

/**
 * Replaces the job titles of one source (ESCO or the built-in list) in one transaction; the
 * other source's titles are removed when `replaceOtherSources` is set (ESCO supersedes the list).
 * Requests on other connections see the old titles until it commits. With `record`, the inputs are
 * recorded in the same transaction; with `record.unlessCurrent`, nothing is written (null returned)
 * when they are recorded already.
 */
export async function replaceJobTitles(
  titles: JobTitleInput[],
  source: "esco" | "builtin",
  options: {
    replaceOtherSources?: boolean;
    isco?: { code: string; labels: readonly [string, string, string] }[];
    record?: OccupationImportRecord;
  } = {},
): Promise<number | null> {
  const db = await getDb();
  const written = await db.transaction(async (tx) => {
    const record = options.record;
    if (record?.unlessCurrent) {
      await tx.execute(sql`select pg_advisory_xact_lock(${OCCUPATION_IMPORT_LOCK_KEY})`);
      const [current] = await tx
        .select({ fingerprint: occupationImports.fingerprint })
        .from(occupationImports)
        .where(eq(occupationImports.id, OCCUPATION_IMPORT_ID));
      if (current?.fingerprint === record.fingerprint) return false;
    }
    if (options.isco?.length) {
      for (let i = 0; i < options.isco.length; i += 500) {
        const batch = options.isco.slice(i, i + 500).map((g) => ({
          code: g.code,
          level: g.code.length,
          labelEn: g.labels[0],
          labelDe: g.labels[1],
          labelNl: g.labels[2],
        }));
        await tx
          .insert(iscoGroups)
          .values(batch)
          .onConflictDoUpdate({
            target: iscoGroups.code,
            set: { level: sql`excluded.level`, labelEn: sql`excluded.label_en`, labelDe: sql`excluded.label_de`, labelNl: sql`excluded.label_nl` },
          });
      }
    }
    if (options.replaceOtherSources) await tx.delete(jobTitles);
    else await tx.delete(jobTitles).where(eq(jobTitles.source, source));
    for (let i = 0; i < titles.length; i += 500) {
      const batch = titles.slice(i, i + 500);
      await tx.insert(jobTitles).values(
        batch.map((t) => ({
          id: t.id,
          jobFunctionId: t.jobFunctionId,
          iscoCode: t.iscoCode,
          escoCode: t.escoCode,
          labelEn: t.labels[0],
          labelDe: t.labels[1],
          labelNl: t.labels[2],
          source: t.source,
        })),
      );
    }
    const labelRows = titles.flatMap((t) => {
      const seen = new Set<string>();
      return t.searchLabels.flatMap(([lang, label, preferred]) => {
        const key = `${lang}\u0000${label}`;
        if (!label || seen.has(key)) return [];
        seen.add(key);
        return [{ jobTitleId: t.id, lang, label, preferred }];
      });
    });
    for (let i = 0; i < labelRows.length; i += 2000) {
      await tx.insert(jobTitleLabels).values(labelRows.slice(i, i + 2000));
    }
    if (record) {
      const values = { fingerprint: record.fingerprint, source, dir: record.dir, importedAt: new Date() };
      await tx
        .insert(occupationImports)
        .values({ id: OCCUPATION_IMPORT_ID, ...values })
        .onConflictDoUpdate({ target: occupationImports.id, set: values });
    }
    return true;
  });
  if (!written) return null;
  invalidateTaxonomy();
  return titles.length;
}

// ── Look-ups (spec 1 §7 "Lookups") ────────────────────────────────────────────────────────────


/**
 * The labels (in the page's language and English, or in every language) that match: a label
 * matches when it contains the text, or every typed word; a single word may also match by trigram
 * similarity (typos). Several words never match on one similar word alone.
 *
 * The single word's two conditions are two selects, not one `ilike … or … <% …`: for the OR the
 * planner put a sequential scan below the trigram index's bitmap scans and ran word_similarity on
 * every label (query plans in docs/archive/performance-diary-2026-11.md). A label found by both
 * appears twice; `distinct on` in the caller keeps one. The language filter matters to the plan
 * too: without it the similarity select became a sequential scan of all 74,000 ESCO labels
 * (EXPLAIN ANALYZE on PGlite for "nurse": 555 ms instead of 34 ms), so similar labels are looked
 * for in the page's language and English only, also when searchJobTitles looks in every language
 * for the labels that contain the text.
 *
 * `holds_text` tells a label that contains the text as typed (CONTAINS_TIER); the single word's
 * first select knows it already, so it is not matched a second time for its many labels.
 */
function matchingLabels(q: string, lang: Lang, everyLanguage: boolean) {
  const pageAndEnglish = sql`l.lang in (${lang}, 'en')`;
  const inLangs = everyLanguage ? sql`true` : pageAndEnglish;
  const contains = sql`l.label ilike ${containsPattern(q)}`;
  const words = q.split(/\s+/).filter((w) => w.length >= 2);
  if (words.length > 1) {
    const everyWord = sql.join(words.map((w) => sql`l.label ilike ${containsPattern(w)}`), sql` and `);
    return sql`select l.*, ${contains} as holds_text from ${jobTitleLabels} l where ${inLangs} and (${contains} or (${everyWord}))`;
  }
  return sql`select l.*, true as holds_text from ${jobTitleLabels} l where ${inLangs} and ${contains}
    union all
    select l.*, false as holds_text from ${jobTitleLabels} l where ${pageAndEnglish} and ${q} <% l.label`;
}

const labelColumn = (lang: Lang) => (lang === "de" ? "label_de" : lang === "nl" ? "label_nl" : "label_en");

export interface JobTitleOption extends Option {
  jobFunction: Option;
  /**
   * The occupation (its preferred label) when the label shown is another of its labels: a recruiter
   * types and sees "Nurse", the occupation behind it is "Nurse responsible for general care".
   */
  occupation: string | null;
  /** ISCO-08 unit group of the occupation */
  iscoCode: string | null;
  /** ESCO's code of the occupation (2166.10, graphic designer), where known: getJobTitle */
  escoCode?: string | null;
}

/**
 * Job titles by any of their labels (issue 16 §4): ESCO's preferred and alternative labels and the
 * words recruiters use (seed-data/job-titles.ts), in any of the three languages (many job titles are
 * used in English everywhere, and a recruiter types the title of the country they hire in whatever
 * the page's language). Ranked: an exact match of any label, then a label that starts with the text,
 * then one that contains it (CONTAINS_TIER), then trigram word similarity; within a tier the
 * preferred label and the user's language first; of titles that matched equally (one alternative
 * label of several occupations), the one whose own name is nearest to the text.
 * Each title shows the label that matched, in the usual capitalisation, unless an English label
 * matched on a German or Dutch page: then the occupation's label in that language.
 *
 * The text is read as a recruiter types a title (lib/catalogue/title-query.ts): without its gender
 * marker ("Verpleegkundige (m/v/x)", "Softwareentwickler/in"), and when it names a level ("Senior
 * Softwareentwickler", "Lead Software Engineer", "Oberarzt") the occupation words alone are
 * searched too. A title found by the whole text ranks above the same match of the occupation words
 * (FULL_TEXT_BONUS): "Leitender Hauswirtschafter" and "Teamleider verpleegkundige afdeling" are
 * ESCO labels of their own, "Stagiair marketing" a training title. The occupation words leave out
 * too what an ad says of the hours, contract, shift and place of work ("Lagerist Vollzeit",
 * "Medewerker klantenservice 32 uur", "Warehouse Operative - Nights").
 */
export async function searchJobTitles(text: string, lang: Lang, limit: number): Promise<JobTitleOption[]> {
  return (await searchJobTitlesMatched(text, lang, limit)).map(({ option }) => option);
}

/**
 * searchJobTitles, each suggestion with whether a label of it is the typed text or its occupation
 * words, or begins with them ("Marketing Manager", "Bilanzbuchhalterin"; "Pflege" of
 * "Pflegefachkraft", while the recruiter is still typing), not only similar to them: such a first
 * suggestion is the occupation ESCO names by what was typed (services/catalogue/job-title-lookup).
 */
export async function searchJobTitlesMatched(text: string, lang: Lang, limit: number): Promise<MatchedTitle[]> {
  const query = parseTitleQuery(text.trim());
  if (query.text.length === 0) return [];
  const full = await searchAnyLanguage(query.text, lang, limit);
  const sameCore = !query.core || query.core.toLocaleLowerCase() === query.text.toLocaleLowerCase();
  const core = sameCore ? [] : await searchAnyLanguage(query.core, lang, limit);
  // only the whole text may be a beginning still being typed; its occupation words ("School" of
  // "School Principal", a level word left off) must be a label as they are
  if (full.length > 0 || core.length > 0) return ranked(query, [full, FULL_TEXT_BONUS], [whole(core), 0], limit);
  // nothing holds the title's words together: a word no label has ("Lagerist Hamburg", a place or
  // a firm's own word) or what follows a separator ("Software Engineer, Backend") qualifies the
  // occupation; only looked for when nothing was found, so a found title costs no extra query
  for (const retry of await fallbackQueries(query)) {
    const found = await searchAnyLanguage(retry, lang, limit);
    // a label of what is left is not the title as typed: the words left off may name the occupation
    // ("CDL-B Driver": a Class B commercial licence is a heavy truck's, O*NET 53-3032, so not the bare
    // 'Driver', a delivery driver), and the writer, who reads them, decides (decision 088)
    if (found.length > 0) return ranked(query, [found.map((title) => ({ ...title, asTyped: false, exact: false })), 0], [[], 0], limit);
  }
  return [];
}

/** of the text's occupation words, `core` without the words no label holds, then its `head` */
async function fallbackQueries(query: TitleQuery) {
  const words = (query.core || query.text).split(/\s+/);
  // a word under 3 letters cannot use the trigram index and says little: kept
  const checked = words.filter((w) => w.length >= 3);
  const retries: string[] = [];
  if (checked.length > 0 && words.length > 1) {
    const db = await getDb();
    const exists = sql.join(
      checked.map((w, i) => sql`exists (select 1 from ${jobTitleLabels} l where l.label ilike ${containsPattern(w)}) as ${sql.raw(`w${i}`)}`),
      sql`, `,
    );
    const [row] = (await db.execute(sql`select ${exists}`)).rows as Record<string, boolean>[];
    const unknown = new Set(checked.filter((_, i) => row?.[`w${i}`] === false));
    const known = words.filter((w) => !unknown.has(w)).join(" ");
    if (unknown.size > 0 && known) retries.push(known);
  }
  if (query.head) retries.push(query.head);
  return [...new Set(retries)];
}

export interface MatchedTitle {
  option: JobTitleOption;
  /** a label is the typed text or its occupation words, or begins with the whole text */
  asTyped: boolean;
  /** a label is the typed text or its occupation words, not merely their beginning */
  exact: boolean;
}

function ranked(query: TitleQuery, first: [ScoredTitle[], number], second: [ScoredTitle[], number], limit: number): MatchedTitle[] {
  // an experienced hire's title ("Senior Sales") is not a trainee's ("Sales intern")
  const experienced = query.seniority !== null && query.seniority !== "student" && query.seniority !== "entry";
  const best = new Map<string, MatchedTitle & { score: number; order: number }>();
  const add = ([found, bonus]: [ScoredTitle[], number], offset: number) =>
    found.forEach(({ option, asTyped, exact, score }, i) => {
      const value = score + bonus - (experienced && TRAINING_IDS.has(option.id) ? FULL_TEXT_BONUS : 0);
      const seen = best.get(option.id);
      const merged = { asTyped: asTyped || (seen?.asTyped ?? false), exact: exact || (seen?.exact ?? false) };
      if (!seen || value > seen.score) best.set(option.id, { option, ...merged, score: value, order: offset + i });
      else Object.assign(seen, merged);
    });
  add(first, 0);
  add(second, limit);
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ option, asTyped, exact }) => ({ option, asTyped, exact }));
}

/**
 * How much a match of the whole typed text counts above a match of its occupation words: more
 * than an exact label against a label that merely starts with the text (3 − 2), less than a label
 * that contains every typed word against an exact match of the occupation words, so "Senior
 * Pflegefachkraft" finds Pflegefachkraft before a label that happens to hold both words.
 */
const FULL_TEXT_BONUS = 1.5;

/** The titles of interns, working students, trainees and apprentices (issue 51 §7). */
const TRAINING_IDS = new Set(TRAINING_JOB_TITLES.map(([slug]) => `hw-${slug}`));

export const isTrainingTitle = (id: string) => TRAINING_IDS.has(id);

interface ScoredTitle {
  option: JobTitleOption;
  /** a label of the title is the searched text or begins with it (any case) */
  asTyped: boolean;
  /** a label of the title is the searched text (any case) */
  exact: boolean;
  score: number;
}

/** a search of part of the typed text: only an exact label counts as typed */
const whole = (found: ScoredTitle[]) => found.map((title) => ({ ...title, asTyped: title.exact }));

async function searchAnyLanguage(q: string, lang: Lang, limit: number): Promise<ScoredTitle[]> {
  const found = await searchJobTitlesIn(q, lang, false, limit);
  // a title in a third language ("verpleegkundige" on an English page): the hirer's country's
  // word. Only looked for when the page's language and English leave the list short, because a
  // short common word ("dev") contained in every language's labels costs ten times more.
  if (found.length >= limit) return found;
  return searchJobTitlesIn(q, lang, true, limit);
}

/**
 * A label that holds the text as typed ranks above one that is only similar by trigrams: "Busfahrer"
 * is in "Omnibusfahrer" (bus driver), while "Busfahrlehrer" (bus driving instructor) has all its
 * trigrams and so the greater word similarity. Less than FULL_TEXT_BONUS asks, so that a label
 * holding the whole text with its level word still ranks below an exact match of the occupation words.
 */
const CONTAINS_TIER = 0.5;

async function searchJobTitlesIn(q: string, lang: Lang, everyLanguage: boolean, limit: number): Promise<ScoredTitle[]> {
  const db = await getDb();
  const col = sql.raw(labelColumn(lang));
  const result = await db.execute(sql`
    with matches as (
      select distinct on (l.job_title_id) l.job_title_id, l.label, l.lang, lower(l.label) = lower(${q}) as exact, l.label ilike ${prefixPattern(q)} as begins,
        (case when lower(l.label) = lower(${q}) then 3 when l.label ilike ${prefixPattern(q)} then 2
          when l.holds_text then ${sql.raw(String(CONTAINS_TIER))} else 0 end)
        + word_similarity(${q}, l.label)
        + (case when l.preferred then 0.5 else 0 end)
        + (case when l.lang = ${lang} then 0.3 else 0 end) as score
      from (${matchingLabels(q, lang, everyLanguage)}) l
      order by l.job_title_id, score desc
    ),
    page as (
      select t.id, t.${col} as label, t.isco_code, t.job_function_id, m.label as matched, m.lang as matched_lang, m.score, m.exact, m.begins,
        (case m.lang when 'de' then t.label_de when 'nl' then t.label_nl else t.label_en end) as own_name
      from matches m
      join job_titles t on t.id = m.job_title_id
      order by m.score desc
      fetch first ${limit} rows with ties
    )
    -- ESCO gives a recruiter's word as an alternative label to several occupations
    -- ("klantenservicemedewerker": customer service representative and client relations manager):
    -- of those that matched it equally, the one whose own name, in the matched label's language,
    -- is nearest to the text is the likelier meaning. Compared only on the page's titles and those
    -- tied with its last, not on every match: a common word such as "manager" has thousands
    select p.id, p.label, p.isco_code, p.job_function_id, f.${col} as function_label, p.matched, p.matched_lang, p.score, p.exact, p.begins
    from page p
    join job_functions f on f.id = p.job_function_id
    order by p.score desc, word_similarity(${q}, p.own_name) desc, length(p.label) asc
    limit ${limit}
  `);
  type Row = {
    id: string;
    label: string;
    isco_code: string | null;
    job_function_id: string;
    function_label: string;
    matched: string;
    matched_lang: Lang;
    score: number | string;
    exact: boolean;
    begins: boolean;
  };
  return (result.rows as Row[]).map((r) => {
    const occupation = displayJobTitle(r.label, lang);
    const shown = displayJobTitle(r.matched, r.matched_lang);
    // an English label matched on a German or Dutch page is not shown: the occupation is, in the
    // page's language (issue 38 §10); a German title typed on an English page stays as typed
    const same = (r.matched_lang === "en" && lang !== "en") || sameJobTitle(shown, occupation);
    const option = {
      id: r.id,
      label: same ? occupation : shown,
      occupation: same ? null : occupation,
      iscoCode: r.isco_code,
      jobFunction: { id: r.job_function_id, label: r.function_label },
    };
    return { option, asTyped: r.exact === true || r.begins === true, exact: r.exact === true, score: Number(r.score) };
  });
}

export async function getJobTitle(id: string, lang: Lang): Promise<JobTitleOption | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: jobTitles.id,
      labelEn: jobTitles.labelEn,
      labelDe: jobTitles.labelDe,
      labelNl: jobTitles.labelNl,
      iscoCode: jobTitles.iscoCode,
      escoCode: jobTitles.escoCode,
      fnId: jobFunctions.id,
      fnEn: jobFunctions.labelEn,
      fnDe: jobFunctions.labelDe,
      fnNl: jobFunctions.labelNl,
    })
    .from(jobTitles)
    .innerJoin(jobFunctions, eq(jobFunctions.id, jobTitles.jobFunctionId))
    .where(eq(jobTitles.id, id));
  const found = row ?? (await builtinTitleRow(id));
  if (!found) return null;
  const pick = (en: string, de: string, nl: string) => (lang === "de" ? de : lang === "nl" ? nl : en);
  return {
    id: found.id,
    label: displayJobTitle(pick(found.labelEn, found.labelDe, found.labelNl), lang),
    jobFunction: { id: found.fnId, label: pick(found.fnEn, found.fnDe, found.fnNl) },
    occupation: null,
    iscoCode: found.iscoCode,
    escoCode: found.escoCode,
  };
}

/**
 * A title saved from the built-in list after ESCO replaced that list in the catalogue (the demo
 * campaigns' "hw-nurse"; a target group saved before the ESCO files were there): the list ships
 * with the app, so its labels, job function and ISCO group are still known, as getJobTitleLabels
 * knows its labels (issue 48 §2). Without it the recommendations of such a target group had no
 * job title, and so neither its label nor its ISCO group.
 */
async function builtinTitleRow(id: string) {
  const title = BUILTIN_TITLES.get(id);
  if (!title) return undefined;
  const [, jobFunctionId, iscoCode, labels] = title;
  // the job function's labels from the taxonomy snapshot every catalogue request already reads
  const fn = (await getTaxonomy()).byId.jobFunction.get(jobFunctionId);
  if (!fn) return undefined;
  const escoCode = BUILTIN_ESCO_CODES[id.replace(/^hw-/, "")] ?? null;
  return { id, labelEn: labels[0], labelDe: labels[1], labelNl: labels[2], iscoCode, escoCode, fnId: fn.id, fnEn: fn.labels.en, fnDe: fn.labels.de, fnNl: fn.labels.nl };
}

const jobTitleLabelsById = preparedStatement<{ id: string; en: string; de: string; nl: string }>(
  "hw_job_title_labels",
  // the ids as one JSON text: the same parameter for both drivers, whatever the count
  sql`select id, label_en as en, label_de as de, label_nl as nl from job_titles
    where id in (select jsonb_array_elements_text(${sql.placeholder("ids")}::jsonb))`,
);

/**
 * Labels of many job titles at once, for lists that show many saved target groups (issue 38 §10,
 * decision 063): kept per id (decision 077), the missing ones in one statement; unknown ids are
 * left out.
 */
/**
 * A job title's labels in every language, its function and ISCO code: the seniority words of a
 * title ("Werkstudent", "stagiair") set the target group's level whatever the user's language.
 */
export async function getJobTitleFacts(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      labelEn: jobTitles.labelEn,
      labelDe: jobTitles.labelDe,
      labelNl: jobTitles.labelNl,
      iscoCode: jobTitles.iscoCode,
      jobFunctionId: jobTitles.jobFunctionId,
    })
    .from(jobTitles)
    .where(eq(jobTitles.id, id));
  return row ? { labels: [row.labelEn, row.labelDe, row.labelNl], iscoCode: row.iscoCode, jobFunctionId: row.jobFunctionId } : null;
}

export async function getJobTitleLabels(ids: string[], lang: Lang): Promise<Option[]> {
  if (ids.length === 0) return [];
  const known = await jobTitleLabelCache.getOrComputeMany(ids, async (missing) => {
    const rows = await jobTitleLabelsById({ ids: JSON.stringify(missing) });
    const found = new Map(rows.map((r) => [r.id, { labels: { en: r.en, de: r.de, nl: r.nl } }]));
    return new Map(
      missing.map((id) => {
        // a title saved from the built-in list (the demo campaigns'), after ESCO replaced that list
        // in the catalogue: the list ships with the app, so its labels are still known (issue 48 §2)
        const builtin = BUILTIN_LABELS.get(id);
        return [id, found.get(id) ?? { labels: builtin ? { en: builtin[0], de: builtin[1], nl: builtin[2] } : null }];
      }),
    );
  });
  return ids.flatMap((id) => {
    const labels = known.get(id)?.labels;
    return labels ? [{ id, label: displayJobTitle(labels[lang], lang) }] : [];
  });
}

/** The built-in job titles by their catalogue id (`hw-<slug>`, occupations import). */
const BUILTIN_TITLES = new Map(BUILTIN_JOB_TITLES.map((title) => [`hw-${title[0]}`, title]));
/** The built-in job titles' labels (en, de, nl) by their catalogue id. */
const BUILTIN_LABELS = new Map([...BUILTIN_TITLES].map(([id, [, , , labels]]) => [id, labels]));

export interface LocationOption extends Option {
  kind: "country" | "region" | "city";
  countryCode: string;
}

/** Countries, regions and cities by any of their names; countries before regions before cities. */
export async function searchLocations(text: string, lang: Lang, limit: number): Promise<LocationOption[]> {
  const q = text.trim().toLowerCase();
  if (q.length === 0) return [];
  const db = await getDb();
  const col = sql.raw(labelColumn(lang));
  const name = sql.raw(lang === "de" ? "name_de" : lang === "nl" ? "name_nl" : "name_en");
  const result = await db.execute(sql`
    select id, kind, country_code, ${col} as label,
      (case when lower(${name}) = ${q} or lower(name_en) = ${q} then 3
            when lower(${name}) like ${prefixPattern(q)} then 2
            when search_text like ${containsPattern(q)} then 1 else 0 end)
      + word_similarity(${q}, search_text) as score
    from locations
    where search_text like ${containsPattern(q)} or ${q} <% search_text
    order by score desc, case kind when 'country' then 0 when 'region' then 1 else 2 end, sort
    limit ${limit}
  `);
  return (result.rows as { id: string; kind: LocationOption["kind"]; country_code: string; label: string }[]).map((r) => ({
    id: r.id,
    label: r.label,
    kind: r.kind,
    countryCode: r.country_code,
  }));
}

/** Labels of known location ids, in the order given (unknown ids are dropped). */
export async function getLocations(ids: string[], lang: Lang): Promise<LocationOption[]> {
  if (ids.length === 0) return [];
  const taxonomy = await getTaxonomy();
  return ids.flatMap((id) => {
    const node = taxonomy.byId.location.get(id);
    return node ? [{ id, label: node.labels[lang], kind: node.kind, countryCode: node.countryCode }] : [];
  });
}

/**
 * The ISCO group of `code`; `undefined` when the groups are loaded and `code` is not one of them,
 * `null` when none are loaded (no ESCO in the reference data: nothing to tell a code by).
 */
export async function findIscoGroup(code: string) {
  const db = await getDb();
  const [group] = await db.select().from(iscoGroups).where(eq(iscoGroups.code, code));
  if (group) return group;
  const [any] = await db.select({ code: iscoGroups.code }).from(iscoGroups).limit(1);
  return any ? undefined : null;
}

export async function listIscoGroups(codes: string[]) {
  if (codes.length === 0) return [];
  const db = await getDb();
  return db.select().from(iscoGroups).where(and(inArray(iscoGroups.code, codes)));
}
