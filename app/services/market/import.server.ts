import { parse } from "csv-parse/sync";
import fs from "node:fs";
import path from "node:path";
import { MARKET_COUNTRIES } from "~/lib/market/search";
import { replaceSourceFigures, type MarketFigureInput } from "~/models/market.server";
import { ALPHA3_TO_ALPHA2, ILOSTAT_SDMX_URL, MARKET_SOURCES, type MarketSourceInfo } from "~/lib/market/sources";

/**
 * `npm run import:market-data`: the labour-market tables of REFERENCE_DATA_DIR/labour-market
 * (read their SOURCE files) become market_figures rows, each tied to its source (publisher,
 * licence, attribution). Values are copied as published; an empty cell stays absent.
 * With `--from-ilostat` the two ILOSTAT tables are downloaded from ILOSTAT's SDMX API instead.
 */
export const LABOUR_MARKET_DIR = "labour-market";
export const FILES = {
  employment: "ilostat_employment_by_isco08_2digit.csv",
  nlEmployment: "ilostat_nl_employment_by_isco08_2digit_2020_2024.csv",
  unemployment: "ilostat_unemployment_by_previous_isco08_1digit.csv",
  nesta: { GB: "nesta_lfs_uk_employment_by_isco3_2014_2018.csv", FR: "nesta_lfs_fra_employment_by_isco3_2014_2018.csv", IT: "nesta_lfs_ita_employment_by_isco3_2014_2018.csv" },
} as const;

type Row = Record<string, string>;

function readRows(text: string): Row[] {
  return parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: true }) as Row[];
}

/** A published number, or null for an empty or masked ("x") cell; never a guess. */
function number(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function isKnownCountry(code: string) {
  return (MARKET_COUNTRIES as readonly string[]).includes(code);
}

/** ILOSTAT extracts: country,isco08_{n}digit,year,{employed|unemployed}_thousands. */
export function parseIlostatCsv(text: string, kind: "employed" | "unemployed"): MarketFigureInput[] {
  const source = kind === "employed" ? MARKET_SOURCES.ilostatEmployment : MARKET_SOURCES.ilostatUnemployment;
  const codeColumn = kind === "employed" ? "isco08_2digit" : "isco08_1digit";
  const valueColumn = `${kind}_thousands`;
  const figures: MarketFigureInput[] = [];
  for (const row of readRows(text)) {
    const country = (row.country ?? "").toUpperCase();
    const thousands = number(row[valueColumn]);
    const year = Number(row.year);
    const iscoCode = (row[codeColumn] ?? "").toLowerCase();
    if (!isKnownCountry(country) || thousands === null || !Number.isInteger(year) || !/^(\d{1,2}|total|x)$/.test(iscoCode)) continue;
    figures.push({ sourceId: source.id, measure: kind, country, region: "", iscoCode, year, thousands });
  }
  return figures;
}

/** Nesta's national_count_isco tables: isco_code,2014..2018,isco_minor_group,RISK_CAT. */
export function parseNestaCsv(text: string, country: string): MarketFigureInput[] {
  const figures: MarketFigureInput[] = [];
  for (const row of readRows(text)) {
    const iscoCode = row.isco_code ?? "";
    if (!/^\d{3}$/.test(iscoCode)) continue;
    for (const [column, value] of Object.entries(row)) {
      if (!/^\d{4}$/.test(column)) continue;
      const thousands = number(value);
      if (thousands === null) continue;
      figures.push({ sourceId: MARKET_SOURCES.nesta.id, measure: "employed", country, region: "", iscoCode, year: Number(column), thousands });
    }
  }
  return figures;
}

/**
 * SDMX-CSV from ILOSTAT's API: REF_AREA (alpha-3), SEX, CLASSIF1 (OC2_ISCO08_22, OCU_ISCO08_2,
 * …_TOTAL, …_X), TIME_PERIOD, OBS_VALUE. Only both sexes and ISCO-08 rows are kept.
 */
export function parseSdmxCsv(text: string, kind: "employed" | "unemployed"): MarketFigureInput[] {
  return parseSdmxRows(readRows(text), kind);
}

function parseSdmxRows(rows: Row[], kind: "employed" | "unemployed"): MarketFigureInput[] {
  const source = kind === "employed" ? MARKET_SOURCES.ilostatEmployment : MARKET_SOURCES.ilostatUnemployment;
  const figures: MarketFigureInput[] = [];
  for (const row of rows) {
    const country = ALPHA3_TO_ALPHA2[row.REF_AREA ?? ""];
    const match = /^OC[U2]_ISCO08_(\w+)$/.exec(row.CLASSIF1 ?? "");
    const thousands = number(row.OBS_VALUE);
    const year = Number(row.TIME_PERIOD);
    if (!country || !match || row.SEX !== "SEX_T" || thousands === null || !Number.isInteger(year)) continue;
    const iscoCode = match[1].toLowerCase();
    if (!/^(\d{1,2}|total|x)$/.test(iscoCode)) continue;
    figures.push({ sourceId: source.id, measure: kind, country, region: "", iscoCode, year, thousands });
  }
  return figures;
}

/**
 * ILOSTAT in open-numbers' DDF layout (ddf--datapoints--emp_temp_sex_oc2_nb--by--ref_area-nld--….csv,
 * header ref_area,sex,classif1,time,emp_temp_sex_oc2_nb): more countries can be dropped into the
 * folder unchanged (SOURCE-ilostat-nl-employment-isco08-2digit.txt). Same rules as the SDMX rows.
 */
export function parseDdfCsv(text: string, kind: "employed" | "unemployed"): MarketFigureInput[] {
  const valueColumn = kind === "employed" ? "emp_temp_sex_oc2_nb" : "une_tune_sex_ocu_nb";
  const rows = readRows(text).map((row) => ({
    REF_AREA: (row.ref_area ?? "").toUpperCase(),
    SEX: (row.sex ?? "").toUpperCase(),
    CLASSIF1: (row.classif1 ?? "").toUpperCase(),
    TIME_PERIOD: row.time ?? "",
    OBS_VALUE: row[valueColumn] ?? "",
  }));
  return parseSdmxRows(rows, kind);
}

/** DDF files in the folder, by indicator. */
function ddfFiles(base: string, indicator: "emp_temp_sex_oc2_nb" | "une_tune_sex_ocu_nb") {
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base)
    .filter((f) => f.startsWith(`ddf--datapoints--${indicator}--`) && f.endsWith(".csv"))
    .sort();
}

