import { parse } from "csv-parse/sync";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { BUILTIN_ESCO_CODES, BUILTIN_ESCO_CONCEPTS, BUILTIN_JOB_TITLES, ESCO_GAP_TITLES, RECRUITER_MEANINGS, TRAINING_JOB_TITLES, type BuiltinTitle } from "~/lib/catalogue/builtin-job-titles";
import { countTaxonomy, getOccupationImport, replaceJobTitles, type JobTitleInput } from "~/models/taxonomy.server";
import { LANGS, type Lang } from "~/lib/catalogue/options";
import { functionForIsco } from "./taxonomy.server";

/**
 * `npm run import:occupations`: ESCO occupations (en, de, nl) and ISCO-08 groups, in the official
 * ESCO CSV export format (REFERENCE_DATA_DIR/esco-isco), become job titles with preferred and
 * alternative labels in three languages, each mapped to a job function through its ISCO group.
 * "This service uses the ESCO classification of the European Commission."
 */

interface EscoOccupation {
  conceptUri: string;
  iscoGroup: string;
  preferredLabel: string;
  altLabels: string;
  code: string;
}

interface IscoGroup {
  code: string;
  preferredLabel: string;
}

function readCsv<T>(file: string): T[] {
  return parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true, relax_quotes: true, bom: true }) as T[];
}

const escoFiles = (dir: string) =>
  LANGS.flatMap((l) => [path.join(dir, "esco-isco", `occupations_${l}.csv`), path.join(dir, "esco-isco", `ISCOGroups_${l}.csv`)]);

export function escoFilesPresent(dir: string) {
  const esco = path.join(dir, "esco-isco");
  return LANGS.every(
    (l) => fs.existsSync(path.join(esco, `occupations_${l}.csv`)) && fs.existsSync(path.join(esco, `ISCOGroups_${l}.csv`)),
  );
}

/** German ESCO labels name both forms ("Koch/Köchin"): each form is searchable on its own too. */
export function labelVariants(label: string) {
  const trimmed = label.trim();
  const parts = trimmed.includes("/") ? trimmed.split("/").map((p) => p.trim()).filter((p) => p.length > 1) : [];
  return [trimmed, ...parts];
}

const uuidOf = (uri: string) => uri.slice(uri.lastIndexOf("/") + 1);

export function buildEscoTitles(dir: string) {
  const esco = path.join(dir, "esco-isco");
  const byLang = Object.fromEntries(
    LANGS.map((lang) => [lang, new Map(readCsv<EscoOccupation>(path.join(esco, `occupations_${lang}.csv`)).map((o) => [o.conceptUri, o]))]),
  ) as Record<Lang, Map<string, EscoOccupation>>;
  const groups = Object.fromEntries(
    LANGS.map((lang) => [lang, new Map(readCsv<IscoGroup>(path.join(esco, `ISCOGroups_${lang}.csv`)).map((g) => [g.code, g.preferredLabel]))]),
  ) as Record<Lang, Map<string, string>>;

  const isco = [...groups.en.keys()].map((code) => ({
    code,
    labels: [groups.en.get(code)!, groups.de.get(code) ?? groups.en.get(code)!, groups.nl.get(code) ?? groups.en.get(code)!] as const,
  }));

  const recruiterLabels = new Map(
    BUILTIN_JOB_TITLES.flatMap((title) => {
      const concept = BUILTIN_ESCO_CONCEPTS[title[0]];
      return concept ? [[concept, builtinSearchLabels(title).map(([lang, label]) => [lang, label] as const)] as const] : [];
    }),
  );
  // a word a recruiter means by one occupation is no alternative label of another (RECRUITER_MEANINGS)
  const meant = new Map(RECRUITER_MEANINGS.map(([lang, word, concept]) => [`${lang}:${word.toLocaleLowerCase()}`, concept]));
  const meansOther = (lang: Lang, label: string, id: string) => (meant.get(`${lang}:${label.toLocaleLowerCase()}`) ?? id) !== id;
  // a meant word that is another occupation's preferred label (a form of it) weighs as one for the
  // occupation meant, and as an alternative label for ESCO's: else ESCO's would still come first
  const preferredForms = new Set(
    LANGS.flatMap((lang) =>
      [...byLang[lang].values()].flatMap((o) => labelVariants(o.preferredLabel).map((v) => `${lang}:${v.toLocaleLowerCase()}`)),
    ),
  );
  const titles: JobTitleInput[] = [];
  const unmapped: string[] = [];
  for (const [uri, en] of byLang.en) {
    const jobFunctionId = functionForIsco(en.iscoGroup);
    if (!jobFunctionId) {
      unmapped.push(`${en.preferredLabel} (${en.iscoGroup})`);
      continue;
    }
    const preferred = LANGS.map((lang) => byLang[lang].get(uri)?.preferredLabel?.trim() || en.preferredLabel.trim()) as [string, string, string];
    const searchLabels: JobTitleInput["searchLabels"] = [];
    const id = uuidOf(uri);
    // before ESCO's labels: of a label listed twice the first is kept (replaceJobTitles), and ESCO's
    // alternative "Vertriebsleiter" of the sales manager would drop the preferred weight
    for (const [lang, word, concept] of RECRUITER_MEANINGS) {
      if (concept === id) searchLabels.push([lang, word, preferredForms.has(`${lang}:${word.toLocaleLowerCase()}`)]);
    }
    LANGS.forEach((lang, i) => {
      const occupation = byLang[lang].get(uri);
      for (const variant of labelVariants(preferred[i])) searchLabels.push([lang, variant, !meansOther(lang, variant, id)]);
      for (const alt of (occupation?.altLabels ?? "").split(/\r?\n/)) {
        for (const variant of labelVariants(alt)) {
          const label = variant.replace(/\s+/g, " ");
          if (label && !meansOther(lang, label, id)) searchLabels.push([lang, label, false]);
        }
      }
    });
    // the words recruiters use for this occupation (issue 16 §4), searched like its other labels
    for (const [lang, label] of recruiterLabels.get(id) ?? []) searchLabels.push([lang, label, false]);
    titles.push({
      id,
      jobFunctionId,
      iscoCode: en.iscoGroup || null,
      escoCode: en.code || null,
      labels: preferred,
      source: "esco",
      searchLabels,
    });
  }
  // the words meant by a built-in title of an occupation ESCO lacks ("hw-production-planner"), weighed as
  // the ESCO occupations' words are
  const meantLabels = (id: string) =>
    RECRUITER_MEANINGS.filter(([, , concept]) => concept === id).map(
      ([lang, word]) => [lang, word, preferredForms.has(`${lang}:${word.toLocaleLowerCase()}`)] as [Lang, string, boolean],
    );
  return { titles, isco, unmapped, meantLabels };
}

