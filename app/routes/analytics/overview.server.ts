import { CAMPAIGNS_OVERVIEW_PAGE_SIZE, CHANNELS_PAGE_SIZE, CLICKS_PER_COMPANY_PAGE_SIZE, JOB_PAGES_PAGE_SIZE, JOBS_OVERVIEW_PAGE_SIZE } from "~/lib/analytics/pages";
import { pageCount } from "~/lib/pagination";
import { droppedEvents } from "~/models/analytics-reports.server";
import {
  channelPerformance,
  clicksPerCampaign,
  jobPagePerformance,
  jobsOverview,
  overallPerformance,
  performanceByDate,
  sourcesFunnel,
} from "~/services/analytics/reports.server";
import { searchCampaigns } from "~/services/campaigns/list-labels.server";
import { csvOf, csvResponse, csvSection, section, sectionJump, sectionPage } from "./analytics.server";
import { companyOutcomesSection, outcomesCsv } from "./outcomes.server";

type Context = Awaited<ReturnType<typeof import("./analytics.server").analyticsContext>>;

/** The company overview's sections, each loaded on its own (spec 2 §2 "Sections from state"). */
export async function loadOverview({ company, url, period, t }: Context) {
  const scope = { companyId: company.id, from: period.from, to: period.to };
  const channelsPage = sectionPage(url, "channels-page", CHANNELS_PAGE_SIZE);
  const clicksPage = sectionPage(url, "clicks-page", CLICKS_PER_COMPANY_PAGE_SIZE);
  const [overall, byDate, sources, channels, campaigns, jobs, clicks, jobPages, dropped, outcomes] = await Promise.all([
    section("overall", () => overallPerformance(scope)),
    section("by-date", () => performanceByDate(scope)),
    section("sources", () => sourcesFunnel(scope)),
    section("channels", () => channelPerformance(scope, channelsPage)),
    section("campaigns", () =>
      searchCampaigns(company.id, { text: "", author: [], month: [], status: [], limit: CAMPAIGNS_OVERVIEW_PAGE_SIZE, offset: 0 }),
    ),
    section("jobs", () => jobsOverview(scope, { offset: 0, limit: JOBS_OVERVIEW_PAGE_SIZE })),
    section("clicks", () => clicksPerCampaign(scope, clicksPage)),
    section("job-pages", () => jobPagePerformance(scope, { offset: 0, limit: JOB_PAGES_PAGE_SIZE })),
    section("dropped", () => droppedEvents(scope)),
    // applications and hires from the ATS over the company's campaigns (issue 52 §3)
    section("outcomes", () => companyOutcomesSection(company.id, period)),
  ]);
  if (channels.ok) sectionJump(url, "channels-page", pageCount(channels.data.total, CHANNELS_PAGE_SIZE));
  if (clicks.ok) sectionJump(url, "clicks-page", pageCount(clicks.data.total, CLICKS_PER_COMPANY_PAGE_SIZE));

  const csv = csvSection(url);
  const file = (name: string) => `analytics-${name}-${period.from}-${period.to}`;
  switch (csv) {
    case "by-date":
      return csvOf(byDate, (rows) => csvResponse(file(csv), ["date", "unique_visitors", "converted"], rows.map((r) => [r.date, r.uniqueVisitors, r.uniqueVisitorsConverted])));
    case "funnel":
    case "sources":
      return csvOf(sources, (s) =>
        csvResponse(file(csv), ["source", "unique_visitors", "converted", ...Object.keys(s.total.steps)], [...s.sources, s.total].map((r) => [r.id, r.uniqueVisitors, r.uniqueVisitorsConverted, ...Object.keys(s.total.steps).map((k) => r.steps[k] ?? 0)])),
      );
    case "channels":
      return csvOf(channels, (c) => csvResponse(file(csv), ["channel", "unique_visitors", "converted", "conversion_rate"], c.channels.map((r) => [r.name, r.uniqueVisitors, r.uniqueVisitorsConverted, r.rate])));
    case "clicks":
      return csvOf(clicks, (c) => csvResponse(file(csv), ["campaign", "clicks"], c.campaigns.map((r) => [r.name, r.clicks])));
    case "campaigns":
      return csvOf(campaigns, (c) => csvResponse(file(csv), ["availability_date", "name", "status", "clicks", "first_click_date"], c.campaigns.map((r) => [r.availabilityDate?.slice(0, 10), r.name, r.status, r.clicks, r.firstClickDate])));
    case "jobs":
      return csvOf(jobs, (j) => csvResponse(file(csv), ["job", "campaigns", "clicks", "unique_visitors", "converted"], j.jobs.map((r) => [r.job, r.campaigns, r.clicks, r.uniqueVisitors, r.uniqueVisitorsConverted])));
    case "job-pages":
      return csvOf(jobPages, (p) => csvResponse(file(csv), ["page", "views", "application_forms", "applications", "conversion_rate"], p.jobPages.map((r) => [r.page, r.views, r.applicationForms, r.applications, r.rate])));
    case "outcomes":
      return csvOf(outcomes, (o) => outcomesCsv(file(csv), o.outcomes));
    case null:
      break;
    default:
      return new Response("Unknown section", { status: 404 });
  }
  return {
    title: t("analytics:titles.overview"),
    period,
    overall,
    byDate,
    sources,
    channels: channels.ok ? { ok: true as const, data: { ...channels.data, page: channelsPage.page, lastPage: pageCount(channels.data.total, CHANNELS_PAGE_SIZE) } } : channels,
    campaigns,
    jobs,
    clicks: clicks.ok ? { ok: true as const, data: { ...clicks.data, page: clicksPage.page, lastPage: pageCount(clicks.data.total, CLICKS_PER_COMPANY_PAGE_SIZE) } } : clicks,
    jobPages,
    dropped,
    outcomes,
  };
}
