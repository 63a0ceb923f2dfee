/**
 * The forecast of a campaign's channels and basket (issue 51 §5, docs/decisions/078): clicks,
 * applicants and cost per applicant **per posting**, each with an 80 % interval, from our own
 * results of comparable finished postings, shrunk towards the catalogue's prior when they are few.
 * One definition for the builder, the share page, the performance page and the PDF/Word exports.
 *
 * Method (empirical Bayes, Gamma–Poisson):
 * - **Prior** per channel: the catalogue's clicks per posting (the middle of cta_min–cta_max) and,
 *   for applicants, that times CATALOGUE_APPLY_RATE.
 * - **Comparable postings**: the channel's finished postings for the same job family and country;
 *   with fewer than FORECAST_MIN_CAMPAIGNS of them, the same job family, then the same country,
 *   then all of the channel's. None at all: a catalogue estimate.
 * - **Shrinkage**: a posting's mean is Gamma-distributed around the prior; with n postings summing
 *   Σx the posterior mean is (K·m₀ + Σx) / (K + n), i.e. (α + Σx) / (β + n) with β = K, α = K·m₀.
 *   K, what the prior is worth in postings, is estimated from the channel's own postings by the
 *   method of moments (Bühlmann: within-group variance ÷ variance between job-family × country
 *   groups), clamped to [K_MIN, K_MAX], K_DEFAULT without two groups to compare. A narrow group
 *   is shrunk towards the channel's posterior, which is shrunk towards the catalogue.
 * - **Interval**: the negative-binomial predictive of one posting — mean μ, variance μ + φμ² with
 *   φ the postings' over-dispersion (method of moments, else PHI_DEFAULT) plus the uncertainty of μ
 *   — and, for a basis wider than the target group's own, the spread of the groups' means (CV²,
 *   method of moments, else BETWEEN_DEFAULT) — its 10th and 90th percentile. A basket adds its channels (independent postings): mean and
 *   variance are summed and the sum is read as a negative binomial of those moments.
 * - **Cost per applicant**: the channel's price ÷ its applicants (mean, and price ÷ the interval's
 *   ends; no upper end when the lower end of applicants is 0), in the channel's currency; the
 *   basket's total ÷ the basket's applicants, in the total's currency.
 */

/** A channel's share of clicks that become applicants when we have no results of our own. */
export const CATALOGUE_APPLY_RATE = 0.08;
/** Comparable postings a narrower group needs before it is the basis. */
export const FORECAST_MIN_CAMPAIGNS = 2;
/** What the prior is worth, in postings, without enough groups to estimate it. */
export const K_DEFAULT = 3;
const K_MIN = 1;
const K_MAX = 5;
/** Over-dispersion of one posting around its mean (CV² beyond Poisson) without results to estimate it. */
export const PHI_DEFAULT = 0.3;
const PHI_MIN = 0.05;
const PHI_MAX = 2;
/** Spread of job-family × country groups' means around a channel's (CV²) without groups to estimate it. */
export const BETWEEN_DEFAULT = 0.15;
/** The interval's percentiles. */
export const INTERVAL = { low: 0.1, high: 0.9 } as const;

/** One finished posting (campaign × channel) of ours: its results and what it cost. */
export interface PostingResult {
  campaignId: string;
  channelId: string;
  /** the campaign's job function id (the job family), null without a target group */
  jobFamily: string | null;
  /** ISO 3166 alpha-2 of the campaign's first location */
  country: string | null;
  clicks: number;
  applicants: number;
  /** the ATS's applications attributed to this posting that ended in a hire (issue 52 §2, decision 080) */
  hires: number;
  /** what the posting cost, in `currency` (cents) */
  priceCents: number;
  currency: string;
}

export interface ForecastChannel {
  id: string;
  /** the catalogue's clicks per posting */
  ctaMin: number;
  ctaMax: number;
  /** the channel's price (cents, in `currency`) */
  price: number;
  currency: string;
}

export interface ForecastTarget {
  jobFamily: string | null;
  country: string | null;
}

export type ForecastLevel = "family-country" | "family" | "country" | "channel" | "catalogue";

export interface ForecastBasis {
  level: ForecastLevel;
  /** comparable postings behind the figure (0 for a catalogue estimate) */
  campaigns: number;
}

export interface Estimate {
  mean: number;
  low: number;
  high: number;
}

export interface CostEstimate {
  /** price ÷ mean applicants */
  cents: number;
  /** price ÷ the interval's upper applicants */
  lowCents: number;
  /** price ÷ the interval's lower applicants; null when that is 0 (no upper bound) */
  highCents: number | null;
  currency: string;
}

