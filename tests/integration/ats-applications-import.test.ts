import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { atsApplications, campaignApplicants, campaignOrders, vacancies } from "../../app/db/schema";
import type { ApplicationConnector } from "../../app/lib/outcomes/types";
import { saveApplicationImport } from "../../app/models/ats-application.server";
import { importCompanyApplications } from "../../app/services/ats/applications/import.server";
import { sealCredential } from "../../app/services/ats/credentials.server";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { createCompany } from "./fixtures";

/**
 * Contract tests of the three application connectors (issue 52 §1) against the recorded answers in
 * tests/fixtures/ats-applications/ (see its README for where each shape comes from): paging,
 * a 429 with Retry-After, a deleted vacancy, a source that maps to nothing, a renamed stage, and a
 * run that stops after its first page and resumes without duplicates.
 */
const FIXTURES = path.resolve("tests/fixtures/ats-applications");
const fixture = (vendor: string, file: string) => fs.readFileSync(path.join(FIXTURES, vendor, file), "utf8");

interface Behaviour {
  renamed: boolean;
  /** answer the second page's first request with 429 + Retry-After: 2 */
  limitPage2: boolean;
  /** drop the connection on every request for the second page */
  dropPage2: boolean;
  /** a Link header pointing at another host */
  foreignNext: boolean;
}
const behaviour: Behaviour = { renamed: false, limitPage2: false, dropPage2: false, foreignNext: false };
const requested: string[] = [];
beforeEach(() => {
  Object.assign(behaviour, { renamed: false, limitPage2: false, dropPage2: false, foreignNext: false });
  requested.length = 0;
});

