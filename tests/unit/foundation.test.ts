import { describe, expect, it } from "vitest";
import { visibleMenu } from "../../app/components/shell/main-menu";
import { PROGRESS_ENTER_MS, PROGRESS_EXIT_MS } from "../../app/components/ui/navigation-progress";
import { NOTIFICATION_TIMEOUT_MS } from "../../app/components/ui/toaster";
import { formatDate } from "../../app/lib/dates";
import { formatShortDate } from "../../app/lib/short-date";
import { formatCents } from "../../app/lib/money";
import { DEFAULT_ROUTE, redirectTarget } from "../../app/lib/redirects";
import { documentTitle } from "../../app/lib/title";
import { tenantFromHost } from "../../app/services/auth/gate.server";
import { LOGIN_RATE_WINDOW_MS } from "../../app/services/auth/login.server";
import { parseEnv } from "../../app/platform/env.server";
import { FEATURE_DEFAULTS, FEATURE_NAMES, toUiFeatures, uiFeatureName } from "../../app/lib/features";
import { normalizeLocale, toUnderscoreLocale } from "../../app/lib/i18n/config";

describe("redirects (spec 1 §2) keep the query string", () => {
  const cases: [string, string][] = [
    ["/", DEFAULT_ROUTE],
    ["/?a=1", "/dashboard?a=1"],
    ["/start-campaign", "/dashboard?start-campaign"],
    ["/start-campaign/?id=abc", "/dashboard?start-campaign&id=abc"],
    ["/campaigns/share?id=abc", "/share-campaign?id=abc"],
    ["/analytics/get-started?x=1", "/analytics-get-started?x=1"],
    ["/order-summary?id=9", "/campaign-performance/campaign?id=9"],
    ["/campaign-performance?id=9", "/campaign-performance/campaign?id=9"],
    ["/campaigns/builder/?id=9", "/cb?id=9"],
    ["/search-channels?q=nurse", "/media-channels?q=nurse"],
    ["/search-channels/?id=9", "/media-channels-cb?id=9"],
    // issue 42 §2: without an id, the ordered campaigns to choose from
    ["/order-summary", "/campaigns?status=ordered&status=online&status=expired&status=processed"],
    ["/campaign-performance/", "/campaigns?status=ordered&status=online&status=expired&status=processed"],
    ["/campaign-performance?id=", "/campaigns?status=ordered&status=online&status=expired&status=processed"],
  ];
  it.each(cases)("%s → %s", (from, to) => {
    expect(redirectTarget(new URL(from, "http://localhost"))).toBe(to);
  });
  it("the default route is the dashboard", () => expect(DEFAULT_ROUTE).toBe("/dashboard"));
  it("unknown paths have no redirect", () => expect(redirectTarget(new URL("http://localhost/nope"))).toBeNull());
});

describe("document titles (spec 1 §2) append the product name", () => {
  it("appends | Hirewave", () => expect(documentTitle("Dashboard")).toBe("Dashboard | Hirewave"));
  it("falls back to the product name", () => expect(documentTitle()).toBe("Hirewave"));
});

describe("tenancy by sub-domain", () => {
  it("reads the tenant from {tenant}.{domain}", () => {
    expect(tenantFromHost("northwind.localhost:3000", "localhost")).toBe("northwind");
    expect(tenantFromHost("Northwind.Hirewave.app", "hirewave.app")).toBe("northwind");
  });
  it("the main domain, nested sub-domains and other hosts are not tenants", () => {
    expect(tenantFromHost("localhost:3000", "localhost")).toBeNull();
    expect(tenantFromHost("a.b.hirewave.app", "hirewave.app")).toBeNull();
    expect(tenantFromHost("example.com", "hirewave.app")).toBeNull();
    expect(tenantFromHost(null, "hirewave.app")).toBeNull();
  });
});