export interface ChannelForecast {
  channelId: string;
  clicks: Estimate;
  applicants: Estimate;
  /** null for a free channel or when no applicant is expected */
  costPerApplicant: CostEstimate | null;
  basis: ForecastBasis;
  /** the comparable postings' own median cost per applicant (the reason's evidence), null without one */
  medianCostPerApplicant: { cents: number; currency: string } | null;
  /** the hires the ATS attributed to the comparable postings (the reason's evidence) */
  hires: number;
  /**
   * applicants per posting the catalogue alone expects (the prior), null when the channel has no
   * catalogue figure: the recommendations compare the forecast with it (ownResultsFactor)
   */
  catalogueApplicants: number | null;
}

export interface Forecast {
  clicks: Estimate;
  applicants: Estimate;
  costPerApplicant: CostEstimate | null;
  channels: ChannelForecast[];
  /** channels without any figure (no catalogue figure, no results): left out of the sums */
  withoutFigure: number;
  /** the widest basis among the channels' (for the basket's label): postings behind it, catalogue when any channel is */
  basis: ForecastBasis;
}

interface Moments {
  mean: number;
  /** variance of one posting's count */
  variance: number;
}

// ── numbers ────────────────────────────────────────────────────────────────────────────────────

function median(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const Z90 = 1.2815515655446004;

/** The p-quantile of a negative binomial with these moments (Poisson when not over-dispersed). */
export function countQuantile(moments: Moments, p: number) {
  const { mean } = moments;
  if (!(mean > 0)) return 0;
  const extra = Math.max(moments.variance - mean, mean * 1e-9);
  const r = (mean * mean) / extra; // size
  const q = r / (r + mean); // success probability
  let logPmf = r * Math.log(q);
  if (!(logPmf > -600) || mean > 1e5) {
    // far too many terms to add: the normal approximation of the same moments
    const z = p >= 0.5 ? Z90 * ((p - 0.5) / 0.4) : -Z90 * ((0.5 - p) / 0.4);
    return Math.max(0, Math.round(mean + z * Math.sqrt(moments.variance)));
  }
  let cumulative = Math.exp(logPmf);
  let k = 0;
  while (cumulative < p && k < 1e6) {
    logPmf += Math.log((k + r) / (k + 1)) + Math.log(1 - q);
    k++;
    cumulative += Math.exp(logPmf);
  }
  return k;
}

const estimateMean = (moments: Moments) => Math.round(moments.mean * 10) / 10;

function estimate(moments: Moments): Estimate {
  return {
    mean: estimateMean(moments),
    low: countQuantile(moments, INTERVAL.low),
    high: countQuantile(moments, INTERVAL.high),
  };
}

// ── the estimator ──────────────────────────────────────────────────────────────────────────────

function groupKey(row: Pick<PostingResult, "jobFamily" | "country">) {
  return `${row.jobFamily ?? ""}|${row.country ?? ""}`;
}

/**
 * K (the prior's weight in postings) and φ (over-dispersion) from a channel's postings, by the
 * method of moments on counts relative to the prior (x / m₀), grouped by job family × country.
 */
export function hyperparameters(rows: PostingResult[], measure: (r: PostingResult) => number, prior: number) {
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const list = groups.get(groupKey(row)) ?? [];
    list.push(measure(row) / prior);
    groups.set(groupKey(row), list);
  }
  const usable = [...groups.values()].filter((g) => g.length >= 2);
  if (usable.length === 0) return { k: K_DEFAULT, phi: PHI_DEFAULT, between: BETWEEN_DEFAULT };
  // expected process variance: the mean within-group variance of x / m₀; over-dispersion: each
  // group's variance beyond Poisson relative to its own mean, (s² − x̄) / x̄², averaged
  let within = 0;
  let dispersion = 0;
  for (const g of usable) {
    const m = g.reduce((s, v) => s + v, 0) / g.length;
    const variance = g.reduce((s, v) => s + (v - m) ** 2, 0) / (g.length - 1);
    within += variance;
    const count = m * prior;
    dispersion += count > 0 ? (variance * prior * prior - count) / (count * count) : 0;
  }
  within /= usable.length;
  const phi = Math.min(PHI_MAX, Math.max(PHI_MIN, dispersion / usable.length));
  if (usable.length < 2) return { k: K_DEFAULT, phi, between: BETWEEN_DEFAULT };
  // variance of the hypothetical means: the spread of the group means beyond what the within-group variance explains
  const means = usable.map((g) => g.reduce((s, v) => s + v, 0) / g.length);
  const grand = means.reduce((s, v) => s + v, 0) / means.length;
  const spread = means.reduce((s, v) => s + (v - grand) ** 2, 0) / (means.length - 1);
  const size = usable.reduce((s, g) => s + g.length, 0) / usable.length;
  const vhm = spread - within / size;
  const k = vhm > 0 ? Math.min(K_MAX, Math.max(K_MIN, within / vhm)) : K_MAX;
  // the groups' spread as a CV² of their means (a wider basis mixes groups: its postings vary by this too)
  const between = grand > 0 ? Math.max(PHI_MIN, Math.max(0, vhm) / (grand * grand)) : BETWEEN_DEFAULT;
  return { k, phi, between };
}