type Handler = (req: http.IncomingMessage, url: URL, origin: string) => { status?: number; body: string; headers?: Record<string, string> } | "drop";
const servers: http.Server[] = [];
async function serve(key: string, handler: Handler) {
  const server = http.createServer((req, res) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const url = new URL(req.url!, origin);
    requested.push(`${key} ${req.method} ${url.pathname}${url.search}`);
    const answer = handler(req, url, origin);
    if (answer === "drop") return res.socket?.destroy();
    res.writeHead(answer.status ?? 200, { "content-type": "application/json", ...answer.headers }).end(answer.body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

let page2Limited = false;
/** the second page's answer after the test's twists */
function page2(body: () => string) {
  if (behaviour.dropPage2) return "drop" as const;
  if (behaviour.limitPage2 && !page2Limited) {
    page2Limited = true;
    return { status: 429, body: '{"message":"Too many requests"}', headers: { "retry-after": "2" } };
  }
  return { body: body() };
}
beforeEach(() => {
  page2Limited = false;
});
const unauthorized = { status: 401, body: '{"message":"Invalid Basic Auth credentials"}' };
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

const greenhouseUrl = await serve("greenhouse", (req, url, origin) => {
  if (req.headers.authorization !== basic("gh-key")) return unauthorized;
  if (url.pathname === "/v1/applications") {
    if (url.searchParams.get("page") === "2") return page2(() => fixture("greenhouse", "applications-page-2.json"));
    if (behaviour.renamed) return { body: fixture("greenhouse", "applications-page-1-renamed.json") };
    const next = behaviour.foreignNext ? "http://127.0.0.2:9/v1/applications?page=2" : `${origin}/v1/applications?page=2&per_page=100`;
    return {
      body: fixture("greenhouse", "applications-page-1.json"),
      headers: { link: `<${next}>; rel="next", <${origin}/v1/applications?page=2&per_page=100>; rel="last"` },
    };
  }
  if (url.pathname === "/v1/applications/1002/offers/current_offer") return { body: fixture("greenhouse", "current-offer-1002.json") };
  return { status: 404, body: '{"message":"Resource not found"}' };
});

const leverUrl = await serve("lever", (req, url) => {
  if (req.headers.authorization !== basic("lever-key")) return unauthorized;
  if (url.pathname === "/v1/stages") return { body: fixture("lever", "stages.json") };
  if (url.pathname === "/v1/archive_reasons") return { body: fixture("lever", "archive_reasons.json") };
  if (url.pathname === "/v1/opportunities") {
    if (url.searchParams.get("offset")) return page2(() => fixture("lever", "opportunities-page-2.json"));
    return { body: fixture("lever", behaviour.renamed ? "opportunities-page-1-renamed.json" : "opportunities-page-1.json") };
  }
  return { status: 404, body: "{}" };
});

const personioUrl = await serve("personio", (req, url) => {
  if (url.pathname === "/v2/auth/token" && req.method === "POST") return { body: fixture("personio", "token.json") };
  if (!req.headers.authorization?.startsWith("Bearer eyJ")) return unauthorized;
  if (url.pathname === "/v2/recruiting/applications") {
    if (url.searchParams.get("cursor")) return page2(() => fixture("personio", "applications-page-2.json"));
    return { body: fixture("personio", behaviour.renamed ? "applications-page-1-renamed.json" : "applications-page-1.json") };
  }
  return { status: 404, body: "{}" };
});

const VENDORS: {
  connector: ApplicationConnector;
  url: string;
  credential: string;
  jobId: string;
  ids: { interview: string; hire: string; deleted: string; unmapped: string; visitor: string };
}[] = [
  { connector: "greenhouse", url: greenhouseUrl, credential: "gh-key", jobId: "4001", ids: { interview: "1001", hire: "1002", deleted: "1003", unmapped: "1004", visitor: "1006" } },
  { connector: "lever", url: leverUrl, credential: "lever-key", jobId: "post-1", ids: { interview: "opp-1", hire: "opp-2", deleted: "opp-3", unmapped: "opp-4", visitor: "opp-5" } },
  { connector: "personio", url: personioUrl, credential: "client-1:secret-1", jobId: "7001", ids: { interview: "501", hire: "502", deleted: "503", unmapped: "504", visitor: "505" } },
];

/** A company with the vacancy, its online campaign (an Indeed channel and a tracked one) and the import. */
async function setUp(vendor: (typeof VENDORS)[number]) {
  const company = await createCompany();
  const db = await getDb();
  const indeed = await createChannel({ slug: `indeed-${crypto.randomUUID().slice(0, 8)}` });
  const tracked = await createChannel();
  const [vacancy] = await db
    .insert(vacancies)
    .values({ companyId: company.id, source: "ATS", externalId: vendor.jobId, title: "Customer Service Agent", details: {} })
    .returning();
  const campaign = await insertCampaign(
    company.id,
    { status: "online", vacancyId: vacancy.id, orderedAt: new Date("2026-10-20T00:00:00Z"), availabilityDate: new Date("2026-10-25T00:00:00Z") },
    [indeed.id, tracked.id],
  );
  await db.insert(campaignOrders).values({
    companyId: company.id,
    campaignId: campaign.id,
    status: "ordered",
    amountCents: 50_000,
    checkout: { tracking: [{ channelId: tracked.id, source: "hw-test-utm", medium: "jobposting", campaign: "jobmarketing" }] },
  });
  await db.insert(campaignApplicants).values({ campaignId: campaign.id, visitorId: "visitor-abc", channelId: tracked.id, day: "2026-11-08" });
  await saveApplicationImport(company.id, { connector: vendor.connector, baseUrl: vendor.url, enabled: true, credential: sealCredential(vendor.credential) });
  return { company, campaign, vacancy, indeed, tracked };
}

async function rows(companyId: string) {
  const db = await getDb();
  const list = await db.select().from(atsApplications).where(eq(atsApplications.companyId, companyId));
  return new Map(list.map((r) => [r.externalId, r]));
}

const noSleep = async () => {};

describe.each(VENDORS)("$connector applications (issue 52 §1–2)", (vendor) => {
  it("reads every page, attributes by rule, keeps no candidate data", async () => {
    const { company, campaign, vacancy, indeed, tracked } = await setUp(vendor);
    const outcome = await importCompanyApplications(company.id, { sleep: noSleep });
    expect(outcome).toMatchObject({ status: "imported", pages: 2, resumed: false });
    const got = await rows(company.id);
    expect([...got.keys()].sort()).toEqual(Object.values(vendor.ids).sort());
    // the ATS's source name through the reviewed mapping: "Indeed" → the campaign's Indeed channel
    expect(got.get(vendor.ids.interview)).toMatchObject({
      vacancyId: vacancy.id, campaignId: campaign.id, channelId: indeed.id, attributionRule: "source-mapping", stage: "interview", status: "active",
    });
    // our utm_source carried into the ATS's source: the tracked channel; offer accepted = hired
    const hire = got.get(vendor.ids.hire)!;
    expect(hire).toMatchObject({ channelId: tracked.id, attributionRule: "tracking-parameter", stage: "hired", status: "hired" });
    expect(hire.hiredAt?.toISOString()).toBe("2026-11-20T10:00:00.000Z");
    // a vacancy that no longer exists: kept, with no vacancy or campaign, unattributed
    expect(got.get(vendor.ids.deleted)).toMatchObject({ vacancyId: null, campaignId: null, channelId: null, attributionRule: "unattributed" });
    // a source that maps to nothing: the campaign's, but no channel, visible as unattributed
    expect(got.get(vendor.ids.unmapped)).toMatchObject({ campaignId: campaign.id, channelId: null, attributionRule: "unattributed", status: "rejected", sourceName: "Facebook" });
    // the visitor id our tracking counted on the tracked channel
    expect(got.get(vendor.ids.visitor)).toMatchObject({ campaignId: campaign.id, channelId: tracked.id, attributionRule: "visitor" });
    // decision 076: nothing of the candidate's (names, e-mails, phones, answers, CVs) is stored
    const db = await getDb();
    const dump = JSON.stringify(
      (await db.execute(sql`select row_to_json(a) as r from ats_applications a where company_id = ${company.id}`)).rows,
    );
    for (const personal of ["Jane", "jane@example.com", "+31 6", "Kate", "CV.pdf", "linkedin.example"]) expect(dump).not.toContain(personal);
  });

  it("waits as a 429's Retry-After asks, then goes on", async () => {
    const { company } = await setUp(vendor);
    behaviour.limitPage2 = true;
    const waits: number[] = [];
    const outcome = await importCompanyApplications(company.id, { sleep: async (ms) => void waits.push(ms) });
    expect(outcome).toMatchObject({ status: "imported", pages: 2 });
    expect(waits).toEqual([2000]);
    expect((await rows(company.id)).size).toBe(5);
  });

  it("a run stopped after its first page resumes at the second, without duplicates", async () => {
    const { company } = await setUp(vendor);
    behaviour.dropPage2 = true;
    expect(await importCompanyApplications(company.id, { sleep: noSleep })).toMatchObject({ status: "error", pages: 1 });
    expect((await rows(company.id)).size).toBe(2);
    behaviour.dropPage2 = false;
    requested.length = 0;
    const resumed = await importCompanyApplications(company.id, { sleep: noSleep });
    expect(resumed).toMatchObject({ status: "imported", pages: 1, resumed: true });
    // the first page was not read again
    const pageReads = requested.filter((r) => /applications|opportunities/.test(r) && !/offers/.test(r));
    expect(pageReads).toHaveLength(1);
    expect((await rows(company.id)).size).toBe(5);
    // and a whole new run is incremental and writes no second row either
    await importCompanyApplications(company.id, { sleep: noSleep });
    expect((await rows(company.id)).size).toBe(5);
  });

  it("a renamed stage updates the name and keeps the interview", async () => {
    const { company } = await setUp(vendor);
    await importCompanyApplications(company.id, { sleep: noSleep });
    const before = (await rows(company.id)).get(vendor.ids.interview)!;
    behaviour.renamed = true;
    expect(await importCompanyApplications(company.id, { sleep: noSleep })).toMatchObject({ status: "imported" });
    const after = (await rows(company.id)).get(vendor.ids.interview)!;
    expect(after).toMatchObject({ id: before.id, stageName: "Runde 2", stage: "interview" });
    expect(after.interviewAt?.toISOString()).toBe(before.interviewAt?.toISOString());
    expect((await rows(company.id)).size).toBe(5);
  });
});

describe("application import safety (issue 52 §1: the vacancy import's rules)", () => {
  it("follows no next page on another host", async () => {
    const { company } = await setUp(VENDORS[0]);
    behaviour.foreignNext = true;
    expect(await importCompanyApplications(company.id, { sleep: noSleep })).toMatchObject({ status: "error", code: "forbidden", pages: 0 });
  });

  it("an import that is switched off does not run", async () => {
    const { company } = await setUp(VENDORS[0]);
    await saveApplicationImport(company.id, { connector: "greenhouse", baseUrl: greenhouseUrl, enabled: false });
    expect(await importCompanyApplications(company.id)).toEqual({ status: "skipped" });
  });
});
