import { forecastChannel, type ForecastChannel, type ForecastLevel, type PostingResult } from "./forecast";

/**
 * The forecast's backtest (issue 51 §6, `npm run eval:forecast`): every campaign of the history is
 * left out in turn and its postings are forecast from the others, as the builder would have; then
 * how often the actual clicks and applicants fell in the 80 % interval, and the median absolute
 * percentage error of the applicants' mean (postings with at least one applicant), per basis.
 */
export interface BacktestRow {
  postings: number;
  clicksCovered: number;
  applicantsCovered: number;
  /** |forecast − actual| ÷ actual of applicants, postings with applicants */
  errors: number[];
  /** the same of clicks, postings with clicks */
  clickErrors: number[];
}

export interface BacktestFigures {
  postings: number;
  clicksCoverage: number;
  applicantsCoverage: number;
  /** median absolute percentage error of applicants, 0–1; null without a posting with applicants */
  applicantsMdape: number | null;
  /** the same of clicks */
  clicksMdape: number | null;
}

export interface Backtest {
  overall: BacktestFigures;
  /** the same postings forecast from the catalogue alone (no history): what our own results add */
  catalogueOnly: BacktestFigures;
  byBasis: Partial<Record<ForecastLevel, BacktestFigures>>;
}

function medianOf(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? null : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function figures(row: BacktestRow): BacktestFigures {
  return {
    postings: row.postings,
    clicksCoverage: row.postings ? row.clicksCovered / row.postings : 0,
    applicantsCoverage: row.postings ? row.applicantsCovered / row.postings : 0,
    applicantsMdape: medianOf(row.errors),
    clicksMdape: medianOf(row.clickErrors),
  };
}

function tally(r: BacktestRow, posting: PostingResult, forecast: NonNullable<ReturnType<typeof forecastChannel>>) {
  r.postings++;
  if (posting.clicks >= forecast.clicks.low && posting.clicks <= forecast.clicks.high) r.clicksCovered++;
  if (posting.applicants >= forecast.applicants.low && posting.applicants <= forecast.applicants.high) r.applicantsCovered++;
  if (posting.applicants > 0) r.errors.push(Math.abs(forecast.applicants.mean - posting.applicants) / posting.applicants);
  if (posting.clicks > 0) r.clickErrors.push(Math.abs(forecast.clicks.mean - posting.clicks) / posting.clicks);
}

export function backtest(history: PostingResult[], channels: Map<string, ForecastChannel>): Backtest {
  const empty = (): BacktestRow => ({ postings: 0, clicksCovered: 0, applicantsCovered: 0, errors: [], clickErrors: [] });
  const overall = empty();
  const baseline = empty();
  const byBasis = new Map<ForecastLevel, BacktestRow>();
  const campaigns = [...new Set(history.map((r) => r.campaignId))];
  for (const campaignId of campaigns) {
    const rest = history.filter((r) => r.campaignId !== campaignId);
    for (const posting of history.filter((r) => r.campaignId === campaignId)) {
      const channel = channels.get(posting.channelId);
      if (!channel) continue;
      const forecast = forecastChannel(channel, { jobFamily: posting.jobFamily, country: posting.country }, rest);
      if (!forecast) continue;
      const prior = forecastChannel(channel, { jobFamily: posting.jobFamily, country: posting.country }, []);
      if (prior) tally(baseline, posting, prior);
      const row = byBasis.get(forecast.basis.level) ?? empty();
      byBasis.set(forecast.basis.level, row);
      tally(row, posting, forecast);
      tally(overall, posting, forecast);
    }
  }
  return {
    overall: figures(overall),
    catalogueOnly: figures(baseline),
    byBasis: Object.fromEntries([...byBasis].map(([level, row]) => [level, figures(row)])),
  };
}

/** The thresholds `eval:forecast --check` holds the backtest to (docs/decisions/078). */
export const BACKTEST_THRESHOLDS = { minCoverage: 0.7, maxCoverage: 0.95, maxApplicantsMdape: 0.6 } as const;

/** What fails the thresholds, as sentences; empty when the backtest passes. */
export function backtestFailures(
  result: Backtest,
  thresholds: { minCoverage: number; maxCoverage: number; maxApplicantsMdape: number } = BACKTEST_THRESHOLDS,
) {
  const failures: string[] = [];
  const { overall } = result;
  for (const [name, value] of [["clicks", overall.clicksCoverage], ["applicants", overall.applicantsCoverage]] as const) {
    if (value < thresholds.minCoverage) failures.push(`${name} interval coverage ${value.toFixed(3)} < ${thresholds.minCoverage}`);
    if (value > thresholds.maxCoverage) failures.push(`${name} interval coverage ${value.toFixed(3)} > ${thresholds.maxCoverage} (intervals too wide)`);
  }
  if (overall.applicantsMdape === null || overall.applicantsMdape > thresholds.maxApplicantsMdape) {
    failures.push(`applicants MdAPE ${overall.applicantsMdape?.toFixed(3) ?? "n/a"} > ${thresholds.maxApplicantsMdape}`);
  }
  return failures;
}