describe("feature flags (spec 1 §3)", () => {
  it("has every flag the spec names, each with a default", () => {
    const spec =
      "vacancy_overview, split_job_post_details, company_logo_mandatory, increase_number_of_business_location, recruitment_analytics, copy_campaign, ra_provides_customer_ref_id, show_contracts, jobs_first, jmp_job_ad_link, jmp_file_stack, share_campaign_details, market_insights, extra_privacy, seniority_terms, show_sla, show_job_url, mc_filter_seniority, mc_filter_employment_type, mc_filter_channel_type, mc_filter_job_function_tree, mc_show_filter_chips, persist_invoice_information, persist_company_details, force_auth0, approve_flow, ai_product_recommendations, ai_job_description_generator, append_gender_after_job_title, accept_hourly_rates, enable_enhanced_recommendations_by_default";
    expect([...FEATURE_NAMES].sort()).toEqual(spec.split(", ").sort());
  });
  it("maps server names to the UI names", () => {
    expect(uiFeatureName("vacancy_overview")).toBe("vacancies");
    expect(uiFeatureName("increase_number_of_business_location")).toBe("businessLocation");
    expect(uiFeatureName("recruitment_analytics")).toBe("analytics");
    expect(uiFeatureName("copy_campaign")).toBe("copyCampaign");
    expect(uiFeatureName("ai_job_description_generator")).toBe("aiJobDescriptionGenerator");
    expect(uiFeatureName("append_gender_after_job_title")).toBe("appendGenderAfterJobTitle");
    expect(uiFeatureName("force_auth0")).toBe("forceAuth0");
    expect(toUiFeatures(FEATURE_DEFAULTS).jobsFirst).toBe(false);
  });
});

describe("locales (spec 1 §3, §7)", () => {
  it("turns underscores into hyphens and falls back by language", () => {
    expect(normalizeLocale("de_DE")).toBe("de-DE");
    expect(normalizeLocale("nl")).toBe("nl-NL");
    expect(normalizeLocale("en-GB")).toBe("en-US");
    expect(normalizeLocale("fr-FR")).toBeUndefined();
    expect(normalizeLocale(null)).toBeUndefined();
  });
  it("saves the underscore form", () => expect(toUnderscoreLocale("en-GB")).toBe("en_GB"));
});

describe("money and dates (spec 1 §9)", () => {
  it("shows cents as euros, two decimals only when not whole", () => {
    expect(formatCents(1_250_000, "en-US", "EUR")).toBe("€12,500");
    expect(formatCents(12_345, "en-US", "EUR")).toBe("€123.45");
    expect(formatCents(12_345, "de-DE", "EUR")).toBe("123,45\u00a0€");
  });
  it("shows dates as each interface language writes them (issue 16 §6)", () => {
    expect(formatDate("2026-11-23", "en-US")).toBe("Nov 23, 2026");
    expect(formatDate("2026-11-23", "de-DE")).toBe("23.11.2026");
    expect(formatDate("2026-11-23", "nl-NL")).toBe("23-11-2026");
    // an unknown locale falls back to English rather than to the runtime's own
    expect(formatDate("2026-11-23", "fr-FR")).toBe("Nov 23, 2026");
  });
  it("shows a calendar date as that day and an instant in one fixed time zone (same text on server and client)", () => {
    // a contract's end date is the 31st wherever the page renders
    expect(formatDate("2027-03-31", "de-DE")).toBe("31.03.2027");
    // 23:30 UTC is already the next day in Amsterdam; every renderer agrees on that
    expect(formatDate("2026-11-23T23:30:00.000Z", "nl-NL")).toBe("24-11-2026");
    expect(formatDate(new Date("2026-11-23T10:00:00.000Z"), "en-US")).toBe("Nov 23, 2026");
    const tz = process.env.TZ;
    try {
      process.env.TZ = "America/Los_Angeles";
      expect(formatDate("2026-11-23T23:30:00.000Z", "de-DE")).toBe("24.11.2026");
    } finally {
      process.env.TZ = tz;
    }
  });
  it("keeps DD/MM/YY where spec 1 §2 asks for it (market insights last-updated date)", () => {
    expect(formatShortDate("2027-03-31")).toBe("31/03/27");
    // issue 38 §10: each language's own separator
    expect(formatShortDate("2026-11-27", "de-DE")).toBe("27.11.26");
    expect(formatShortDate("2026-11-27", "nl-NL")).toBe("27-11-26");
    expect(formatShortDate(new Date("2026-06-01T10:00:00.000Z"), "de-DE")).toBe("01.06.26");
  });
  it("formats DD/MM/YY in the display time zone for instants, and refuses an invalid date", () => {
    expect(formatShortDate("2026-12-31T23:30:00.000Z")).toBe("01/01/27");
    expect(formatShortDate(new Date("2026-06-01T10:00:00.000Z"))).toBe("01/06/26");
    expect(() => formatDate("not a date", "en-US")).toThrow(RangeError);
    expect(() => formatShortDate("not a date")).toThrow(RangeError);
  });
});

