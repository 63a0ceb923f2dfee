import { parse } from "csv-parse/sync";
import fs from "node:fs";
import path from "node:path";
import type { OnetData } from "~/lib/jobdesc/compose";
import { LANGUAGES, type JobdescLanguage } from "~/lib/jobdesc/constants";
import { correctEscoText } from "~/lib/jobdesc/esco-corrections";
import { checkInclusive } from "~/lib/jobdesc/inclusive";
import { onetChoice } from "~/lib/jobdesc/onet-choice";
import { correctOnetText, UNPUBLISHED_TASKS } from "~/lib/jobdesc/onet-wording";
import { wordsOf } from "~/lib/jobdesc/writer/instructions";
import { createCache } from "~/platform/cache.server";
import { warmOccupationIndex } from "./occupation-index.server";

/**
 * What the embedded writer reads from REFERENCE_DATA_DIR (../shared/reference-data): ESCO v1.0.8
 * occupations in en/de/nl ("This service uses the ESCO classification of the European
 * Commission."), the ESCO → O*NET crosswalk (Nesta, MIT), the derived O*NET-SOC → ISCO-08 mapping,
 * and O*NET 29.3 tasks, skills and job zones ("O*NET 29.3 Database by the U.S. Department of
 * Labor, Employment and Training Administration (USDOL/ETA). Used under CC BY 4.0."). Each file is
 * read once per process, on first use; a missing file yields nothing (the writer falls back).
 */
export interface EscoOccupation {
  preferredLabel: string;
  altLabels: string[];
  description: string;
  iscoGroup: string;
}

export type OnetProfile = OnetData;

// each file is read and parsed once per process; the keys are the few files and folders read
const referenceFiles = createCache<{ value: unknown }>("reference-data", { max: 100 });
function once<T>(key: string, load: () => T): T {
  return referenceFiles.getOrComputeSync(key, () => ({ value: load() })).value as T;
}

function readIfPresent(file: string) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/**
 * Calls `row` with the fields of each data line of an O*NET tab-separated file. Line by line: the
 * skills file alone has 60,000 lines of 15 fields, and splitting it whole kept every field alive
 * until the end, which grew the heap (and the server's resident memory) by tens of MB at start.
 */
function eachTsvRow(dir: string, name: string, row: (fields: string[]) => void) {
  const text = readIfPresent(path.join(dir, "onet", name));
  if (!text) return;
  let start = text.indexOf("\n") + 1;
  while (start > 0 && start < text.length) {
    const end = text.indexOf("\n", start);
    const line = text.slice(start, end < 0 ? text.length : end).replace(/\r$/, "");
    if (line) row(line.split("\t"));
    start = end < 0 ? text.length : end + 1;
  }
}

/** A copy that does not keep the whole file it was cut from alive (V8 keeps slices as views). */
const detached = (value: string) => Buffer.from(value, "utf8").toString("utf8");

export function escoOccupations(dir: string, language: JobdescLanguage) {
  return once(`esco:${dir}:${language}`, () => {
    const map = new Map<string, EscoOccupation>();
    const text = readIfPresent(path.join(dir, "esco-isco", `occupations_${language}.csv`));
    if (!text) return map;
    // each record is reduced to what the writer uses as it is parsed: the export has 14 columns,
    // and holding every full record until the end grew the heap by tens of MB at start
    parse(text, {
      columns: true,
      skip_empty_lines: true,
      relax_quotes: true,
      bom: true,
      on_record: (row: Record<string, string>) => {
        const uuid = row.conceptUri.slice(row.conceptUri.lastIndexOf("/") + 1);
        map.set(uuid, {
          preferredLabel: row.preferredLabel,
          altLabels: (row.altLabels ?? "").split("\n").map((l) => l.trim()).filter(Boolean),
          // mistranslations and typos the writer would publish, corrected (lib/jobdesc/esco-corrections.ts)
          description: correctEscoText((row.description ?? "").trim(), language),
          iscoGroup: row.iscoGroup,
        });
        return null;
      },
    });
    return map;
  });
}

