import { z } from "zod";
import { CHANNEL_TYPES, type ChannelType } from "~/lib/catalogue/constants";
import type { ChannelCriteria } from "~/lib/catalogue/criteria";
import { splitDescription } from "~/lib/catalogue/description";
import type { JobTitleOption, LocationOption } from "~/models/taxonomy.server";
import type { CatalogueContext, KnowledgeBase, ResolvedSearchOptions } from "./provider";
import { EMPTY_FACETS, NO_FORECAST, type ChannelDetails, type ChannelSummary, type Facets, type RecommendedChannel } from "~/lib/catalogue/types";
import type { Option } from "~/lib/catalogue/options";

/**
 * An external product knowledge base over HTTP (spec-2 §7 "Knowledge base"): GET /products/,
 * /products-recommendations/, /products-recommendations/explain/, /products/{id},
 * /products/addons/, /products/?customerId=, /job-titles/?text=, /job-functions/,
 * /locations/?text=, /products/industries/ (/products/categories/ is not asked: a channel's
 * categories come with the channel, and no screen lists them on their own — docs/decisions/055).
 * Every call sends
 * Accept-Language and a bearer token (fixed PKB_TOKEN, or fetched by POST from PKB_TOKEN_URL).
 * List responses are {results, count, next}; recommendations carry a reason per product.
 */
export interface PkbConfig {
  baseUrl: string;
  token?: string;
  tokenUrl?: string;
  timeoutMs: number;
}

const id = z.union([z.string(), z.number()]).transform(String);
const productSchema = z
  .object({
    id,
    name: z.string(),
    focus: z.string().nullish(),
    type: z.string().nullish(),
    numberOfDaysOnline: z.number().nullish(),
    timeToProcessDays: z.number().nullish(),
    price: z.number().nullish(),
    currency: z.string().nullish(),
    logoUrl: z.string().nullish(),
    homepage: z.string().nullish(),
    description: z.string().nullish(),
    crosspostings: z.array(z.string()).nullish(),
    hasHtmlPosting: z.boolean().nullish(),
    availableForPurchase: z.boolean().nullish(),
    bundle_id: z.union([z.string(), z.number()]).nullish(),
    isAddon: z.boolean().nullish(),
    isEvent: z.boolean().nullish(),
    customerId: z.string().nullish(),
    countries: z.array(z.string()).nullish(),
    score: z.number().nullish(),
    reason: z.string().nullish(),
  })
  .passthrough();
type PkbProduct = z.infer<typeof productSchema>;

const facetSchema = z.array(z.object({ key: z.string(), label: z.string().optional(), recordCount: z.number(), parent: z.string().nullish() }));
const listSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    results: z.array(item),
    count: z.number().optional(),
    next: z.string().nullish(),
    facets: z
      .object({
        countries: facetSchema.optional(),
        jobFunctions: facetSchema.optional(),
        industries: facetSchema.optional(),
        seniorities: facetSchema.optional(),
        workingTerms: facetSchema.optional(),
        types: facetSchema.optional(),
      })
      .optional(),
  });
const optionSchema = z.object({ id, label: z.string().optional(), name: z.string().optional() }).transform((o) => ({ id: o.id, label: o.label ?? o.name ?? o.id }));
const titleSchema = z
  .object({ id, label: z.string().optional(), name: z.string().optional(), jobFunction: optionSchema.nullish() })
  .transform((o) => ({ id: o.id, label: o.label ?? o.name ?? o.id, jobFunction: o.jobFunction ?? { id: "", label: "" }, occupation: null, iscoCode: null }));
const locationSchema = z
  .object({ id, label: z.string().optional(), name: z.string().optional(), canonical_name: z.string().optional(), kind: z.string().optional(), countryCode: z.string().optional() })
  .transform((o) => ({
    id: o.id,
    label: o.canonical_name ?? o.label ?? o.name ?? o.id,
    kind: (o.kind === "country" || o.kind === "region" ? o.kind : "city") as LocationOption["kind"],
    countryCode: o.countryCode ?? "",
  }));
