import { describe, expect, it } from "vitest";
import { startCampaignHref, withoutParam } from "../../app/lib/shell/start-campaign-link";
import {
  applicationDestination,
  cleanJobTitle,
  countryCodeOf,
  mapEmploymentType,
  mapSalaryPeriod,
  matchIndustry,
  matchJobFunction,
  matchLocation,
  parseAmount,
  parseSalaryText,
  safeHttpUrl,
  sortOptions,
} from "../../app/lib/vacancies/mapping";
import {
  afterFetch,
  CAMPAIGNS_PER_VACANCY,
  FETCH_POLL_MS,
  JOBS_FIRST_PAGE_SIZE,
  normalizeFetchStatus,
  parseVacancyListState,
  VACANCIES_PAGE_SIZE,
  VACANCY_PLACEHOLDER_CARDS,
  VACANCY_SEARCH_DEBOUNCE_MS,
  dashboardTab,
  DASHBOARD_TAB_PATHS,
  onlyPageParamChanged,
  VACANCY_WIDGET_PAGE_PARAM,
  VACANCY_WIDGET_PAGE_SIZE,
} from "../../app/lib/vacancies/list";
import { MAX_JOBS, MAX_PAYLOAD_BYTES } from "../../app/lib/vacancies/types";
import { DEMO_FEED_SIZE, demoFeedJobs } from "../../app/lib/vacancies/demo-feed";