export function marketFilesPresent(dir: string) {
  const base = path.join(dir, LABOUR_MARKET_DIR);
  return fs.existsSync(path.join(base, FILES.employment)) || fs.existsSync(path.join(base, FILES.nlEmployment));
}

export interface MarketImportResult {
  sources: { id: string; figures: number; countries: string[] }[];
}

async function store(source: MarketSourceInfo, figures: MarketFigureInput[], result: MarketImportResult) {
  if (figures.length === 0) return;
  await replaceSourceFigures(source, figures);
  result.sources.push({ id: source.id, figures: figures.length, countries: [...new Set(figures.map((f) => f.country))].sort() });
}

/** Imports every table present in REFERENCE_DATA_DIR/labour-market; absent files are skipped. */
export async function importMarketData(dir: string): Promise<MarketImportResult> {
  const base = path.join(dir, LABOUR_MARKET_DIR);
  const read = (file: string) => (fs.existsSync(path.join(base, file)) ? fs.readFileSync(path.join(base, file), "utf8") : null);
  const result: MarketImportResult = { sources: [] };

  // the extracts first: where a DDF file repeats a cell, the extract's copy is kept
  const employment = [
    ...[FILES.employment, FILES.nlEmployment].flatMap((file) => {
      const text = read(file);
      return text ? parseIlostatCsv(text, "employed") : [];
    }),
    ...ddfFiles(base, "emp_temp_sex_oc2_nb").flatMap((file) => parseDdfCsv(read(file)!, "employed")),
  ];
  await store(MARKET_SOURCES.ilostatEmployment, employment, result);
  const unemploymentText = read(FILES.unemployment);
  const unemployment = [
    ...(unemploymentText ? parseIlostatCsv(unemploymentText, "unemployed") : []),
    ...ddfFiles(base, "une_tune_sex_ocu_nb").flatMap((file) => parseDdfCsv(read(file)!, "unemployed")),
  ];
  await store(MARKET_SOURCES.ilostatUnemployment, unemployment, result);
  const nesta = Object.entries(FILES.nesta).flatMap(([country, file]) => {
    const text = read(file);
    return text ? parseNestaCsv(text, country) : [];
  });
  await store(MARKET_SOURCES.nesta, nesta, result);
  return result;
}

/** The SDMX queries of `--from-ilostat`: both sexes, ISCO-08, the screen's countries, from `startYear`. */
export function ilostatUrls(startYear: number) {
  const areas = Object.keys(ALPHA3_TO_ALPHA2).join("+");
  const query = `?startPeriod=${startYear}&format=csv`;
  return {
    employed: `${ILOSTAT_SDMX_URL}/ILO,DF_EMP_TEMP_SEX_OC2_NB/${areas}.A..SEX_T.${query}`,
    unemployed: `${ILOSTAT_SDMX_URL}/ILO,DF_UNE_TUNE_SEX_OCU_NB/${areas}.A..SEX_T.${query}`,
  };
}

/** Downloads and reads the current ILOSTAT tables (no database write; never called in tests). */
export async function downloadIlostat(options: { startYear: number; fetchImpl?: typeof fetch; timeoutMs?: number }) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const urls = ilostatUrls(options.startYear);
  const figures: Record<"employed" | "unemployed", MarketFigureInput[]> = { employed: [], unemployed: [] };
  for (const kind of ["employed", "unemployed"] as const) {
    const response = await fetchImpl(urls[kind], {
      headers: { Accept: "application/vnd.sdmx.data+csv, text/csv" },
      signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
    });
    if (!response.ok) throw new Error(`ILOSTAT answered ${response.status} for ${urls[kind]}`);
    figures[kind] = parseSdmxCsv(await response.text(), kind);
    if (figures[kind].length === 0) throw new Error(`ILOSTAT sent no usable rows for ${urls[kind]}`);
  }
  return figures;
}

/** `--from-ilostat`: both ILOSTAT tables downloaded, then stored like the folder import (all or nothing per source). */
export async function importFromIlostat(options: Parameters<typeof downloadIlostat>[0]) {
  const figures = await downloadIlostat(options);
  const result: MarketImportResult = { sources: [] };
  await store(MARKET_SOURCES.ilostatEmployment, figures.employed, result);
  await store(MARKET_SOURCES.ilostatUnemployment, figures.unemployed, result);
  return result;
}
