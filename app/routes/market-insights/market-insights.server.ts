import type { RequestArgs } from "~/services/http/request-context.server";
import { data } from "@remix-run/node";
import { defaultCountry, isMarketCountry, OCCUPATION_LIMIT, OCCUPATION_MIN_CHARS, OCCUPATION_QUERY_MAX } from "~/lib/market/search";
import { marketSearchSchema } from "~/lib/market/search-schema";
import { countriesWithFigures, jobTitleIdForIsco } from "~/models/market.server";
import { message } from "~/lib/validation/messages";
import { findIscoGroup, getJobTitle } from "~/models/taxonomy.server";
import { requireFeature } from "~/services/auth/gate.server";
import { langOf } from "~/services/catalogue/provider";
import type { Lang } from "~/lib/catalogue/options";
import { readUrl } from "~/services/http/request.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { countryOptions, inCountry } from "~/services/market/countries.server";
import { lookupOccupations, searchMarketInsight, type InsightResult } from "~/services/market/market.server";
import { getMarketProvider } from "~/services/market/provider.server";
import type { Occupation } from "~/lib/market/types";

/**
 * /market-insights (spec 1 §2): the search is in the URL (?isco=&country=[&title=]), so a result
 * is shareable and works without JavaScript. Without JavaScript the occupation is found in a
 * results step: ?q=<text>&country= lists matching occupations as links to their insight.
 */
type IscoGroup = NonNullable<Awaited<ReturnType<typeof findIscoGroup>>>;

/** The occupation's name for the title: the chosen job title, else its ISCO group, else the code. */
async function occupationLabel(group: IscoGroup | null, title: string | undefined, lang: Lang) {
  const jobTitle = title ? await getJobTitle(title, lang) : null;
  if (jobTitle) return jobTitle.label;
  if (!group) return null;
  return lang === "de" ? group.labelDe : lang === "nl" ? group.labelNl : group.labelEn;
}

export type MarketInsightsData = Awaited<ReturnType<typeof loadMarketInsights>>;
type FieldErrors = Partial<Record<"q" | "isco" | "country", string[]>>;

export async function loadMarketInsights(args: RequestArgs) {
  const { request } = args;
  const context = await requireFeature(args, "market_insights");
  const url = readUrl(request);
  const params = url.searchParams;
  const locale = await getLocale(args);
  const lang = langOf(locale);
  const countryParam = (params.get("country") ?? "").trim().toUpperCase();
  const t = await getT(locale, "market");
  // the embedded figures cover some countries only: the list marks the others (issue 37 §5)
  const withData = getMarketProvider().name === "embedded" ? await countriesWithFigures() : null;
  const base = {
    title: t("title"),
    countries: countryOptions(lang, withData).map((c) => ({ ...c, inCountry: inCountry(c.code, lang) })),
    country: isMarketCountry(countryParam) ? countryParam : defaultCountry(locale),
    query: (params.get("q") ?? "").trim().slice(0, OCCUPATION_QUERY_MAX),
    errors: {} as FieldErrors,
    occupations: null as Occupation[] | null,
    search: null as null | { isco: string; country: string; title: string | null; occupation: string | null; startCampaignHref: string },
    result: null as InsightResult | null,
  };

  // no-JS results step: the typed text → occupations to choose from (a new text wins over a chosen one)
  if (base.query.length > 0 || (params.has("q") && !params.has("isco"))) {
    if (base.query.length < OCCUPATION_MIN_CHARS) {
      const errors: FieldErrors = { q: [message("market:search.min-chars", { min: OCCUPATION_MIN_CHARS })] };
      return data({ ...base, errors }, { status: 400 });
    }
    const { results } = await lookupOccupations(base.query, lang, 0, OCCUPATION_LIMIT);
    return data({ ...base, occupations: results });
  }
  if (!params.has("isco") && !params.has("country")) return data(base);

  // a link with an occupation only (?isco=2221) is read in the country the page shows: the locale's
  const parsed = marketSearchSchema.safeParse({
    isco: params.get("isco") ?? "",
    country: params.get("country") ?? base.country,
    title: params.get("title") ?? undefined,
  });
  if (!parsed.success) return data({ ...base, errors: parsed.error.flatten().fieldErrors as FieldErrors }, { status: 400 });
  const { isco, country, title } = parsed.data;
  // a well-formed code that is no ISCO group ("9999") would show its major group's figures as its own
  const group = await findIscoGroup(isco);
  if (group === undefined) return data({ ...base, country, errors: { isco: ["market:search.invalid-isco"] } as FieldErrors }, { status: 400 });
  const [result, occupation, campaignTitle] = await Promise.all([
    searchMarketInsight({ companyId: context.company.id, userId: context.user.id }, { country, iscoCode: isco, lang }),
    occupationLabel(group, title, lang),
    title ? title : jobTitleIdForIsco(isco),
  ]);
  return data({ ...base, country, search: { isco, country, title: title ?? null, occupation, startCampaignHref: startCampaignHref(campaignTitle, country) }, result });
}

/**
 * Insight → action: the start-campaign dialog over the dashboard, prefilled through its own
 * search step (routes/campaigns/target-group.server.ts) with the job title and the country.
 */
export function startCampaignHref(jobTitleId: string | null, country: string) {
  const params = new URLSearchParams({ search: "prefill", ...(jobTitleId ? { jobTitle: jobTitleId } : {}), regions: country });
  return `/dashboard?start-campaign&${params}`;
}