describe("vacancy numbers (spec 1 §9, issue 12)", () => {
  it("page sizes, poll, debounce, campaigns per row, limits", () => {
    expect(VACANCIES_PAGE_SIZE).toBe(10);
    expect(JOBS_FIRST_PAGE_SIZE).toBe(10);
    // spec 1 §9: the dashboard's vacancies widget 5, under a page parameter of its own
    expect(VACANCY_WIDGET_PAGE_SIZE).toBe(5);
    expect(VACANCY_WIDGET_PAGE_PARAM).not.toBe("page");
    expect(VACANCY_PLACEHOLDER_CARDS).toBe(3);
    expect(CAMPAIGNS_PER_VACANCY).toBe(3);
    expect(VACANCY_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(FETCH_POLL_MS).toBe(10_000);
    expect(MAX_PAYLOAD_BYTES).toBe(20 * 1024 * 1024);
    expect(MAX_JOBS).toBe(5000);
  });
});

describe("mapping rules", () => {
  it("employment types from every vendor's words; the specific word wins", () => {
    expect(mapEmploymentType("FULL_TIME")).toBe("full-time");
    expect(mapEmploymentType("Full-time")).toBe("full-time");
    expect(mapEmploymentType("parttime")).toBe("part-time");
    expect(mapEmploymentType("part-time", "permanent")).toBe("part-time");
    expect(mapEmploymentType("CONTRACTOR")).toBe("contract");
    expect(mapEmploymentType("working_student")).toBe("internship");
    expect(mapEmploymentType("TEMPORARY")).toBe("temporary");
    expect(mapEmploymentType("Freelance")).toBe("freelance");
    expect(mapEmploymentType("volunteer")).toBeNull();
    expect(mapEmploymentType(null, undefined)).toBeNull();
  });

  it("salary periods and amounts", () => {
    expect(mapSalaryPeriod("per-year-salary")).toBe("year");
    expect(mapSalaryPeriod("MONTH")).toBe("month");
    expect(mapSalaryPeriod("HOUR")).toBe("hour");
    expect(mapSalaryPeriod("WEEK")).toBeNull();
    expect(parseAmount("45.000")).toBe(45000);
    expect(parseAmount("45,000")).toBe(45000);
    expect(parseAmount("45.000,50")).toBe(45000.5);
    expect(parseAmount(-3)).toBeNull();
    expect(parseAmount("n/a")).toBeNull();
    expect(parseSalaryText("3400 - 4200 EUR per month")).toEqual({ min: 3400, max: 4200, currency: "EUR", period: "month" });
    expect(parseSalaryText("£30,000 a year")).toEqual({ min: 30000, max: 30000, currency: "GBP", period: "year" });
    expect(parseSalaryText("competitive")).toBeNull();
  });

  it("application destination: e-mail or http(s) URL only", () => {
    expect(applicationDestination("mailto:jobs@x.com")).toEqual({ method: "email", destination: "jobs@x.com" });
    expect(applicationDestination("https://x.com/apply")).toEqual({ method: "url", destination: "https://x.com/apply" });
    expect(applicationDestination("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,hi")).toBeNull();
  });

  it("job titles are cleaned for the ESCO look-up", () => {
    expect(cleanJobTitle("Backend Engineer (m/w/d)")).toBe("Backend Engineer");
    expect(cleanJobTitle("Senior Software Developer")).toBe("Software Developer");
    expect(cleanJobTitle("Verpleegkundige (m/v/x) - Amsterdam")).toBe("Verpleegkundige");
    expect(cleanJobTitle("Registered Nurse (m/w/d)")).toBe("Registered Nurse");
  });

  const places = [
    { id: "DE", kind: "country", countryCode: "DE", names: ["Germany", "Deutschland", "Duitsland"] },
    { id: "DE.bavaria", kind: "region", countryCode: "DE", names: ["Bavaria", "Bayern", "Beieren"] },
    { id: "DE.bavaria.munich", kind: "city", countryCode: "DE", names: ["Munich", "München", "München"] },
    { id: "NL.south-holland.rotterdam", kind: "city", countryCode: "NL", names: ["Rotterdam", "Rotterdam", "Rotterdam"] },
    { id: "GB.england.london", kind: "city", countryCode: "GB", names: ["London", "London", "Londen"] },
  ];

  it("regions resolve to the most specific location, narrowed by country", () => {
    expect(matchLocation({ region: "München" }, places)).toBe("DE.bavaria.munich");
    expect(matchLocation({ city: "Munich", region: "Bavaria", country: "DE" }, places)).toBe("DE.bavaria.munich");
    expect(matchLocation({ region: "Bavaria, Germany" }, places)).toBe("DE.bavaria");
    expect(matchLocation({ region: "Rotterdam, South Holland, NL" }, places)).toBe("NL.south-holland.rotterdam");
    expect(matchLocation({ city: "London", country: "NL" }, places)).toBeNull();
    expect(matchLocation({ region: "Remote" }, places)).toBeNull();
    expect(countryCodeOf("Deutschland")).toBe("DE");
    expect(countryCodeOf("Atlantis")).toBeNull();
  });

  it("categories resolve to job functions: label, contained label, synonyms", () => {
    const functions = [
      { id: "it", labels: ["IT & software"] },
      { id: "it-dev", labels: ["Software development", "Softwareentwicklung"] },
      { id: "health-nursing", labels: ["Nursing", "Pflege"] },
      { id: "sales", labels: ["Sales & business development"] },
      { id: "log-warehouse", labels: ["Warehouse", "Lager"] },
    ];
    expect(matchJobFunction("Pflege", functions)).toBe("health-nursing");
    expect(matchJobFunction("Software development", functions)).toBe("it-dev");
    expect(matchJobFunction("Engineering", functions)).toBe("it");
    expect(matchJobFunction("Sales", functions)).toBe("sales");
    expect(matchJobFunction("Warehouse operations", functions)).toBe("log-warehouse");
    expect(matchJobFunction("Legal", functions)).toBeNull();
    expect(matchJobFunction("", functions)).toBeNull();
  });

  it("filter options sort alphabetically in the interface language", () => {
    const sorted = sortOptions([{ label: "Zwolle" }, { label: "Ämsterdam" }, { label: "berlin" }], "de-DE");
    expect(sorted.map((o) => o.label)).toEqual(["Ämsterdam", "berlin", "Zwolle"]);
  });
});

describe("vacancy list state and fetch status", () => {
  it("reads the URL; unknown campaign statuses and empty values are dropped", () => {
    const state = parseVacancyListState(
      new URLSearchParams("q=%20nurse%20&regions=Munich&regions=Munich&regions=&campaignStatus=online&campaignStatus=bogus&page=3"),
    );
    expect(state).toEqual({ text: "nurse", contactNames: [], regions: ["Munich"], campaignStatus: ["online"], page: 3 });
    expect(parseVacancyListState(new URLSearchParams("page=-4")).page).toBe(1);
  });

  it("spec 1 §4: status text normalised; leaving requesting shows the modal only when asked", () => {
    expect(normalizeFetchStatus("Requesting")).toBe("requesting");
    expect(normalizeFetchStatus(" FETCHED ")).toBe("fetched");
    expect(normalizeFetchStatus("gateway timeout")).toBe("error");
    expect(afterFetch("requesting", "fetched", true)).toBe("modal");
    expect(afterFetch("requesting", "fetched", false)).toBe("reload");
    expect(afterFetch("requesting", "error", true)).toBe("none");
    expect(afterFetch("requesting", "requesting", true)).toBe("none");
    expect(afterFetch("fetched", "fetched", true)).toBe("none");
  });

  it(`the demo feed has ${DEMO_FEED_SIZE} vacancies in several countries with stable ids`, () => {
    const jobs = demoFeedJobs();
    expect(jobs).toHaveLength(40);
    expect(new Set(jobs.map((j) => j.country))).toEqual(new Set(["DE", "NL", "GB"]));
    expect(new Set(jobs.map((j) => j.referenceNumber)).size).toBe(40);
    expect(jobs[0].referenceNumber).toBe("NW-1001");
  });
});

describe("JobPosting JSON-LD (issue 12 §5)", () => {
  const base = {
    campaignId: "c1",
    companyName: "Acme",
    jobAd: { jobTitle: "Nurse", employmentType: "part-time", salaryMin: "3400", salaryMax: "", salaryPeriod: "month", salaryCurrency: "EUR" },
    descriptionHtml: "<p>x</p>",
    datePosted: new Date("2026-03-01T10:00:00Z"),
    validThrough: null,
    locations: [{ name: "Munich", countryCode: "DE" }],
    remote: false,
    url: "https://app/jobs/c1",
    logoUrl: null,
  };

  it("on-site: jobLocation per location; salary with only a minimum; no validThrough when unknown", async () => {
    const { jobPostingJsonLd } = await import("../../app/lib/vacancies/job-posting");
    const ld = jobPostingJsonLd(base);
    expect(ld).toMatchObject({
      datePosted: "2026-03-01",
      employmentType: "PART_TIME",
      jobLocation: [{ address: { addressLocality: "Munich", addressCountry: "DE" } }],
      baseSalary: { value: { minValue: 3400, unitText: "MONTH" } },
    });
    expect(ld).not.toHaveProperty("validThrough");
    expect(ld).not.toHaveProperty("jobLocationType");
    expect(ld).not.toHaveProperty("experienceRequirements");
  });

  it("minimum years of experience (issue 42 §11) as schema.org's months", async () => {
    const { jobPostingJsonLd } = await import("../../app/lib/vacancies/job-posting");
    const ld = jobPostingJsonLd({ ...base, jobAd: { ...base.jobAd, experienceYears: "3" } });
    expect(ld.experienceRequirements).toEqual({ "@type": "OccupationalExperienceRequirements", monthsOfExperience: 36 });
  });

  it("remote: TELECOMMUTE with the countries as applicant location; no salary without an amount", async () => {
    const { jobPostingJsonLd } = await import("../../app/lib/vacancies/job-posting");
    const ld = jobPostingJsonLd({ ...base, remote: true, jobAd: { jobTitle: "Dev", employmentType: "contract" } });
    expect(ld).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: [{ "@type": "Country", name: "DE" }], employmentType: "CONTRACTOR" });
    expect(ld).not.toHaveProperty("baseSalary");
    expect(ld).not.toHaveProperty("jobLocation");
  });

  it("the script text cannot close its <script> element", async () => {
    const { jsonLdScript } = await import("../../app/lib/vacancies/job-posting");
    const text = jsonLdScript({ description: "</script><script>alert(1)</script> & <!--" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ description: "</script><script>alert(1)</script> & <!--" });
  });
});