const functionSchema = z
  .object({ id, label: z.string().optional(), name: z.string().optional(), parent: z.union([z.string(), z.number()]).nullish() })
  .transform((o) => ({ id: o.id, label: o.label ?? o.name ?? o.id, parent: o.parent === null || o.parent === undefined ? null : String(o.parent) }));

export class PkbHttpKnowledgeBase implements KnowledgeBase {
  readonly name = "pkb" as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private config: PkbConfig,
    private fetchImpl: typeof fetch = fetch,
  ) {}

  private async bearer() {
    if (this.config.token) return this.config.token;
    if (!this.config.tokenUrl) return null;
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    // spec-2 §7: the token comes from a generate-token call (POST, no payload)
    const response = await this.fetchImpl(this.config.tokenUrl, {
      method: "POST",
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok) throw new Error(`PKB token call answered ${response.status}`);
    const body = z.object({ token: z.string().min(1), expires_in: z.number().optional() }).parse(await response.json());
    this.token = { value: body.token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
    return body.token;
  }

  private async get(path: string, ctx: CatalogueContext, params?: URLSearchParams) {
    const url = new URL(path.replace(/^\//, ""), this.config.baseUrl.endsWith("/") ? this.config.baseUrl : `${this.config.baseUrl}/`);
    if (params) url.search = params.toString();
    const token = await this.bearer();
    const response = await this.fetchImpl(url, {
      headers: {
        Accept: "application/json",
        "Accept-Language": ctx.locale,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`PKB ${url.pathname} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  }

  private criteriaParams(ctx: CatalogueContext, criteria: ChannelCriteria, options: { offset: number; limit: number; excludeIds: string[] }) {
    const params = new URLSearchParams();
    if (criteria.text) params.set("text", criteria.text);
    if (criteria.jobTitleId) params.set("jobTitle", criteria.jobTitleId);
    const lists: [string, string[]][] = [
      ["jobFunctions", criteria.jobFunctionIds],
      ["locations", criteria.locationIds],
      ["industries", criteria.industryIds],
      ["seniorities", criteria.seniorityIds],
      ["workingTerms", criteria.workingTermIds],
      ["types", criteria.types],
      ["exclude", options.excludeIds],
    ];
    for (const [key, values] of lists) if (values.length) params.set(key, values.join(","));
    params.set("offset", String(options.offset));
    params.set("limit", String(options.limit));
    params.set("orderBy", "_score");
    params.set("sortOrder", "desc");
    params.set("currency", "EUR");
    params.set("jmp_company_id", ctx.companyId);
    return params;
  }

  private toSummary(p: PkbProduct, ctx: CatalogueContext): ChannelSummary {
    const type = (CHANNEL_TYPES as readonly string[]).includes(p.type ?? "") ? (p.type as ChannelType) : "job_board";
    return {
      id: p.id,
      name: p.name,
      focus: p.focus ?? "",
      type,
      audience: "generic",
      numberOfDaysOnline: p.numberOfDaysOnline ?? 0,
      timeToProcessDays: p.timeToProcessDays ?? 0,
      price: Math.round(p.price ?? 0),
      currency: p.currency ?? "EUR",
      // an external logo would break the CSP (img-src 'self'): our own generated logo stands in
      logoUrl: p.logoUrl?.startsWith("/") ? p.logoUrl : `/resources/channel-logos/${encodeURIComponent(p.id)}.svg`,
      homepage: p.homepage ?? "",
      shortDescription: splitDescription(p.description).short,
      availableForPurchase: p.availableForPurchase ?? true,
      bundle_id: p.bundle_id === null || p.bundle_id === undefined ? null : String(p.bundle_id),
      isAddon: p.isAddon ?? false,
      isEvent: p.isEvent ?? false,
      isMyChannel: p.customerId === ctx.companyId,
      countries: p.countries ?? [],
      score: p.score ?? 0,
    };
  }

  async search(ctx: CatalogueContext, criteria: ChannelCriteria, options: ResolvedSearchOptions) {
    const params = this.criteriaParams(ctx, criteria, options);
    let path = "/products/";
    if (options.kind === "addons") path = "/products/addons/";
    if (options.onlyMyChannels) params.set("customerId", ctx.companyId);
    if (options.kind === "events") params.set("event", "true");
    if (options.purchasableOnly) params.set("availableForPurchase", "true");
    const body = listSchema(productSchema).parse(await this.get(path, ctx, params));
    const facets: Facets = { ...EMPTY_FACETS };
    for (const key of Object.keys(facets) as (keyof Facets)[]) {
      facets[key] = (body.facets?.[key] ?? []).map((f) => ({ key: f.key, label: f.label ?? f.key, recordCount: f.recordCount, parent: f.parent ?? null }));
    }
    return {
      results: body.results.map((p) => this.toSummary(p, ctx)),
      totalHits: body.count ?? body.results.length,
      facets: options.withFacets ? facets : EMPTY_FACETS,
      order: { offset: options.offset, limit: options.limit, orderBy: "_score" as const, sortOrder: "desc" as const },
    };
  }

  async recommendations(ctx: CatalogueContext, criteria: ChannelCriteria, options: { excludeIds: string[]; limit: number }): Promise<RecommendedChannel[]> {
    const params = this.criteriaParams(ctx, criteria, { offset: 0, ...options });
    const body = listSchema(productSchema).parse(await this.get("/products-recommendations/", ctx, params));
    let reasons = new Map(body.results.filter((p) => p.reason).map((p) => [p.id, p.reason!]));
    if (reasons.size < body.results.length) {
      // the reasons may come from the explain endpoint instead
      params.set("ids", body.results.map((p) => p.id).join(","));
      const explained = z
        .object({ results: z.array(z.object({ id, reason: z.string() })) })
        .safeParse(await this.get("/products-recommendations/explain/", ctx, params));
      if (explained.success) reasons = new Map([...explained.data.results.map((r) => [r.id, r.reason] as const), ...reasons]);
    }
    return body.results.map((p) => ({ ...this.toSummary(p, ctx), reason: reasons.get(p.id) ?? "" }));
  }

  async details(ctx: CatalogueContext, channelId: string): Promise<ChannelDetails | null> {
    const body = await this.get(`/products/${encodeURIComponent(channelId)}`, ctx);
    if (body === null) return null;
    const p = productSchema.parse(body);
    const { short, long } = splitDescription(p.description);
    return {
      ...this.toSummary(p, ctx),
      description: p.description ?? "",
      shortDescription: short,
      longDescription: long,
      crosspostings: p.crosspostings ?? [],
      hasHtmlPosting: p.hasHtmlPosting ?? false,
      locations: [],
      jobFunctions: [],
      industries: [],
      seniorities: [],
      workingTerms: [],
      categories: [],
      expectedResponses: NO_FORECAST,
      bundleName: null,
    };
  }

  async jobTitles(ctx: CatalogueContext, text: string, limit: number): Promise<JobTitleOption[]> {
    const body = listSchema(titleSchema).parse(await this.get("/job-titles/", ctx, new URLSearchParams({ text })));
    return body.results.slice(0, limit);
  }

  async jobTitle(): Promise<JobTitleOption | null> {
    // the knowledge base has no single-title call; the URL carries the chosen title's function
    return null;
  }

  async jobTitleLabels(): Promise<Option[]> {
    // no batch call either: the lists keep the saved labels
    return [];
  }

  async locations(ctx: CatalogueContext, text: string, limit: number): Promise<LocationOption[]> {
    const body = listSchema(locationSchema).parse(await this.get("/locations/", ctx, new URLSearchParams({ text })));
    return body.results.slice(0, limit);
  }

  async locationLabels(_ctx: CatalogueContext, ids: string[]): Promise<LocationOption[]> {
    return ids.map((locationId) => ({ id: locationId, label: locationId, kind: "city" as const, countryCode: "" }));
  }

  async industries(ctx: CatalogueContext): Promise<Option[]> {
    return listSchema(optionSchema).parse(await this.get("/products/industries/", ctx)).results;
  }

  async jobFunctions(ctx: CatalogueContext) {
    return listSchema(functionSchema).parse(await this.get("/job-functions/", ctx)).results;
  }
}