/** ESCO concept uuid → O*NET-SOC code (best confidence first), and ISCO-08 unit → O*NET-SOC codes. */
function crosswalks(dir: string) {
  return once(`crosswalk:${dir}`, () => {
    const byEsco = new Map<string, string[]>();
    const byIsco = new Map<string, string[]>();
    // the Nesta crosswalk names O*NET-SOC 2010 codes; the tasks are O*NET-SOC 2019
    const to2019 = new Map<string, string[]>();
    const soc = readIfPresent(path.join(dir, "crosswalks", "onetsoc2010_to_onetsoc2019.tsv"));
    for (const line of soc?.split("\n").slice(3) ?? []) {
      const [from, , to] = line.split("\t");
      if (from && to) to2019.set(from, [...(to2019.get(from) ?? []), to.trim()]);
    }
    const esco = readIfPresent(path.join(dir, "crosswalks", "esco_onet_crosswalk_Nov2020.csv"));
    if (esco) {
      const rows = parse(esco, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
      rows.sort((a, b) => Number(b.confidence) - Number(a.confidence));
      for (const row of rows) {
        const uuid = row.concept_uri.slice(row.concept_uri.lastIndexOf("/") + 1);
        const codes = to2019.get(row.onet_code) ?? [row.onet_code];
        byEsco.set(uuid, [...new Set([...(byEsco.get(uuid) ?? []), row.onet_code, ...codes])]);
      }
    }
    const derived = readIfPresent(path.join(dir, "crosswalks", "onetsoc2019_isco08_derived.csv"));
    if (derived) {
      for (const row of parse(derived, { columns: true, skip_empty_lines: true }) as Record<string, string>[]) {
        const list = byIsco.get(row.isco08_code) ?? [];
        if (!list.includes(row.onetsoc2019_code)) list.push(row.onetsoc2019_code);
        byIsco.set(row.isco08_code, list);
      }
    }
    return { byEsco, byIsco };
  });
}

function onetTables(dir: string) {
  return once(`onet:${dir}`, () => {
    const tasks = new Map<string, OnetData["tasks"]>();
    const titles = new Map<string, string>();
    eachTsvRow(dir, "Task Statements.txt", ([code, title, id, task, type]) => {
      // …and statements no ad would list as a duty (lib/jobdesc/onet-wording.ts)
      if (UNPUBLISHED_TASKS.has(Number(id))) return;
      const list = tasks.get(code) ?? [];
      // a statement without a type (some occupations have none) counts as core
      // words an employer would no longer publish, in today's (lib/jobdesc/onet-wording.ts)
      list.push({ id: Number(id), text: detached(correctOnetText(task)), core: type !== "Supplemental" });
      if (list.length === 1) {
        tasks.set(detached(code), list);
        titles.set(detached(code), detached(title));
      }
    });
    // hot technologies only: the examples the writer may name when instructions ask for them
    const technologies = new Map<string, string[]>();
    eachTsvRow(dir, "Technology Skills.txt", ([code, , example, , , hot]) => {
      if (hot !== "Y") return;
      const list = technologies.get(code) ?? [];
      list.push(detached(example));
      if (list.length === 1) technologies.set(detached(code), list);
    });
    // importance (IM), and the level (LV) the occupation needs it at to break ties: O*NET rates
    // importance on a coarse scale, so a restaurant cook's time management, coordination,
    // speaking and listening all weigh 3.0, and the file's order (listening and speaking first)
    // decided; the level puts coordination and time management first
    const skills = new Map<string, { id: string; importance: number; level: number }[]>();
    eachTsvRow(dir, "Skills.txt", ([code, , id, , scale, , value]) => {
      if (scale !== "IM" && scale !== "LV") return;
      const list = skills.get(code) ?? [];
      const at = list.findIndex((s) => s.id === id);
      const skill = at >= 0 ? list[at] : { id: detached(id), importance: 0, level: 0 };
      if (scale === "IM") skill.importance = Number(value);
      else skill.level = Number(value);
      if (at < 0) list.push(skill);
      if (list.length === 1) skills.set(detached(code), list);
    });
    // each skill's mean importance over O*NET's rated occupations: active listening (3.6),
    // speaking (3.5) and critical thinking (3.5) are important for nearly every occupation, so
    // ranked by importance alone they filled the requirements of 25 of 30 German ads ("Sie hören
    // aufmerksam zu …") and said nothing about the job
    const sums = new Map<string, { total: number; count: number }>();
    for (const list of skills.values())
      for (const { id, importance } of list) {
        const sum = sums.get(id) ?? { total: 0, count: 0 };
        sum.total += importance;
        sum.count++;
        sums.set(id, sum);
      }
    const meanImportance = new Map([...sums].map(([id, { total, count }]) => [id, total / count]));
    const zones = new Map<string, number>();
    eachTsvRow(dir, "Job Zones.txt", ([code, , zone]) => zones.set(detached(code), Number(zone)));
    return { tasks, titles, technologies, skills, meanImportance, zones };
  });
}

/** O*NET's importance scale: 3 is "Important" (1 not important … 5 extremely important) */
const IMPORTANT = 3;
/** how much more important than for the average occupation a skill must be to be the job's own */
const ABOVE_AVERAGE = 0.25;
/** …and among the occupation's own most important skills (ties at the last place kept): its top ten of O*NET's 35 */
const OWN_TOP = 10;

/**
 * The O*NET profile for an ESCO occupation: among the Nesta crosswalk's codes (mapped to O*NET-SOC
 * 2019) and the ISCO-08 unit's codes, the one whose O*NET title shares most words with the job
 * title and the occupation's labels (`hints`), a crosswalk code counting half a word more; the
 * crosswalk's first on a tie.
 */
export function onetProfile(dir: string, escoUuid: string | null, iscoCode: string | null, hints: string[] = [], titleCodes: string[] = []): OnetProfile | null {
  const { byEsco, byIsco } = crosswalks(dir);
  const crosswalked = new Set(escoUuid ? (byEsco.get(escoUuid) ?? []) : []);
  const candidates = [...new Set([...crosswalked, ...(iscoCode ? (byIsco.get(iscoCode) ?? []) : [])])];
  const { tasks, titles, technologies, skills, meanImportance, zones } = onetTables(dir);
  // the title as typed and the preferred label count; the alternative labels only break ties
  // words by their stem, so that a "Project Manager" finds "Project Management Specialists" before
  // "Entertainment and Recreation Managers" (whose amusement parks and cruise ships a London
  // project manager's ad listed): only "managers" was shared, and the tie went to the crosswalk's order
  const key = (w: string) => (w.length >= 7 ? w.slice(0, 6) : w.replace(/s$/, ""));
  const bag = (texts: string[]) => new Set(wordsOf(texts.join(" ")).map(key));
  const [main, alternatives] = [bag(hints.slice(0, 2)), bag(hints.slice(2))];
  // O*NET's "First-Line Supervisors of …" are their workers' managers: not a nursery nurse's
  // profile ("requisition supplies … for workers") unless the title names a supervisor
  const supervisor = [...main].some((w) => w.startsWith("superv"));
  // the crosswalk's own codes weigh half a shared word, more than the alternative labels' tie
  // breaks: a Kassierer (ESCO cashier, crosswalk 41-2011 Cashiers) got Gambling Change Persons and
  // Booth Cashiers, as ESCO's "toll booth attendant" lent "booth"; a shared word of the title
  // still outweighs the crosswalk ("Project Management Specialists" above)
  const closeness = (code: string) =>
    wordsOf(titles.get(code) ?? "").reduce((sum, w) => sum + (main.has(key(w)) ? 1 : alternatives.has(key(w)) ? 0.1 : 0), 0) -
    (!supervisor && /^First-Line Supervisors/.test(titles.get(code) ?? "") ? 1 : 0) +
    (crosswalked.has(code) ? 0.5 : 0);
  const ranked = candidates
    .map((c, order) => ({ c, order, score: closeness(c) }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  // an occupation whose profile the ranking gets wrong names its own (lib/jobdesc/onet-choice.ts);
  // a title that names a narrower O*NET occupation (lib/jobdesc/title-synonyms.ts) comes first
  const label = escoUuid ? (escoOccupations(dir, "en").get(escoUuid)?.preferredLabel ?? null) : null;
  const chosen = titleCodes.length ? titleCodes : onetChoice(escoUuid, iscoCode, label);
  const code = chosen.find((c) => tasks.has(c)) ?? ranked.find((r) => tasks.has(r.c))?.c;
  if (!code) return null;
  // O*NET rates skills and job zones for fewer occupations than it lists tasks for: then the
  // chosen list's next, else the nearest candidate's (the next in the ranking) stand in
  const rated = [code, ...chosen, ...ranked.map((r) => r.c)].find((c) => skills.has(c));
  const zoned = [code, ...chosen, ...ranked.map((r) => r.c)].find((c) => zones.has(c));
  const ratings = rated ? skills.get(rated)! : [];
  const ownTop = ratings.map((s) => s.importance).sort((a, b) => b - a)[OWN_TOP - 1] ?? 0;
  return {
    code,
    title: titles.get(code) ?? "",
    tasks: tasks.get(code)!,
    // a skill is the job's requirement where O*NET rates it important (3 of 5 or more) and clearly
    // more important than for the average occupation (a quarter point, two steps of O*NET's
    // ratings): a customer service representative's or a nurse's listening (4.0) stays; a
    // stocker's (3.25), a childcare worker's (3.1) or an office clerk's (3.75) is everyone's; and
    // it is among the job's own top ten: a graphic designer's persuasion and negotiation (3.0, above
    // the average's 2.75 and 2.61) are the last two of its fourteen important skills, and its ad
    // asked a designer to "win others over" and "negotiate fair agreements" (19 of O*NET's 879 rated
    // occupations lose a skill of their first four, all rated 3.0–3.12 at their list's end)
    skills: [...ratings]
      .filter((s) => s.importance >= IMPORTANT && s.importance >= (meanImportance.get(s.id) ?? 0) + ABOVE_AVERAGE && s.importance >= ownTop)
      .sort((a, b) => b.importance - a.importance || b.level - a.level)
      .map((s) => s.id),
    jobZone: zoned ? zones.get(zoned)! : null,
    technologies: technologies.get(code) ?? [],
  };
}

/** Reads every file once (≈1 s), so the first generation after a start is as quick as the next. */
export function warmReferenceData(dir: string) {
  for (const step of warmupSteps(dir)) step();
}

/**
 * The same reading in parts (ESCO per language, then O*NET: 0.2–0.4 s each), for a caller that
 * runs one part per turn of the event loop, so that no request waits for all of it at once.
 */
export function warmupSteps(dir: string): (() => void)[] {
  return [
    ...(["en", "de", "nl"] as const).map((language) => () => void escoOccupations(dir, language)),
    () => void onetProfile(dir, null, null),
    // the ESCO label index that matches typed titles (issue 50 §2): ≈1 s, built from the ESCO maps above
    () => warmOccupationIndex(dir),
    // the inclusive check's word lists and retext's English patterns compile on first use (≈0.1 s)
    () => LANGUAGES.forEach((language) => checkInclusive("Warm-up.", language)),
  ];
}