describe("the main menu's Start campaign (spec 1 §2)", () => {
  it("opens the info dialog over the current page without an integration", () => {
    expect(startCampaignHref(false, "/campaigns", "?status=online")).toBe("/campaigns?status=online&dialog=start-info");
    expect(startCampaignHref(false, "/vacancies", "")).toBe("/vacancies?dialog=start-info");
    // a dialog already open gives way to this one
    expect(startCampaignHref(false, "/dashboard", "?dialog=language")).toBe("/dashboard?dialog=start-info");
    expect(startCampaignHref(false, "/dashboard", "?start-campaign&page=2")).toBe("/dashboard?page=2&dialog=start-info");
  });
  it("opens the tab info dialog on the vacancies route, keeping its list state", () => {
    expect(startCampaignHref(true, "/vacancies", "?q=nurse&page=2")).toBe("/vacancies?q=nurse&page=2&info=1");
    expect(startCampaignHref(true, "/vacancies/", "")).toBe("/vacancies/?info=1");
  });
  it("links to the vacancies anywhere else when integrated", () => {
    expect(startCampaignHref(true, "/dashboard", "?tab=campaigns")).toBe("/vacancies");
    expect(startCampaignHref(true, "/vacancies-archive", "")).toBe("/vacancies");
  });
  it("closing drops only the dialog's parameter", () => {
    expect(withoutParam("/vacancies", "?q=nurse&info=1", "info")).toBe("/vacancies?q=nurse");
    expect(withoutParam("/campaigns", "?dialog=start-info", "dialog")).toBe("/campaigns");
  });
});

