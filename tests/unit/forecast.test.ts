import { describe, expect, it } from "vitest";
import {
  CATALOGUE_APPLY_RATE,
  countQuantile,
  forecastBasket,
  forecastChannel,
  forecastTarget,
  type ForecastChannel,
  type PostingResult,
} from "../../app/lib/campaign/forecast";
import { BACKTEST_THRESHOLDS, backtest, backtestFailures } from "../../app/lib/campaign/forecast-eval";
import { basisText, costText } from "../../app/lib/campaign/forecast-text";

/** Issue 51 §5–6 (docs/decisions/078): the forecast's estimator, its basis and its backtest. */
const board: ForecastChannel = { id: "a", ctaMin: 20, ctaMax: 60, price: 40_000, currency: "EUR" };
const nurses = { jobFamily: "health-nursing", country: "DE" };
let n = 0;
const posting = (clicks: number, applicants: number, over: Partial<PostingResult> = {}): PostingResult => ({
  campaignId: `c${n++}`,
  channelId: "a",
  jobFamily: "health-nursing",
  country: "DE",
  clicks,
  applicants,
  hires: 0,
  priceCents: 40_000,
  currency: "EUR",
  ...over,
});
const many = (count: number, clicks: number, applicants: number, over: Partial<PostingResult> = {}) =>
  Array.from({ length: count }, () => posting(clicks, applicants, over));

describe("forecast estimator", () => {
  it("without results: the catalogue's figure, labelled as a catalogue estimate", () => {
    const f = forecastChannel(board, nurses, [])!;
    expect(f.basis).toEqual({ level: "catalogue", campaigns: 0 });
    expect(f.clicks.mean).toBe(40);
    expect(f.applicants.mean).toBeCloseTo(40 * CATALOGUE_APPLY_RATE, 1);
    expect(f.medianCostPerApplicant).toBeNull();
    // a channel without a catalogue figure and without results has no forecast
    expect(forecastChannel({ ...board, ctaMin: 0, ctaMax: 0 }, nurses, [])).toBeNull();
  });

  it("shrinks towards our own results as they grow: the posterior mean moves from the prior to the data", () => {
    const means = [0, 2, 5, 20, 80].map((count) => forecastChannel(board, nurses, many(count, 200, 30))!.clicks.mean);
    // prior 40, data 200: strictly increasing towards 200, never past it
    for (let i = 1; i < means.length; i++) expect(means[i]).toBeGreaterThan(means[i - 1]);
    expect(means[0]).toBe(40);
    expect(means.at(-1)!).toBeLessThanOrEqual(200);
    expect(means.at(-1)!).toBeGreaterThan(180);
  });

  it("each interval contains its mean; the basket's figures are the sums of its channels'", () => {
    const history = [...many(4, 90, 9), posting(120, 14), posting(60, 5)];
    const other: ForecastChannel = { id: "b", ctaMin: 8, ctaMax: 30, price: 0, currency: "EUR" };
    const basket = forecastBasket([board, other, { ...board, id: "x", ctaMin: 0, ctaMax: 0 }], nurses, history, { cents: 60_000, currency: "EUR" })!;
    for (const e of [basket.clicks, basket.applicants, ...basket.channels.flatMap((c) => [c.clicks, c.applicants])]) {
      expect(e.low).toBeLessThanOrEqual(e.mean);
      expect(e.high).toBeGreaterThanOrEqual(e.mean);
    }
    expect(basket.clicks.mean).toBeCloseTo(basket.channels.reduce((s, c) => s + c.clicks.mean, 0), 0);
    expect(basket.withoutFigure).toBe(1);
    // the free channel has no cost per applicant; the basket's is its total ÷ its applicants
    expect(basket.channels[1].costPerApplicant).toBeNull();
    expect(basket.costPerApplicant?.cents).toBe(Math.round(60_000 / basket.applicants.mean));
    expect(basket.costPerApplicant?.currency).toBe("EUR");
    expect(forecastBasket([], nurses, history)).toBeNull();
  });

  it("widens the comparable group: job family and country, then family, then country, then the channel", () => {
    const history = [
      ...many(2, 100, 10, { jobFamily: "health-nursing", country: "NL" }),
      ...many(3, 50, 2, { jobFamily: "it-dev", country: "DE" }),
    ];
    expect(forecastChannel(board, nurses, history)!.basis).toEqual({ level: "family", campaigns: 2 });
    expect(forecastChannel(board, { jobFamily: "retail", country: "DE" }, history)!.basis).toEqual({ level: "country", campaigns: 3 });
    expect(forecastChannel(board, { jobFamily: "retail", country: "BE" }, history)!.basis).toEqual({ level: "channel", campaigns: 5 });
    expect(forecastChannel(board, nurses, [...history, ...many(2, 80, 8)])!.basis).toEqual({ level: "family-country", campaigns: 2 });
  });

  it("names the evidence: the median cost per applicant of the comparable postings, in the channel's currency", () => {
    const f = forecastChannel(board, nurses, [posting(100, 10), posting(100, 8), posting(100, 20)])!;
    expect(f.medianCostPerApplicant).toEqual({ cents: 4_000, currency: "EUR" });
  });

  it("reads the target group's job family and country; negative-binomial quantiles bracket the mean", () => {
    expect(forecastTarget({ jobFunction: { id: "it-dev" }, regions: [{ id: "NL.utrecht.utrecht" }] })).toEqual({ jobFamily: "it-dev", country: "NL" });
    expect(forecastTarget(null)).toEqual({ jobFamily: null, country: null });
    const moments = { mean: 30, variance: 30 + 0.3 * 900 };
    expect(countQuantile(moments, 0.1)).toBeLessThan(30);
    expect(countQuantile(moments, 0.9)).toBeGreaterThan(30);
    // far beyond what the sum of terms handles: the normal approximation, still ordered
    const huge = { mean: 2e5, variance: 2e5 + 0.2 * 4e10 };
    expect(countQuantile(huge, 0.1)).toBeLessThan(countQuantile(huge, 0.9));
  });
});