/** The posterior mean (α + Σx) / (β + n) with β = k, α = k·prior. */
export function shrink(prior: number, k: number, rows: PostingResult[], measure: (r: PostingResult) => number) {
  const sum = rows.reduce((s, r) => s + measure(r), 0);
  return (k * prior + sum) / (k + rows.length);
}

const LEVELS: { level: Exclude<ForecastLevel, "catalogue">; match: (r: PostingResult, t: ForecastTarget) => boolean }[] = [
  { level: "family-country", match: (r, t) => t.jobFamily !== null && t.country !== null && r.jobFamily === t.jobFamily && r.country === t.country },
  { level: "family", match: (r, t) => t.jobFamily !== null && r.jobFamily === t.jobFamily },
  { level: "country", match: (r, t) => t.country !== null && r.country === t.country },
  { level: "channel", match: () => true },
];

/** The comparable postings: the narrowest group with FORECAST_MIN_CAMPAIGNS, else all of the channel's. */
export function comparablePostings(rows: PostingResult[], target: ForecastTarget) {
  for (const { level, match } of LEVELS) {
    const group = rows.filter((r) => match(r, target));
    if (group.length >= FORECAST_MIN_CAMPAIGNS || (level === "channel" && group.length > 0)) return { level, group };
  }
  return { level: "catalogue" as const, group: [] as PostingResult[] };
}

function measureMoments(
  rows: PostingResult[],
  group: PostingResult[],
  level: ForecastLevel,
  prior: number,
  measure: (r: PostingResult) => number,
): Moments {
  const { k, phi, between } = hyperparameters(rows, measure, prior);
  const channelMean = rows.length > 0 ? shrink(prior, k, rows, measure) : prior;
  const mean = level === "channel" || level === "catalogue" ? channelMean : shrink(channelMean, k, group, measure);
  // the predictive: a posting's spread (φ) plus the uncertainty of the mean, (φ + 1/μ) / (K + n)
  const n = level === "catalogue" ? 0 : group.length;
  const meanUncertainty = mean > 0 ? (phi + 1 / mean) / (k + n) : 0;
  // a basis wider than the target group's own mixes job families and countries: their spread too
  const mixed = level === "family-country" ? 0 : between;
  return { mean, variance: mean + mean * mean * (phi + mixed + meanUncertainty) };
}

function costOf(priceCents: number, currency: string, applicants: Estimate): CostEstimate | null {
  if (!(priceCents > 0) || !(applicants.mean > 0)) return null;
  return {
    cents: Math.round(priceCents / applicants.mean),
    lowCents: Math.round(priceCents / Math.max(applicants.high, applicants.mean)),
    highCents: applicants.low > 0 ? Math.round(priceCents / Math.min(applicants.low, applicants.mean)) : null,
    currency,
  };
}

interface ChannelParts {
  forecast: ChannelForecast;
  clicks: Moments;
  applicants: Moments;
}

/** A channel's comparable postings and the moments of one posting (no interval yet), or null without any figure. */
function channelMoments(channel: ForecastChannel, target: ForecastTarget, history: PostingResult[]) {
  const rows = history.filter((r) => r.channelId === channel.id);
  const cataloguePrior = channel.ctaMax > 0 ? (Math.max(0, channel.ctaMin) + channel.ctaMax) / 2 : null;
  // without a catalogue figure the channel's own results are the prior (their mean), when it has any
  const clicksPrior = cataloguePrior ?? (rows.length > 0 ? Math.max(1, rows.reduce((s, r) => s + r.clicks, 0) / rows.length) : null);
  if (clicksPrior === null) return null;
  const { level, group } = comparablePostings(rows, target);
  const applicantsPrior = Math.max(0.1, clicksPrior * CATALOGUE_APPLY_RATE);
  return {
    level,
    group,
    clicks: measureMoments(rows, group, level, clicksPrior, (r) => r.clicks),
    applicants: measureMoments(rows, group, level, applicantsPrior, (r) => r.applicants),
    catalogueApplicants: cataloguePrior === null ? null : applicantsPrior,
  };
}

