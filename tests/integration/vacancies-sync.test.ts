import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, getDb } from "../../app/db/client.server";
import { campaigns, companies, vacancies } from "../../app/db/schema";
import { CAMPAIGNS_PER_VACANCY_MAX } from "../../app/lib/vacancies/list";
import { buildIndeedFeed, type FeedJob } from "../../app/lib/vacancies/indeed-feed";
import { DEMO_FEED_PATH, demoFeedJobs } from "../../app/lib/vacancies/demo-feed";
import {
  claimFetch,
  findVacancy,
  getIntegration,
  integrationByFeedKey,
  rotateFeedKey,
  saveIntegration,
  searchVacancies,
} from "../../app/models/vacancy.server";
import { fetchCompanyVacancies } from "../../app/services/ats/sync.server";
import { createBoss, JOBS, registerJobs } from "../../app/services/jobs/registry.server";
import { requestVacancyFetch, runVacancySync, VACANCY_FETCH, VACANCY_SYNC_CRON } from "../../app/services/jobs/vacancies.server";
import { seedCatalogue } from "./catalogue-helpers";
import { createCompany, loadContext } from "./fixtures";
import { loader as demoFeedLoader } from "../../app/routes/vacancies/demo-feed";
import { parseIndeedXml } from "../../app/services/ats/indeed-xml.server";

/** A local ATS feed whose jobs each test sets; `fail` makes it answer 500. */
let feedJobs: FeedJob[] = [];
let fail = false;
const requested: string[] = [];
const server = http.createServer((req, res) => {
  requested.push(req.url!);
  if (fail) return res.writeHead(500, { "content-type": "text/plain" }).end("ATS down");
  res.writeHead(200, { "content-type": "application/xml" });
  res.end(buildIndeedFeed({ publisher: "t", publisherUrl: "https://t.example", lastBuildDate: new Date(), jobs: feedJobs }));
});
let feedUrl = "";
beforeAll(async () => {
  await seedCatalogue({ withSeedCatalogue: false });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jobs.xml`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const job = (ref: string, title: string, extra: Partial<FeedJob> = {}): FeedJob => ({
  referenceNumber: ref,
  title,
  date: new Date("2026-02-01T00:00:00Z"),
  url: `https://ats.example/jobs/${ref}`,
  company: "Acme",
  description: "<p>A job worth having, described at length for the job seeker.</p>",
  ...extra,
});

async function integratedCompany() {
  const company = await createCompany();
  await saveIntegration(company.id, { connector: "indeed-xml", baseUrl: feedUrl, boardToken: null, enabled: true });
  return company;
}

