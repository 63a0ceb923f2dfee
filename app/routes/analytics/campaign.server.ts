import { data } from "@remix-run/node";
import { CHANNEL_STATS_MAX_BYTES } from "~/lib/analytics/channel-stats";
import { readPeriod } from "~/lib/analytics/period";
import { costPerApplicant as costPerApplicant_ } from "~/lib/campaign/figures";
import { assistedConversions, clicksPerDay, jobAdClicks } from "~/models/analytics-reports.server";
import {
  geolocation,
  overallPerformance,
  performanceByDate,
  sourcesFunnel,
} from "~/services/analytics/reports.server";
import { requireCampaign } from "~/models/campaign.server";
import { importChannelStats } from "~/services/analytics/channel-stats.server";
import { getEnv } from "~/platform/env.server";
import { readUploadForm } from "~/services/files/multipart.server";
import { csvOf, csvResponse, csvSection, section, type analyticsContext } from "./analytics.server";
import { campaignOutcomesSection, outcomesCsv } from "./outcomes.server";

type Context = Awaited<ReturnType<typeof analyticsContext>>;

/**
 * /analytics/campaign?id= (spec 2 §7 "Campaign"): every section of one campaign, each on its own.
 * The period starts by default at the campaign's creation date (spec 2 §7 "Clicks start date").
 */
export async function loadCampaignAnalytics(context: Context) {
  const { company, url, today, t } = context;
  const campaign = await requireCampaign(company.id, url.searchParams.get("id"));
  const period = readPeriod(url.searchParams, today, campaign.createdAt.toISOString().slice(0, 10));
  const scope = { companyId: company.id, campaignId: campaign.id, from: period.from, to: period.to };
  const lookback = getEnv().ANALYTICS_LOOKBACK_DAYS;
  const [overall, byDate, clicks, funnel, countries, assisted, jobAds, outcomes] = await Promise.all([
    section("overall", () => overallPerformance(scope)),
    section("by-date", () => performanceByDate(scope)),
    section("clicks-per-day", () => clicksPerDay(scope)),
    section("sources", () => sourcesFunnel(scope, "campaign")),
    section("geo", () => geolocation(scope)),
    section("assisted", () => assistedConversions(scope, lookback)),
    section("job-ad-clicks", () => jobAdClicks(scope)),
    // applications and hires from the ATS, as on the performance page (issue 52 §3)
    section("outcomes", () => campaignOutcomesSection(company.id, campaign, period)),
  ]);
  const csv = csvSection(url);
  const file = (name: string) => `${campaign.name || "campaign"}-${name}-${period.from}-${period.to}`;
  switch (csv) {
    case "by-date":
      return csvOf(byDate, (rows) => csvResponse(file(csv), ["date", "unique_visitors", "converted"], rows.map((r) => [r.date, r.uniqueVisitors, r.uniqueVisitorsConverted])));
    case "clicks-per-day":
      return csvOf(clicks, (rows) => csvResponse(file(csv), ["date", "channel", "clicks"], rows.map((r) => [r.date, r.name, r.clicks])));
    case "sources":
      return csvOf(funnel, (f) => csvResponse(file(csv), ["traffic", "unique_visitors", "converted"], f.sources.map((r) => [r.id, r.uniqueVisitors, r.uniqueVisitorsConverted])));
    case "geo":
      return csvOf(countries, (rows) => csvResponse(file(csv), ["country", "unique_visitors", "converted"], rows.map((r) => [r.isoA2, r.uniqueVisitors, r.uniqueVisitorsConverted])));
    case "assisted":
      return csvOf(assisted, (rows) => csvResponse(file(csv), ["channel", "last_touch_conversions", "assisted_conversions", "linear_share"], rows.map((r) => [r.name, r.lastTouch, r.assisted, r.linear])));
    case "job-ad-clicks":
      return csvOf(jobAds, (j) => csvResponse(file(csv), ["channel", "clicks", "impressions", "ctr", "reach", "engagements"], j.channelList.map((r) => [r.name, r.clicks, r.impressions, r.ctr, r.reach, r.engagements])));
    case "outcomes":
      return csvOf(outcomes, (o) => outcomesCsv(file(csv), o.outcomes));
    case null:
      break;
    default:
      return new Response("Unknown section", { status: 404 });
  }
  // cost per applicant: what the order cost ÷ the period's applicants (docs/decisions/045)
  const costPerApplicant = overall.ok ? costPerApplicant_(campaign.orderedTotalCents, overall.data.uniqueVisitorsConverted) : null;
  return {
    title: t("analytics:titles.campaign", { name: campaign.name || t("analytics:no-name") }),
    campaign: { id: campaign.id, name: campaign.name },
    period,
    lookback,
    overall,
    costPerApplicant,
    currency: campaign.orderedCurrency ?? "EUR",
    byDate,
    clicks,
    funnel,
    countries,
    assisted,
    jobAds,
    outcomes,
  };
}

/** The channel-stats upload on the campaign page: imports for this campaign only, or row errors. */
export async function uploadChannelStats(context: Context) {
  const { company, url } = context;
  const campaign = await requireCampaign(company.id, url.searchParams.get("id"));
  const form = await readUploadForm(context.request, { maxFileBytes: CHANNEL_STATS_MAX_BYTES });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data({ result: { ok: false as const, errors: [{ line: 0, column: "file", error: "no-file" }] } }, { status: 400 });
  if (file.size > CHANNEL_STATS_MAX_BYTES) return data({ result: { ok: false as const, errors: [{ line: 0, column: "file", error: "too-large" }] } }, { status: 400 });
  const result = await importChannelStats(company.id, await file.text(), { campaignId: campaign.id });
  return data({ result }, { status: result.ok ? 200 : 400 });
}
