import { z } from "zod";
import type { SalaryItem } from "~/lib/market/insight";
import type { Lang } from "~/lib/catalogue/options";
import type { MarketDataProvider, MarketInsight, MarketQuery, Occupation } from "~/lib/market/types";

/**
 * A market-insights API over HTTP (spec 1 §3 "Other", §7 "Market insights"):
 *   GET  {MARKET_DATA_URL}/occupations?q=&language=&offset=  → { results: [{ title, isco_code }] }
 *   POST {MARKET_DATA_URL}/market_data  { c_country_code, c_language_code (default EN), c_isco_code }
 *        → an array whose first element is read.
 * Sends `Authorization: Bearer {MARKET_DATA_TOKEN}` when set. A non-2xx answer, a body that is
 * not the contract or a timeout throws: the screen shows its API-error box (spec 1 §8).
 */
export interface MarketHttpConfig {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
}

const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const labelled = z.array(z.object({ label: z.string(), value: num.nullable() }));
const elementSchema = z.object({
  size_target_group: z.array(z.object({ region_label: z.string().nullish(), value: num.nullable() })).nullish(),
  jobmarket_activity: labelled.nullish(),
  recruitment_feasibility: z.union([labelled, z.object({ label: z.string().nullish(), value: num.nullable() })]).nullish(),
  salary: z
    .array(
      z.object({
        category_code: z.string(),
        experience_level: z.string(),
        value: num.nullable(),
        Remark: z.string().nullish(),
        remark: z.string().nullish(),
      }),
    )
    .nullish(),
  pull_factors: labelled.nullish(),
  job_benefits: labelled.nullish(),
});
const marketDataSchema = z.array(elementSchema);
const occupationsSchema = z.object({
  results: z.array(
    z.object({ id: z.union([z.string(), z.number()]).nullish(), title: z.string(), isco_code: z.union([z.string(), z.number()]).transform(String) }),
  ),
});

/** "Not looking", "not_looking", "notLooking" all name the same donut. */
const activityKey = (label: string) => label.toLowerCase().replace(/[^a-z]/g, "");

export class HttpMarketData implements MarketDataProvider {
  readonly name = "http" as const;
  constructor(
    private readonly config: MarketHttpConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call(path: string, init: RequestInit = {}) {
    const url = new URL(path, this.config.baseUrl.endsWith("/") ? this.config.baseUrl : `${this.config.baseUrl}/`);
    const headers = new Headers(init.headers);
    headers.set("Accept", "application/json");
    if (this.config.token) headers.set("Authorization", `Bearer ${this.config.token}`);
    const response = await this.fetchImpl(url, { ...init, headers, signal: AbortSignal.timeout(this.config.timeoutMs) });
    if (!response.ok) throw new Error(`market data ${url.pathname} answered ${response.status}`);
    try {
      return { url, body: (await response.json()) as unknown };
    } catch {
      throw new Error(`market data ${url.pathname} sent a body that is not JSON`);
    }
  }

  async occupations(q: string, lang: Lang, offset: number, limit: number): Promise<Occupation[]> {
    const params = new URLSearchParams({ q, language: lang, offset: String(offset) });
    const { body } = await this.call(`occupations?${params}`);
    const parsed = occupationsSchema.parse(body);
    return parsed.results.slice(0, limit).map((o) => ({ id: o.id == null ? null : String(o.id), title: o.title, iscoCode: o.isco_code }));
  }

  async marketData({ country, iscoCode, lang }: MarketQuery): Promise<MarketInsight | null> {
    const { body } = await this.call("market_data", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ c_country_code: country, c_language_code: (lang || "en").toUpperCase(), c_isco_code: iscoCode }),
    });
    const [first] = marketDataSchema.parse(body);
    if (!first) return null;

    const size = (first.size_target_group ?? []).filter((s): s is { region_label: string | null | undefined; value: number } => s.value !== null);
    const activity = new Map((first.jobmarket_activity ?? []).map((a) => [activityKey(a.label), a.value]));
    const feasibility = Array.isArray(first.recruitment_feasibility) ? first.recruitment_feasibility[0] : first.recruitment_feasibility;
    const salary: SalaryItem[] | null = first.salary?.length
      ? first.salary.map((s) => ({ categoryCode: s.category_code, experienceLevel: s.experience_level, value: s.value, remark: s.Remark ?? s.remark ?? null }))
      : null;
    const activityCard = ["active", "passive", "notlooking"].some((k) => activity.get(k) != null)
      ? { active: activity.get("active") ?? null, passive: activity.get("passive") ?? null, notLooking: activity.get("notlooking") ?? null }
      : null;
    const insight: MarketInsight = {
      country,
      iscoCode,
      updatedAt: new Date().toISOString(),
      sizeTargetGroup: size.length
        ? { total: size.reduce((sum, s) => sum + s.value, 0), regions: size.length > 1 ? size.map((s) => ({ label: s.region_label ?? "", value: s.value })) : [] }
        : null,
      jobMarketActivity: activityCard,
      recruitmentDifficulty: feasibility && feasibility.value !== null ? { value: feasibility.value, label: feasibility.label ?? null, estimate: false } : null,
      salary,
      pullFactors: first.pull_factors?.length ? first.pull_factors : null,
      jobBenefits: first.job_benefits?.length ? first.job_benefits : null,
      sources: [],
    };
    const empty = !insight.sizeTargetGroup && !insight.jobMarketActivity && !insight.recruitmentDifficulty && !insight.salary && !insight.pullFactors && !insight.jobBenefits;
    return empty ? null : insight;
  }
}