describe("industry mapping (issue 12 §4)", () => {
  const industries = [
    { id: "healthcare", labels: ["Healthcare & social services", "Gesundheits- & Sozialwesen"] },
    { id: "logistics", labels: ["Transport & logistics", "Transport & Logistik"] },
    { id: "it", labels: ["IT & telecommunications", "IT & Telekommunikation"] },
    { id: "retail", labels: ["Retail & wholesale", "Einzel- & Großhandel"] },
  ];
  it("takes the same label in any language", () => {
    expect(matchIndustry("IT & Telekommunikation", industries)).toBe("it");
    expect(matchIndustry("  transport & LOGISTICS ", industries)).toBe("logistics");
  });
  it("takes the one label holding the source's words as a whole word", () => {
    expect(matchIndustry("Healthcare", industries)).toBe("healthcare");
    expect(matchIndustry("Logistics", industries)).toBe("logistics");
    // "it" is inside "Gesundheits-" and "Einzel-" only as letters, never as a word of another label
    expect(matchIndustry("IT", industries)).toBe("it");
    // a word in two labels picks neither
    expect(matchIndustry("Transport", [...industries, { id: "automotive", labels: ["Automotive & transport"] }])).toBeNull();
  });
  it("takes a label named inside a longer text; nothing when nothing fits", () => {
    expect(matchIndustry("Retail & wholesale, food", industries)).toBe("retail");
    expect(matchIndustry("Aerospace", industries)).toBeNull();
    expect(matchIndustry(null, industries)).toBeNull();
    expect(matchIndustry("", industries)).toBeNull();
  });
});

describe("the Indeed-format job feed (issue 36 §11)", () => {
  it("keeps a text with ']]>' intact through CDATA", async () => {
    const { buildIndeedFeed } = await import("../../app/lib/vacancies/indeed-feed");
    const { XMLParser } = await import("fast-xml-parser");
    const title = "Developer ]]> <script>alert(1)</script> & Co ]]]]>";
    const xml = buildIndeedFeed({
      publisher: "p",
      publisherUrl: "https://p.example",
      lastBuildDate: new Date(0),
      jobs: [{ referenceNumber: "R-1", title, date: new Date(0), url: "https://p.example/1", company: "c", description: "<p>d</p>" }],
    });
    const job = new XMLParser({ processEntities: false }).parse(xml).source.job;
    expect(job.title).toBe(title);
    expect(job.description).toBe("<p>d</p>");
  });
});

describe("dashboard tabs (spec 1 §2 /dashboard with child /dashboard/campaigns; issue 42 §3)", () => {
  const tab = (path: string, jobsFirst: boolean) => dashboardTab(new URL(path, "http://localhost"), jobsFirst);
  it("the path /dashboard/campaigns is the campaigns tab, whatever jobs_first says", () => {
    expect(tab("/dashboard/campaigns", true)).toBe("campaigns");
    expect(tab("/dashboard/campaigns/?tab=jobs", true)).toBe("campaigns");
  });
  it("?tab= picks a tab; without it jobs first only with jobs_first", () => {
    expect(tab("/dashboard?tab=jobs", false)).toBe("jobs");
    expect(tab("/dashboard", true)).toBe("jobs");
    expect(tab("/dashboard", false)).toBe("campaigns");
    expect(DASHBOARD_TAB_PATHS).toEqual({ jobs: "/dashboard?tab=jobs", campaigns: "/dashboard/campaigns" });
  });
});

describe("the Vacancies widget's page change (issue 48 §7)", () => {
  it("only a change of the widget's own page parameter is its page change", () => {
    expect(onlyPageParamChanged("", "?vpage=2", "vpage")).toBe(true);
    expect(onlyPageParamChanged("?page=2&vpage=2", "?vpage=3&page=2", "vpage")).toBe(true);
    expect(onlyPageParamChanged("?vpage=2", "", "vpage")).toBe(true);
    // the campaigns widget's page, a dialog, or nothing at all: not the widget's
    expect(onlyPageParamChanged("?vpage=2", "?vpage=2&page=2", "vpage")).toBe(false);
    expect(onlyPageParamChanged("?vpage=2", "?vpage=3&share=x", "vpage")).toBe(false);
    expect(onlyPageParamChanged("?vpage=1", "", "vpage")).toBe(false);
  });
});