/**
 * The forms of a built-in title's German label. Most name both forms whole, as ESCO's do
 * ("Koch/Köchin", "Mitarbeiter Callcenter/Mitarbeiterin Callcenter"); the training titles and
 * "Referent/Referentin öffentliche Verwaltung" write them compactly, word by word, and cut into
 * whole forms at the slashes they gave "Pflegefachfrau", "Elektronikerin", "Mechatronikerin" and
 * "Kauffrau für Büromanagement" as labels of the apprentice's title (of "Auszubildender/Auszubildende
 * Pflegefachmann/Pflegefachfrau", …), which then came before the occupation. A label is compact
 * when the parts between its slashes differ in their number of words.
 */
export function builtinGermanForms(label: string) {
  const parts = label.split("/").map((p) => p.trim().split(/\s+/).length);
  if (parts.length < 2 || parts.every((n) => n === parts[0])) return labelVariants(label);
  const words = label.trim().split(/\s+/);
  const form = (i: number) => words.map((w) => (w.includes("/") ? (w.split("/")[i] ?? w) : w)).join(" ");
  return [label.trim(), form(0), form(1)];
}

/** A built-in title's labels per language, then its extra search words (mixed languages, kept as "en"). */
function builtinSearchLabels([, , , labels, alt = []]: BuiltinTitle): [Lang, string, boolean][] {
  return [
    ["en", labels[0], true],
    ...builtinGermanForms(labels[1]).map((l) => ["de", l, true] as [Lang, string, boolean]),
    ["nl", labels[2], true],
    ...alt.map((a) => ["en", a, false] as [Lang, string, boolean]),
  ];
}

/**
 * The built-in titles as job titles, each with the RECRUITER_MEANINGS words that name it (an ESCO gap
 * title's), before its own labels: of a label listed twice the first is kept. With ESCO, `meantLabels`
 * weighs them as buildEscoTitles weighs the ESCO occupations' words
 */
export function builtinTitles(
  titles: readonly BuiltinTitle[] = [...BUILTIN_JOB_TITLES, ...TRAINING_JOB_TITLES, ...ESCO_GAP_TITLES],
  meantLabels: (id: string) => [Lang, string, boolean][] = (id) =>
    RECRUITER_MEANINGS.filter(([, , concept]) => concept === id).map(([lang, word]) => [lang, word, false]),
): JobTitleInput[] {
  return titles.map((title) => {
    const [slug, jobFunctionId, iscoCode, labels] = title;
    const id = `hw-${slug}`;
    return {
      id,
      jobFunctionId,
      iscoCode,
      escoCode: BUILTIN_ESCO_CODES[slug] ?? null,
      labels,
      source: "builtin" as const,
      searchLabels: [...meantLabels(id), ...builtinSearchLabels(title)],
    };
  });
}