describe("environment", () => {
  it("works with no variables at all (embedded mode)", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.IDP_PORT).toBe(3001);
    expect(env.OIDC_ISSUER).toBe("http://localhost:3001");
    expect(env.EMBEDDED_IDP).toBe(true);
    expect(env.PGLITE_DIR).toBe("./data/pglite");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SECURE_COOKIES).toBe(false);
  });
  it("allows 300 sign-in starts per address per 15 minutes by default (issue 16 §1)", () => {
    expect(parseEnv({}).LOGIN_RATE_LIMIT).toBe(300);
    expect(LOGIN_RATE_WINDOW_MS).toBe(15 * 60 * 1000);
    expect(parseEnv({ LOGIN_RATE_LIMIT: "40" }).LOGIN_RATE_LIMIT).toBe(40);
  });
  it("uses an external issuer and PostgreSQL when given", () => {
    const env = parseEnv({ OIDC_ISSUER: "https://id.example.com", DATABASE_URL: "postgres://u@db:5432/hw", APP_URL: "https://app.example.com" });
    expect(env.EMBEDDED_IDP).toBe(false);
    expect(env.SECURE_COOKIES).toBe(true);
  });
  it("explains what is wrong", () => {
    expect(() => parseEnv({ PORT: "abc", SESSION_SECRET: "short" })).toThrow(/PORT[\s\S]*SESSION_SECRET must be at least 16/);
  });
  it("sizes the PostgreSQL pool from DATABASE_POOL_MAX, 20 by default", () => {
    expect(parseEnv({}).DATABASE_POOL_MAX).toBe(20);
    expect(parseEnv({ DATABASE_POOL_MAX: "50" }).DATABASE_POOL_MAX).toBe(50);
    expect(() => parseEnv({ DATABASE_POOL_MAX: "0" })).toThrow(/DATABASE_POOL_MAX/);
  });
  it("accepts rotated session secrets", () => {
    expect(parseEnv({ SESSION_SECRET: "new-secret-0123456789,old-secret-0123456789" }).SESSION_SECRET).toHaveLength(2);
  });
});

describe("main menu", () => {
  const paths = (features: Record<string, boolean>, roles: string[]) => visibleMenu(features, roles).map((e) => e.to);
  it("shows approvals only to approvers of a company with approve_flow", () => {
    // through toUiFeatures: the shell hands the menu the UI names of the flags
    const withFlow = toUiFeatures({ ...FEATURE_DEFAULTS, approve_flow: true });
    const withoutFlow = toUiFeatures({ ...FEATURE_DEFAULTS, approve_flow: false });
    expect(paths(withFlow, ["approver"])).toContain("/approvals");
    expect(paths(withFlow, [])).not.toContain("/approvals");
    expect(paths(withoutFlow, ["approver"])).not.toContain("/approvals");
  });
  it("lists dashboard, campaigns and search channels for everyone", () => {
    expect(paths({}, [])).toEqual(["/dashboard", "/campaigns", "/media-channels"]);
    expect(paths({ aiJobDescriptionGenerator: true }, [])).toContain("/job-description");
  });
});

describe("shell timings (spec 1 §4, §9)", () => {
  it("progress bar enters after 100 ms and leaves over 800 ms; notifications close after 3000 ms (e2e: tracking-settings)", () => {
    expect(PROGRESS_ENTER_MS).toBe(100);
    expect(PROGRESS_EXIT_MS).toBe(800);
    expect(NOTIFICATION_TIMEOUT_MS).toBe(3000);
  });
});