describe("forecast words", () => {
  const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ""}`;
  it("says which basis a figure has, falling back when a label is missing", () => {
    const labels = { family: "Nursing", country: "Germany" };
    expect(basisText(t, { level: "catalogue", campaigns: 0 }, labels)).toBe("basis.catalogue");
    expect(basisText(t, { level: "family-country", campaigns: 14 }, labels)).toBe('basis.family-country{"count":14,"family":"Nursing","country":"Germany"}');
    expect(basisText(t, { level: "family", campaigns: 3 }, { family: null, country: null })).toBe('basis.channel{"count":3}');
  });
  it("a cost per applicant without an upper end when the lower end of applicants is 0", () => {
    expect(costText(t, { cents: 5_000, lowCents: 2_000, highCents: null, currency: "USD" }, "en-US")).toBe('cost-open{"cost":"$50","low":"$20"}');
    expect(costText(t, null, "en-US")).toBe("no-cost");
  });
});

describe("forecast backtest (the core of npm run eval:forecast)", () => {
  it("leaves each campaign out and counts coverage and error per basis; --check's thresholds fail a broken forecast", () => {
    // a fixture world: one channel, two groups with steady results
    const history = [
      ...Array.from({ length: 8 }, (_, i) => posting(80 + (i % 3) * 10, 8 + (i % 2))),
      ...Array.from({ length: 6 }, (_, i) => posting(30 + (i % 2) * 6, 3, { jobFamily: "it-dev" })),
    ];
    const result = backtest(history, new Map([["a", board]]));
    expect(result.overall.postings).toBe(14);
    expect(result.byBasis["family-country"]?.postings).toBe(14);
    expect(result.overall.clicksCoverage).toBeGreaterThan(0.7);
    expect(result.overall.applicantsMdape).toBeLessThan(0.3);
    // steadier than Poisson: every posting falls in its interval, which the check calls too wide
    expect(backtestFailures(result).map((f) => f.split(" ")[0])).toEqual(["clicks", "applicants"]);
    expect(backtestFailures(result, { ...BACKTEST_THRESHOLDS, maxCoverage: 1 })).toEqual([]);
    // the catalogue alone (prior 40 clicks) is far off for these groups
    expect(result.catalogueOnly.clicksMdape!).toBeGreaterThan(result.overall.clicksMdape!);
    // a forecast whose intervals miss everything fails the check
    expect(backtestFailures({ ...result, overall: { ...result.overall, clicksCoverage: 0.2 } }, { ...BACKTEST_THRESHOLDS, maxCoverage: 1 })).toHaveLength(1);
  });
});
