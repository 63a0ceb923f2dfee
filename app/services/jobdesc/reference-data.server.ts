import { parse } from "csv-parse/sync";
import fs from "node:fs";
import path from "node:path";
import type { JobdescLanguage } from "~/lib/jobdesc/constants";

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

export interface OnetProfile {
  code: string;
  tasks: string[];
  /** O*NET skill element ids by importance, highest first */
  skills: string[];
  jobZone: number | null;
}

const cache = new Map<string, unknown>();
function once<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
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
          description: (row.description ?? "").trim(),
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
    const byEsco = new Map<string, string>();
    const byIsco = new Map<string, string[]>();
    const esco = readIfPresent(path.join(dir, "crosswalks", "esco_onet_crosswalk_Nov2020.csv"));
    if (esco) {
      const rows = parse(esco, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
      rows.sort((a, b) => Number(b.confidence) - Number(a.confidence));
      for (const row of rows) {
        const uuid = row.concept_uri.slice(row.concept_uri.lastIndexOf("/") + 1);
        if (!byEsco.has(uuid)) byEsco.set(uuid, row.onet_code);
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
    const tasks = new Map<string, { text: string; core: boolean }[]>();
    eachTsvRow(dir, "Task Statements.txt", ([code, , , task, type]) => {
      const list = tasks.get(code) ?? [];
      list.push({ text: detached(task), core: type === "Core" });
      if (list.length === 1) tasks.set(detached(code), list);
    });
    const skills = new Map<string, { id: string; importance: number }[]>();
    eachTsvRow(dir, "Skills.txt", ([code, , id, , scale, , value]) => {
      if (scale !== "IM") return;
      const list = skills.get(code) ?? [];
      list.push({ id: detached(id), importance: Number(value) });
      if (list.length === 1) skills.set(detached(code), list);
    });
    const zones = new Map<string, number>();
    eachTsvRow(dir, "Job Zones.txt", ([code, , zone]) => zones.set(detached(code), Number(zone)));
    return { tasks, skills, zones };
  });
}

/** The O*NET profile for an ESCO occupation (Nesta crosswalk) or, failing that, its ISCO-08 unit. */
export function onetProfile(dir: string, escoUuid: string | null, iscoCode: string | null): OnetProfile | null {
  const { byEsco, byIsco } = crosswalks(dir);
  const candidates = [
    ...(escoUuid && byEsco.get(escoUuid) ? [byEsco.get(escoUuid)!] : []),
    ...(iscoCode ? (byIsco.get(iscoCode) ?? []) : []),
  ];
  const { tasks, skills, zones } = onetTables(dir);
  const code = candidates.find((c) => tasks.has(c));
  if (!code) return null;
  const taskList = tasks.get(code)!;
  return {
    code,
    // core tasks first, in O*NET's order
    tasks: [...taskList.filter((t) => t.core), ...taskList.filter((t) => !t.core)].map((t) => t.text),
    skills: [...(skills.get(code) ?? [])].sort((a, b) => b.importance - a.importance).map((s) => s.id),
    jobZone: zones.get(code) ?? null,
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
  ];
}

/** Tests point at a temporary folder: forget what was read. */
export function clearReferenceCache() {
  cache.clear();
}
