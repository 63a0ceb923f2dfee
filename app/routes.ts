import { index, layout, route, type RouteConfig } from "@remix-run/route-config";

/**
 * Every URL of Hirewave, top to bottom (spec 1 §2). A screen's code is the file named here.
 */
export default [
  index("routes/redirects.tsx", { id: "redirect-root" }),

  // Public: sign-in and sign-out (spec 1 §2 "Public routes")
  route("login", "routes/auth/login.tsx"),
  route("qprofile", "routes/auth/qprofile.tsx"),
  route("auth/:method", "routes/auth/start.tsx"),
  route("auth/:method/callback", "routes/auth/callback.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("logging-out", "routes/auth/logging-out.tsx"),
  route("logged-out", "routes/auth/logged-out.tsx"),
  route("error", "routes/system/error.tsx"),

  // Account selection and the gate's stop pages (spec 1 §2 "Route gate", "Account selection")
  route("no-access", "routes/account/no-access.tsx"),
  route("select-company", "routes/account/select-company.tsx"),
  route("consultant-login", "routes/account/consultant-login.tsx"),
  route("mfa-required", "routes/account/mfa-required.tsx"),
  route("no-subscription", "routes/account/no-subscription.tsx"),
  route("company-logout", "routes/account/company-logout.tsx"),

  // Redirects; the query string is kept (spec 1 §2 "Redirects")
  route("start-campaign", "routes/redirects.tsx", { id: "redirect-start-campaign" }),
  route("campaigns/share", "routes/redirects.tsx", { id: "redirect-campaigns-share" }),
  route("analytics/get-started", "routes/redirects.tsx", { id: "redirect-analytics-get-started" }),
  route("order-summary", "routes/redirects.tsx", { id: "redirect-order-summary" }),
  route("search-channels", "routes/redirects.tsx", { id: "redirect-search-channels" }),
  route("campaign-performance", "routes/redirects.tsx", { id: "redirect-campaign-performance" }),
  route("campaigns/builder", "routes/redirects.tsx", { id: "redirect-campaigns-builder" }),

  // Protected: everything inside the application shell passes the route gate
  layout("routes/shell.tsx", [
    // ?start-campaign opens the start-campaign dialog over the dashboard (issue 4 §2)
    // spec 1 §2: /dashboard with child /dashboard/campaigns, the campaigns tab by its path
    layout("routes/campaigns/start-campaign-layout.tsx", [
      route("dashboard", "routes/dashboard/dashboard.tsx"),
      route("dashboard/campaigns", "routes/dashboard/dashboard.tsx", { id: "dashboard-campaigns" }),
    ]),
    route("campaigns", "routes/campaigns/overview.tsx"),
    // vacancies from the company's ATS (issue 12): the overview, the integration settings and error
    route("vacancies", "routes/vacancies/vacancies.tsx"),
    // a vacancy's own page (issue 38 §7): the ATS's details and its campaigns
    route("vacancies/:vacancyId", "routes/vacancies/vacancy.tsx"),
    route("settings/integrations", "routes/settings/integrations.tsx"),
    // applications and hires back from the ATS, and its source → channel mapping (issue 52)
    route("settings/ats-applications", "routes/settings/ats-applications.tsx"),
    route("integration-error", "routes/vacancies/integration-error.tsx"),
    route("campaign-performance/campaign", "routes/campaigns/performance.tsx"),
    // analytics on our own event pipeline (spec 2 §2, issue 14)
    route("analytics", "routes/analytics/overview.tsx"),
    route("analytics-get-started", "routes/analytics/get-started.tsx"),
    route("analytics/campaign", "routes/analytics/campaign.tsx"),
    route("analytics/job-page-performance", "routes/analytics/job-page-performance.tsx"),
    route("analytics/jobs-overview", "routes/analytics/jobs-overview.tsx"),
    route("analytics/campaigns-overview", "routes/analytics/campaigns-overview.tsx"),
    // target group → campaign builder with basket (issue 4 §2–§3)
    route("start-campaign/target-group", "routes/campaigns/target-group.tsx"),
    route("cb", "routes/campaigns/builder.tsx"),
    route("media-channels-cb", "routes/campaigns/media-channels-builder.tsx"),
    // job ad → checkout → order → thank-you; order requests for approvers (issue 4 §4–§6)
    route("campaigns/job-ad", "routes/campaigns/job-ad.tsx"),
    route("campaigns/checkout", "routes/campaigns/checkout.tsx"),
    route("campaigns/ordered", "routes/campaigns/ordered.tsx"),
    route("approvals", "routes/campaigns/approvals.tsx"),
    // tracking settings and custom product names, from the user menu (spec 2 §2)
    route("settings/tracking", "routes/settings/tracking.tsx"),
    route("settings/customise-product-source", "routes/settings/customise-product-source.tsx"),
    // the user's own name (spec 1 §7 userinfo.name.update), from the user menu
    route("settings/profile", "routes/settings/profile.tsx"),
    // job-description generator (issue 13, spec 2 §2): entry/waiting page, steps, PDF and Word
    route("job-description", "routes/jobdesc/job-description.tsx"),
    route("job-description/download/:format", "routes/jobdesc/download.tsx"),
    route("job-description/:step", "routes/jobdesc/step.tsx"),
    // search channels, with the channel-details dialog addressable by URL (issue 3 §5)
    // market insights from labour-market statistics, behind market_insights (issue 15)
    route("market-insights", "routes/market-insights/market-insights.tsx"),
    route("media-channels", "routes/media-channels/media-channels.tsx", [
      route("channels/:channelId", "routes/media-channels/channel-details.tsx"),
    ]),
  ]),

  // Public campaign summary, found only through the campaign's UUID (spec 2 §2 "Sharing and export")
  // inside the application shell for a signed-in viewer (issue 48 §3), as it was for anyone else
  layout("routes/campaigns/share-frame.tsx", [route("share-campaign", "routes/campaigns/share.tsx")]),

  // Tracking links of ordered campaigns, followed by job seekers (no sign-in): click and application
  route("t/:campaignId/:channelId", "routes/tracking/click.tsx"),
  route("t/:campaignId/:channelId/application", "routes/tracking/application.tsx"),
  // the career-site snippet and its collection endpoint (issue 14 §1): any origin, no cookies of ours
  route("t.js", "routes/tracking/snippet.tsx"),
  route("collect", "routes/tracking/collect.tsx"),
  // the geolocation map as a server-rendered SVG image (signed in, analytics flag)
  route("analytics/map.svg", "routes/analytics/map.tsx"),
  // CSV of an analytics section, produced by that screen's loader (?format=csv&section=)
  route("analytics/export", "routes/analytics/export.tsx"),

  // Vacancies (issue 12): the bundled demo ATS feed, public job pages and each company's job feed
  route("demo-ats/:company/jobs.xml", "routes/vacancies/demo-feed.tsx"),
  // its applications in the Greenhouse Harvest format (issue 52 §1)
  route("demo-ats/:company/harvest/*", "routes/vacancies/demo-harvest.tsx"),
  route("jobs/:campaignId", "routes/vacancies/public-job.tsx"),
  route("jobs/:campaignId/logo", "routes/vacancies/public-job-logo.tsx"),
  route("feeds/:feedKey/jobs.xml", "routes/vacancies/job-feed.tsx"),

  // Resources: JSON, health, analytics ingest
  route("resources/lookups/:kind", "routes/resources/lookups/lookups.tsx"),
  route("resources/channel-logos/:file", "routes/resources/channel-logo.tsx"),
  route("resources/locale", "routes/resources/locale.tsx"),
  route("resources/market-occupations", "routes/resources/market-occupations.tsx"),
  route("resources/page-view", "routes/resources/page-view.tsx"),
  // uncaught browser errors (spec 1 §8), beside the page-view beacon
  route("resources/client-error", "routes/resources/client-error.tsx"),
  route("company-details/:id/logo", "routes/resources/company-logo.tsx"),
  route("campaigns/:campaignId/job-ad-file", "routes/resources/job-ad-file.tsx"),
  route("resources/campaign-export/:format", "routes/resources/campaign-export.tsx"),
  route("healthz", "routes/resources/healthz.tsx"),
  route("readyz", "routes/resources/readyz.tsx"),

  // Anything else: the not-found page with a link to the dashboard
  route("*", "routes/system/not-found.tsx"),
] satisfies RouteConfig;