/**
 * Raise when the import's own code changes the titles or labels it writes (labelVariants, builtinGermanForms, the
 * RECRUITER_MEANINGS rule): the tables and the files are fingerprinted, the code is not.
 */
const IMPORT_VERSION = 4;

/** The import's own tables, as the fingerprint reads them; a test passes changed ones. */
export const IMPORT_TABLES = { BUILTIN_JOB_TITLES, TRAINING_JOB_TITLES, ESCO_GAP_TITLES, BUILTIN_ESCO_CONCEPTS, BUILTIN_ESCO_CODES, RECRUITER_MEANINGS };

/**
 * Decision 086: what an import of `dir` would write, told without reading the files: the import's
 * tables, the source, and the ESCO files' sizes (a new ESCO version or language file differs in
 * size; their dates change with every copy). Under a millisecond.
 */
export function occupationsFingerprint(dir: string, tables: Record<string, unknown> = IMPORT_TABLES) {
  const esco = escoFilesPresent(dir);
  const files = esco ? escoFiles(dir).map((file) => `${path.basename(file)}:${fs.statSync(file).size}`) : [];
  return createHash("sha256")
    .update(JSON.stringify({ version: IMPORT_VERSION, source: esco ? "esco" : "builtin", files, tables }))
    .digest("hex");
}

/** Imports ESCO when its files are in `dir`, else the built-in list, and records what it read (decision 086). */
export async function importOccupations(dir: string) {
  return (await writeOccupations(dir, false))!;
}

/** With `unlessCurrent` (a start) nothing is written, and null returned, when another instance imported the same inputs meanwhile. */
async function writeOccupations(dir: string, unlessCurrent: boolean) {
  const record = { fingerprint: occupationsFingerprint(dir), dir: path.resolve(dir), unlessCurrent };
  if (!escoFilesPresent(dir)) {
    const count = await replaceJobTitles(builtinTitles(), "builtin", { record });
    if (count === null) return null;
    return { source: "builtin" as const, titles: count, labels: 0, iscoGroups: 0, unmapped: [] as string[] };
  }
  const { titles, isco, unmapped, meantLabels } = buildEscoTitles(dir);
  // ESCO supersedes the built-in list (its titles would otherwise appear twice), except the
  // titles of interns, working students, trainees and apprentices it has no occupation for, and
  // the occupations it lacks
  const count = await replaceJobTitles([...titles, ...builtinTitles([...TRAINING_JOB_TITLES, ...ESCO_GAP_TITLES], meantLabels)], "esco", {
    replaceOtherSources: true,
    isco,
    record,
  });
  if (count === null) return null;
  return {
    source: "esco" as const,
    titles: titles.length,
    labels: titles.reduce((n, t) => n + t.searchLabels.length, 0),
    iscoGroups: isco.length,
    unmapped,
  };
}

type OccupationSync =
  | { status: "current" | "kept-esco" }
  | { status: "imported"; source: "esco" | "builtin"; titles: number; previous: "none" | "unrecorded" | "changed" };

/**
 * Decision 086, at every start (ensureCatalogue): the job titles are imported again when the
 * import's inputs changed since they were imported (RECRUITER_MEANINGS, the built-in titles, the
 * ESCO files), and on an empty database. When nothing changed: one read and the fingerprint.
 * A command's import from another directory than `defaultDir` is read again from there while it
 * has the ESCO files; ESCO titles are never replaced by the built-in list.
 */
export async function syncOccupations(defaultDir: string): Promise<OccupationSync> {
  const [counts, stored] = await Promise.all([countTaxonomy(), getOccupationImport()]);
  const dir = stored && stored.dir !== path.resolve(defaultDir) && escoFilesPresent(stored.dir) ? stored.dir : defaultDir;
  if (counts.titles > 0 && stored?.fingerprint === occupationsFingerprint(dir)) return { status: "current" };
  if (counts.escoTitles > 0 && !escoFilesPresent(dir)) return { status: "kept-esco" };
  const result = await writeOccupations(dir, true);
  if (!result) return { status: "current" };
  const previous = counts.titles === 0 ? "none" : stored ? "changed" : "unrecorded";
  return { status: "imported", source: result.source, titles: result.titles, previous };
}