describe("vacancy fetch (issue 12 §2)", () => {
  it("enabling the integration sets hasIntegration; disabling clears it", async () => {
    const company = await integratedCompany();
    const db = await getDb();
    const read = async () => (await db.select({ v: companies.hasIntegration }).from(companies).where(eq(companies.id, company.id)))[0].v;
    expect(await read()).toBe(true);
    await saveIntegration(company.id, { connector: "indeed-xml", baseUrl: feedUrl, boardToken: null, enabled: false });
    expect(await read()).toBe(false);
  });

  it("upserts by external id, resolves regions to our locations, closes what the source dropped", async () => {
    const company = await integratedCompany();
    fail = false;
    feedJobs = [
      job("A1", "Nurse", { city: "Munich", state: "Bavaria", country: "DE", contactName: "Anna" }),
      job("A2", "Driver", { city: "Rotterdam", country: "NL", contactName: "Daan" }),
    ];
    expect(await fetchCompanyVacancies(company.id)).toEqual({ status: "fetched", upserted: 2, closed: 0, counts: { new: 2, updated: 0, closed: 0 } });
    const first = await searchVacancies(company.id, { text: "", contactNames: [], regions: [], campaignStatus: [], limit: 10, offset: 0 });
    expect(first.total).toBe(2);
    const nurseId = first.vacancies.find((v) => v.title === "Nurse")!.id;
    const nurse = await findVacancy(company.id, nurseId);
    expect(nurse?.locationId).toBe("DE.bavaria.munich");
    expect(nurse?.details.contact?.name).toBe("Anna");

    // A1 renamed, A2 gone, A3 new: same row for A1, A2 closed (kept), A3 added
    feedJobs = [job("A1", "Registered Nurse", { city: "Munich", country: "DE" }), job("A3", "Cook")];
    expect(await fetchCompanyVacancies(company.id)).toEqual({ status: "fetched", upserted: 2, closed: 1, counts: { new: 1, updated: 1, closed: 1 } });
    const after = await searchVacancies(company.id, { text: "", contactNames: [], regions: [], campaignStatus: [], limit: 10, offset: 0 });
    expect(after.vacancies.map((v) => v.title).sort()).toEqual(["Cook", "Registered Nurse"]);
    expect(after.vacancies.find((v) => v.title === "Registered Nurse")!.id).toBe(nurseId);
    const db = await getDb();
    const all = await db.select({ status: vacancies.status, externalId: vacancies.externalId }).from(vacancies).where(eq(vacancies.companyId, company.id));
    expect(all.find((v) => v.externalId === "A2")?.status).toBe("closed");
    const integration = await getIntegration(company.id);
    expect(integration?.fetchStatus).toBe("fetched");
    expect(integration?.lastFetchedAt).toBeInstanceOf(Date);
    // issue 38 §5: the banner's counts; the same feed again changes nothing, a dropped one reopens
    expect(integration?.lastFetchCounts).toEqual({ new: 1, updated: 1, closed: 1 });
    expect(await fetchCompanyVacancies(company.id)).toMatchObject({ counts: { new: 0, updated: 0, closed: 0 } });
    feedJobs = [...feedJobs, job("A2", "Driver", { city: "Rotterdam", country: "NL", contactName: "Daan" })];
    expect(await fetchCompanyVacancies(company.id)).toMatchObject({ counts: { new: 0, updated: 1, closed: 0 } });
  });

  it("a source error leaves the vacancies untouched and records the error", async () => {
    const company = await integratedCompany();
    fail = false;
    feedJobs = [job("B1", "Welder")];
    await fetchCompanyVacancies(company.id);
    fail = true;
    const outcome = await fetchCompanyVacancies(company.id);
    fail = false;
    expect(outcome).toEqual({ status: "error", code: "source", detail: "HTTP 500: ATS down" });
    const list = await searchVacancies(company.id, { text: "", contactNames: [], regions: [], campaignStatus: [], limit: 10, offset: 0 });
    expect(list.vacancies.map((v) => v.title)).toEqual(["Welder"]);
    const integration = await getIntegration(company.id);
    expect(integration).toMatchObject({ fetchStatus: "error", lastError: "source", lastErrorDetail: "HTTP 500: ATS down" });
  });

  it("lists a vacancy's campaigns newest first, at most CAMPAIGNS_PER_VACANCY_MAX (50), its own company's only", async () => {
    expect(CAMPAIGNS_PER_VACANCY_MAX).toBe(50);
    const company = await integratedCompany();
    fail = false;
    feedJobs = [job("K1", "Welder"), job("K2", "Baker")];
    await fetchCompanyVacancies(company.id);
    const base = { text: "", contactNames: [], regions: [], campaignStatus: [], limit: 10, offset: 0 };
    const [baker, welder] = (await searchVacancies(company.id, base)).vacancies.sort((a, b) => a.title.localeCompare(b.title));
    const db = await getDb();
    const start = Date.parse("2026-03-01T00:00:00Z");
    await db.insert(campaigns).values(
      Array.from({ length: 52 }, (_, i) => ({
        companyId: company.id,
        vacancyId: welder.id,
        name: `Welder ${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    await db.insert(campaigns).values({ companyId: company.id, vacancyId: baker.id, name: "Baker 0", createdAt: new Date(start) });
    // another company's campaign that names this vacancy is not listed with it
    const other = await createCompany();
    await db.insert(campaigns).values({ companyId: other.id, vacancyId: welder.id, name: "Foreign", createdAt: new Date(start + 99 * 60_000) });
    const listed = (await searchVacancies(company.id, base)).vacancies;
    const welderCampaigns = listed.find((v) => v.id === welder.id)!.campaigns;
    expect(welderCampaigns).toHaveLength(50);
    expect(welderCampaigns[0]).toMatchObject({ name: "Welder 51", status: "pending" });
    expect(welderCampaigns[0].createdAt).toEqual(new Date(start + 51 * 60_000));
    expect(welderCampaigns.at(-1)!.name).toBe("Welder 2");
    expect(listed.find((v) => v.id === baker.id)!.campaigns.map((c) => c.name)).toEqual(["Baker 0"]);
    expect(listed.map((v) => v.createdAt instanceof Date)).toEqual([true, true]);
  });

  it("search, facets (each counted with the other filters) and paging", async () => {
    const company = await integratedCompany();
    fail = false;
    feedJobs = Array.from({ length: 12 }, (_, i) =>
      job(`C${i}`, i % 2 ? `Nurse ${i}` : `Driver ${i}`, { city: i < 6 ? "Munich" : "London", country: i < 6 ? "DE" : "GB", contactName: i % 3 ? "Anna" : "Bert" }),
    );
    await fetchCompanyVacancies(company.id);
    const base = { text: "", contactNames: [], regions: [], campaignStatus: [], limit: 10, offset: 0 };
    const page1 = await searchVacancies(company.id, base);
    expect(page1.total).toBe(12);
    expect(page1.vacancies).toHaveLength(10);
    expect((await searchVacancies(company.id, { ...base, offset: 10 })).vacancies).toHaveLength(2);
    const nurses = await searchVacancies(company.id, { ...base, text: "nurse" });
    expect(nurses.total).toBe(6);
    const munich = await searchVacancies(company.id, { ...base, regions: ["Munich, DE"] });
    expect(munich.total).toBe(6);
    // the region facet still offers London while Munich is chosen
    expect(munich.facets.regions.map((f) => f.key).sort()).toEqual(["London, GB", "Munich, DE"]);
    expect(munich.facets.contactNames).toEqual(expect.arrayContaining([{ key: "Anna", count: 4 }, { key: "Bert", count: 2 }]));
    expect(munich.facets.campaignStatus).toEqual([{ key: "none", count: 6 }]);
    const none = await searchVacancies(company.id, { ...base, campaignStatus: ["online"] });
    expect(none.total).toBe(0);
  });

  it("cross-tenant: another company's vacancy, settings and fetch are out of reach", async () => {
    const owner = await integratedCompany();
    const other = await createCompany();
    feedJobs = [job("D1", "Baker")];
    fail = false;
    await fetchCompanyVacancies(owner.id);
    const [{ id }] = (await searchVacancies(owner.id, { text: "", contactNames: [], regions: [], campaignStatus: [], limit: 10, offset: 0 })).vacancies;
    expect(await findVacancy(other.id, id)).toBeUndefined();
    expect(await findVacancy(owner.id, "not-a-uuid")).toBeUndefined();
    expect(await getIntegration(other.id)).toBeUndefined();
    expect(await claimFetch(other.id, { requestedBy: null })).toBe(false);
    expect((await searchVacancies(other.id, { text: "", contactNames: [], regions: [], campaignStatus: [], limit: 10, offset: 0 })).total).toBe(0);
  });

  it("feed keys: found by key, rotated keys stop working, odd keys are not looked up", async () => {
    const company = await integratedCompany();
    const { feedKey } = (await getIntegration(company.id))!;
    expect((await integrationByFeedKey(feedKey))?.companyId).toBe(company.id);
    const rotated = await rotateFeedKey(company.id);
    expect(rotated).not.toBe(feedKey);
    expect(await integrationByFeedKey(feedKey)).toBeUndefined();
    expect((await integrationByFeedKey(rotated!))?.companyId).toBe(company.id);
    expect(await integrationByFeedKey("' or 1=1 --")).toBeUndefined();
  });

  it("a fetch is claimed once: a second Update while requesting does nothing", async () => {
    const company = await integratedCompany();
    const claims = await Promise.all([claimFetch(company.id, { requestedBy: null }), claimFetch(company.id, { requestedBy: null })]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect((await getIntegration(company.id))?.fetchStatus).toBe("requesting");
    // a fetch stuck for longer than 15 minutes (a crashed worker) may be taken over
    expect(await claimFetch(company.id, { requestedBy: null, now: new Date(Date.now() + 16 * 60_000) })).toBe(true);
  });

  it("without a job runner the requested fetch runs at once; the hourly schedule exists", async () => {
    const company = await integratedCompany();
    feedJobs = [job("E1", "Gardener")];
    fail = false;
    expect(await requestVacancyFetch(company.id, { requestedBy: null })).toBe(true);
    expect((await getIntegration(company.id))?.fetchStatus).toBe("fetched");
    expect(VACANCY_SYNC_CRON).toBe("7 * * * *");
    expect(JOBS.find((j) => j.name === "vacancy-sync")?.schedule).toBe(VACANCY_SYNC_CRON);
  });

  // issue 38 §5's "under 2 s" is a figure for a benchmark, not an assertion on a shared CI machine
  it("issue 38 §5: fetching the 40-vacancy demo feed, first time and again", async () => {
    const company = await integratedCompany();
    fail = false;
    feedJobs = demoFeedJobs();
    for (const expected of [{ new: 40, updated: 0, closed: 0 }, { new: 0, updated: 0, closed: 0 }]) {
      expect(await fetchCompanyVacancies(company.id)).toMatchObject({ status: "fetched", counts: expected });
    }
  });

  it("the bundled demo feed round-trips through the XML connector: 40 vacancies", async () => {
    const response = demoFeedLoader({ params: { company: "northwind" }, request: new Request(`http://app${DEMO_FEED_PATH}`), context: loadContext() });
    const list = parseIndeedXml(await response.text());
    expect(list).toHaveLength(40);
    expect(list[0]).toMatchObject({ externalId: "NW-1001", contact: { name: "Anna Schmidt" }, salary: { period: "month", currency: "EUR" } });
    expect(() => demoFeedLoader({ params: { company: "other" }, request: new Request("http://app/x"), context: loadContext() })).toThrow();
  });
});

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)("two instances on one PostgreSQL", () => {
  it("an on-demand fetch requested on both instances runs once", async () => {
    const company = await createCompany();
    // a URL of its own, so other companies' fetches (the sync takes every enabled one) do not count
    const path = `/jobs.xml?company=${company.id}`;
    await saveIntegration(company.id, { connector: "indeed-xml", baseUrl: feedUrl.replace("/jobs.xml", path), boardToken: null, enabled: true });
    const requests = () => requested.filter((url) => url === path).length;
    feedJobs = [job(`F${randomUUID().slice(0, 4)}`, "Plumber")];
    fail = false;
    const handle = await getDatabase();
    const bosses = [createBoss(handle, { instanceName: "va" }), createBoss(handle, { instanceName: "vb" })];
    const fetchJob = JOBS.filter((j) => j.name === VACANCY_FETCH);
    for (const boss of bosses) {
      await boss.start();
      await registerJobs(boss, fetchJob, { schedules: false });
    }
    try {
      const before = requests();
      const asked = await Promise.all(bosses.map((boss) => requestVacancyFetch(company.id, { requestedBy: null, boss })));
      expect(asked.filter(Boolean)).toHaveLength(1);
      const until = Date.now() + 30_000;
      while ((await getIntegration(company.id))?.fetchStatus === "requesting" && Date.now() < until) await new Promise((r) => setTimeout(r, 300));
      await new Promise((r) => setTimeout(r, 3_000));
      expect((await getIntegration(company.id))?.fetchStatus).toBe("fetched");
      expect(requests() - before).toBe(1);
      // the hourly sync run on both instances does not fetch twice either
      const again = requests();
      await Promise.all(bosses.map((boss) => runVacancySync({}, boss)));
      const until2 = Date.now() + 30_000;
      while ((await getIntegration(company.id))?.fetchStatus === "requesting" && Date.now() < until2) await new Promise((r) => setTimeout(r, 300));
      await new Promise((r) => setTimeout(r, 3_000));
      expect(requests() - again).toBe(1);
    } finally {
      await Promise.all(bosses.map((b) => b.stop({ graceful: true, timeout: 5_000 })));
    }
  }, 90_000);
});