function channelParts(channel: ForecastChannel, target: ForecastTarget, history: PostingResult[]): ChannelParts | null {
  const moments = channelMoments(channel, target, history);
  if (moments === null) return null;
  const { level, group, clicks, applicants } = moments;
  const applicantsEstimate = estimate(applicants);
  const costs = group
    .filter((r) => r.applicants > 0 && r.priceCents > 0 && r.currency === channel.currency)
    .map((r) => r.priceCents / r.applicants);
  const medianCost = median(costs);
  return {
    clicks,
    applicants,
    forecast: {
      channelId: channel.id,
      clicks: estimate(clicks),
      applicants: applicantsEstimate,
      costPerApplicant: costOf(channel.price, channel.currency, applicantsEstimate),
      basis: { level, campaigns: group.length },
      medianCostPerApplicant: medianCost === null ? null : { cents: Math.round(medianCost), currency: channel.currency },
      hires: group.reduce((s, r) => s + r.hires, 0),
      catalogueApplicants: moments.catalogueApplicants,
    },
  };
}

/**
 * What the recommendations rank by (ownResultsFactor): the forecast's mean applicants per posting,
 * the catalogue's, and the basis — the same figures as forecastChannel's, without the intervals,
 * whose quantiles are most of a forecast's cost and which a pool of 80 channels does not show.
 */
export function applicantsOutlook(channel: ForecastChannel, target: ForecastTarget, history: PostingResult[]) {
  const moments = channelMoments(channel, target, history);
  if (moments === null) return null;
  return {
    applicants: { mean: estimateMean(moments.applicants) },
    catalogueApplicants: moments.catalogueApplicants,
    basis: { level: moments.level },
  };
}

/** One channel's forecast per posting for this target group, or null without any figure. */
export function forecastChannel(channel: ForecastChannel, target: ForecastTarget, history: PostingResult[]) {
  return channelParts(channel, target, history)?.forecast ?? null;
}

const LEVEL_ORDER: ForecastLevel[] = ["family-country", "family", "country", "channel", "catalogue"];

/**
 * The basket's forecast: its channels' (purchasable ones: pass only those) and their sum. `cost` is
 * what the basket costs in one currency (the price summary's total); without it the basket has no
 * cost per applicant. Null for an empty basket or no figure at all.
 */
export function forecastBasket(
  channels: ForecastChannel[],
  target: ForecastTarget,
  history: PostingResult[],
  cost: { cents: number; currency: string } | null = null,
): Forecast | null {
  const parts = channels.map((c) => channelParts(c, target, history));
  const known = parts.filter((p): p is ChannelParts => p !== null);
  if (known.length === 0) return null;
  const sum = (pick: (p: ChannelParts) => Moments): Moments => ({
    mean: known.reduce((s, p) => s + pick(p).mean, 0),
    variance: known.reduce((s, p) => s + pick(p).variance, 0),
  });
  const applicants = estimate(sum((p) => p.applicants));
  const widest = known
    .map((p) => p.forecast.basis)
    .reduce((a, b) => (LEVEL_ORDER.indexOf(b.level) > LEVEL_ORDER.indexOf(a.level) ? b : a));
  return {
    clicks: estimate(sum((p) => p.clicks)),
    applicants,
    costPerApplicant: cost ? costOf(cost.cents, cost.currency, applicants) : null,
    channels: known.map((p) => p.forecast),
    withoutFigure: parts.length - known.length,
    basis: widest.level === "catalogue" ? widest : { level: widest.level, campaigns: Math.min(...known.map((p) => p.forecast.basis.campaigns)) },
  };
}

/** The target group's job family and country as the forecast compares them ("DE.berlin.berlin" → DE). */
export function forecastTarget(targetGroup: { jobFunction?: { id: string } | null; regions?: { id: string }[] | null } | null | undefined): ForecastTarget {
  return { jobFamily: targetGroup?.jobFunction?.id ?? null, country: countryOfRegion(targetGroup?.regions?.[0]?.id) };
}

export function countryOfRegion(id: string | null | undefined) {
  return id && /^[A-Z]{2}(\.|$)/.test(id) ? id.slice(0, 2) : null;
}
