import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignChannels, campaigns, companyDetails, vacancies } from "../../app/db/schema";
import { buildIndeedFeed, type FeedJob } from "../../app/lib/vacancies/indeed-feed";
import { getFormState, saveFormState } from "../../app/models/form-state.server";
import { findVacancyDraft } from "../../app/models/vacancy-campaign.server";
import { getIntegration, saveIntegration, searchVacancies } from "../../app/models/vacancy.server";
import { parseIndeedXml } from "../../app/services/ats/indeed-xml.server";
import { fetchCompanyVacancies } from "../../app/services/ats/sync.server";
import { action as vacanciesAction, loader as vacanciesLoader } from "../../app/routes/vacancies/vacancies";
import { action as settingsAction, loader as settingsLoader } from "../../app/routes/settings/integrations";
import { loader as errorLoader } from "../../app/routes/vacancies/integration-error";
import { loader as jobLoader } from "../../app/routes/vacancies/public-job";
import { loader as jobLogoLoader } from "../../app/routes/vacancies/public-job-logo";
import { createCompanyDetails } from "../../app/models/company-details.server";
import { IMAGE_VERSION } from "../../app/services/files/image.server";
import { png, pngChunks } from "../support/images";
import { loader as feedLoader } from "../../app/routes/vacancies/job-feed";
import { action as dashboardAction, loader as dashboardLoader } from "../../app/routes/dashboard/dashboard";
import { loader as performanceLoader } from "../../app/routes/campaigns/performance";
import { loader as vacancyLoader } from "../../app/routes/vacancies/vacancy";
import { action as jobAdAction, loader as jobAdLoader } from "../../app/routes/campaigns/job-ad";
import { seedCatalogue } from "./catalogue-helpers";
import { createPricedChannel, outcome, post } from "./checkout-fixtures";
import { addMembership, argsOf, createUser, requestWithSession, sessionFrom, signedInMember, loadContext } from "./fixtures";
import { getSession, sessionAtsFetchState } from "../../app/services/session.server";

/** Routes of issue 12: /vacancies, vacancy → campaign, settings, error page, job page and feed. */
let jobs: FeedJob[] = [];
let failWith: number | null = null;
const server = http.createServer((_req, res) => {
  if (failWith) return res.writeHead(failWith, { "content-type": "text/plain" }).end("nope");
  res.writeHead(200, { "content-type": "application/xml" });
  res.end(buildIndeedFeed({ publisher: "t", publisherUrl: "https://t.example", lastBuildDate: new Date(), jobs }));
});
let feedUrl = "";
beforeAll(async () => {
  await seedCatalogue({ withSeedCatalogue: false });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jobs.xml`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });
const form = (values: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.set(k, v);
  return body;
};

const NURSE: FeedJob = {
  referenceNumber: "REF-9",
  title: "Registered Nurse (m/w/d)",
  date: new Date("2026-02-01T00:00:00Z"),
  url: "https://ats.example/jobs/REF-9",
  company: "Acme",
  city: "Munich",
  state: "Bavaria",
  country: "DE",
  email: "jobs@acme.example",
  description: "<p>Care for patients on our ward, with a friendly team and good training.</p>",
  salary: "3400 - 4200 EUR per month",
  jobType: "parttime",
  category: "Nursing",
  industry: "Healthcare",
  contactName: "Anna Schmidt",
  contactPhone: "+49 89 1234567",
};

async function integratedMember(features: Record<string, boolean> = {}) {
  const member = await signedInMember({ features });
  await saveIntegration(member.company.id, { connector: "indeed-xml", baseUrl: feedUrl, boardToken: null, enabled: true });
  jobs = [NURSE];
  failWith = null;
  await fetchCompanyVacancies(member.company.id);
  const [vacancy] = (await searchVacancies(member.company.id, { text: "", contactNames: [], regions: [], campaignStatus: [], limit: 10, offset: 0 })).vacancies;
  return { ...member, vacancy };
}

describe("/vacancies", () => {
  it("lists the company's vacancies with facets and the fetch status", async () => {
    const { session } = await integratedMember();
    const result = await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies?regions=Munich%2C%20Bavaria%2C%20DE", session))));
    expect(result.status).toBe(200);
    const data = result.data as Awaited<ReturnType<typeof vacanciesLoader>>;
    expect(data.total).toBe(1);
    expect(data.vacancies[0]).toMatchObject({ title: "Registered Nurse (m/w/d)", source: "XML feed", contactName: "Anna Schmidt" });
    expect(data.facets.regions).toEqual([{ key: "Munich, Bavaria, DE", label: "Munich, Bavaria, DE", recordCount: 1 }]);
    expect(data.fetch).toMatchObject({ enabled: true, status: "fetched", showCompleteModal: false });
  });

  it("the fetch panel follows the integration's row (read with the gate): a failed fetch shows its error on /vacancies and the dashboard", async () => {
    const { session, company } = await integratedMember();
    failWith = 500;
    await fetchCompanyVacancies(company.id);
    const row = (await getIntegration(company.id))!;
    expect(row.fetchStatus).toBe("error");
    const expected = {
      enabled: true,
      status: "error",
      error: row.lastError,
      lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
      showCompleteModal: false,
      counts: null,
    };
    expect(row.lastError).toBeTruthy();
    const list = (await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies", session))))).data as Awaited<ReturnType<typeof vacanciesLoader>>;
    expect(list.fetch).toEqual(expected);
    const dashboard = (await outcome(async () => dashboardLoader(args(await requestWithSession("/dashboard", session))))).data as Awaited<ReturnType<typeof dashboardLoader>>;
    expect(dashboard.vacancies.integrated && dashboard.vacancies.fetch).toEqual(expected);
    // disabled in the settings: the panel says so at once
    await saveIntegration(company.id, { connector: "indeed-xml", baseUrl: feedUrl, boardToken: null, enabled: false });
    const after = (await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies", session))))).data as Awaited<ReturnType<typeof vacanciesLoader>>;
    expect(after.fetch?.enabled).toBe(false);
    failWith = null;
  });

  it("Create campaign: the target group and the job ad come prefilled from the vacancy; the card lists the campaign", async () => {
    const { session, company, vacancy } = await integratedMember();
    const result = await outcome(async () =>
      vacanciesAction(args(await post("/vacancies", session, form({ intent: "create-campaign", vacancyId: vacancy.id, returnTo: "/vacancies" })))),
    );
    expect(result.status).toBe(302);
    const location = result.response!.headers.get("Location")!;
    expect(location).toMatch(/^\/start-campaign\/target-group\?id=[0-9a-f-]{36}$/);
    const campaignId = location.split("id=")[1];
    const db = await getDb();
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({ companyId: company.id, vacancyId: vacancy.id, name: "Registered Nurse (m/w/d)", status: "pending" });
    expect(campaign.targetGroup?.jobFunction.id).toBe("health-nursing");
    expect(campaign.targetGroup?.regions).toEqual([{ id: "DE.bavaria.munich", label: expect.stringContaining("Munich") }]);
    expect(campaign.targetGroup?.jobTitle.label).toMatch(/nurse/i);
    // the source's "Healthcare" is our "Healthcare & social services"
    expect(campaign.targetGroup?.industries).toEqual([{ id: "healthcare", label: expect.stringMatching(/^Healthcare/) }]);
    // issue 42 §10: the vacancy's employment type becomes the target group's; no level or education given
    expect(campaign.targetGroup?.workingTerm).toEqual({ id: "part-time", label: "Part-time" });
    expect(campaign.targetGroup).not.toHaveProperty("seniority");
    const jobAd = await getFormState(company.id, "job-ad", campaignId);
    expect(jobAd).toMatchObject({
      jobTitle: "Registered Nurse (m/w/d)",
      applicationMethod: "email",
      applicationDestination: "jobs@acme.example",
      employmentType: "part-time",
      salaryMin: "3400",
      salaryMax: "4200",
      salaryPeriod: "month",
      contactName: "Anna Schmidt",
      // the number's own prefix becomes the form's calling code
      contactPhone: "89 1234567",
      contactPhoneCode: "+49",
      vacancyPageUrl: "https://ats.example/jobs/REF-9",
    });
    expect(await getFormState(company.id, "checkout", campaignId)).toEqual({ jobReferenceId: "REF-9" });
    const list = await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies", session))));
    const data = list.data as Awaited<ReturnType<typeof vacanciesLoader>>;
    expect(data.vacancies[0].campaigns.map((c) => c.id)).toEqual([campaignId]);
    expect(data.facets.campaignStatus).toEqual([{ key: "pending", label: "pending", recordCount: 1 }]);
  });

  it("issue 42 §11: experience, seniority, salary description and the attached file reach the job ad, which accepts them as they are", async () => {
    const member = await signedInMember();
    await saveIntegration(member.company.id, { connector: "indeed-xml", baseUrl: feedUrl, boardToken: null, enabled: true });
    jobs = [{ ...NURSE, experience: "3+ years", seniority: "Senior", attachment: "https://ats.example/files/nurse-profile.pdf", attachmentName: "Nurse profile.pdf" }];
    failWith = null;
    await fetchCompanyVacancies(member.company.id);
    const [vacancy] = (await searchVacancies(member.company.id, { text: "", contactNames: [], regions: [], campaignStatus: [], limit: 10, offset: 0 })).vacancies;
    // the vacancy row keeps what the connector read
    const db = await getDb();
    const [row] = await db.select().from(vacancies).where(eq(vacancies.id, vacancy.id));
    expect(row.details).toMatchObject({
      experienceYears: 3,
      seniority: "Senior",
      salaryDescription: "3400 - 4200 EUR per month",
      uploadFile: { name: "Nurse profile.pdf", url: "https://ats.example/files/nurse-profile.pdf" },
    });
    // the vacancy's page shows them
    const page = (await outcome(async () => vacancyLoader(args(await requestWithSession(`/vacancies/${vacancy.id}`, member.session), { vacancyId: vacancy.id })))).data as Awaited<ReturnType<typeof vacancyLoader>>;
    expect(page.vacancy).toMatchObject({ experienceYears: 3, seniority: "Senior", salaryDescription: "3400 - 4200 EUR per month", uploadFile: { name: "Nurse profile.pdf" } });
    const created = await outcome(async () =>
      vacanciesAction(args(await post("/vacancies", member.session, form({ intent: "create-campaign", vacancyId: vacancy.id, returnTo: "/vacancies" })))),
    );
    const campaignId = created.response!.headers.get("Location")!.split("id=")[1];
    const url = `/campaigns/job-ad/?id=${campaignId}`;
    const loaded = (await outcome(async () => jobAdLoader(args(await requestWithSession(url, member.session))))).data as Awaited<ReturnType<typeof jobAdLoader>>;
    expect(loaded.state).toMatchObject({
      experienceYears: "3",
      seniority: "Senior",
      salaryDescription: "3400 - 4200 EUR per month",
      uploadFile: "https://ats.example/files/nurse-profile.pdf",
    });
    // Continue with the prefilled fields as they are: valid, on to the checkout
    const values = Object.fromEntries(Object.entries(loaded.state).filter((e): e is [string, string] => typeof e[1] === "string"));
    const next = await outcome(async () => jobAdAction(args(await post(url, member.session, form({ ...values, intent: "continue" })))));
    expect(next.status).toBe(302);
    expect(next.response!.headers.get("Location")).toBe(`/campaigns/checkout/?id=${campaignId}`);
    // the job ad's own checks apply to them: more than 50 years is refused
    const invalid = await outcome(async () => jobAdAction(args(await post(url, member.session, form({ ...values, experienceYears: "51", intent: "continue" })))));
    expect(invalid.status).toBe(400);
  });

  it("cross-tenant: another company's vacancy id is a 404 and nothing is created; a bad id is a 400", async () => {
    const { vacancy } = await integratedMember();
    const other = await signedInMember();
    const db = await getDb();
    const foreign = await outcome(async () =>
      vacanciesAction(args(await post("/vacancies", other.session, form({ intent: "create-campaign", vacancyId: vacancy.id })))),
    );
    expect(foreign.status).toBe(404);
    expect(await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.companyId, other.company.id))).toEqual([]);
    const bad = await outcome(async () => vacanciesAction(args(await post("/vacancies", other.session, form({ intent: "create-campaign", vacancyId: "x" })))));
    expect(bad.status).toBe(400);
    const unknown = await outcome(async () => vacanciesAction(args(await post("/vacancies", other.session, form({ intent: "explode" })))));
    expect(unknown.status).toBe(400);
    // Update without an integration of one's own
    const update = await outcome(async () => vacanciesAction(args(await post("/vacancies", other.session, form({ intent: "update" })))));
    expect(update.status).toBe(404);
  });

  it("the fetch state comes with the session read on a GET (one statement fewer, decision 077); after an action in the request it is read again", async () => {
    const { session, company } = await integratedMember();
    const context = loadContext();
    const page = await requestWithSession("/dashboard", session);
    // the request's session read happens first (the gate), as on every page
    await getSession(argsOf(page, context));
    failWith = 500;
    await fetchCompanyVacancies(company.id);
    failWith = null;
    expect((await getIntegration(company.id))?.fetchStatus).toBe("error");
    // this GET shows the state of its own session read: the fetch panel ran no statement of its own
    const dashboard = (await outcome(async () => dashboardLoader({ request: page, params: {}, context }))).data as Awaited<ReturnType<typeof dashboardLoader>>;
    expect(dashboard.vacancies.integrated && dashboard.vacancies.fetch?.status).toBe("fetched");
    // a POST's loaders run after its action in the same request: they read the state anew
    const posted = await post("/vacancies", session, form({ intent: "update" }));
    const postContext = loadContext();
    await getSession(argsOf(posted, postContext));
    await fetchCompanyVacancies(company.id);
    expect((await sessionAtsFetchState(argsOf(posted, postContext), company.id))?.fetchStatus).toBe("fetched");
    // and another company than the one read with the session is read on its own
    expect(await sessionAtsFetchState(argsOf(page, context), (await signedInMember()).company.id)).toBeNull();
  });

  it("Update fetches (no job runner here: at once); the user asked, so the banner is due once", async () => {
    const { session, company } = await integratedMember();
    jobs = [NURSE, { ...NURSE, referenceNumber: "REF-10", title: "Midwife" }];
    const update = await outcome(async () => vacanciesAction(args(await post("/vacancies", session, form({ intent: "update", returnTo: "/vacancies?page=2" })))));
    expect(update.status).toBe(302);
    expect(update.response!.headers.get("Location")).toBe("/vacancies?page=2");
    const data = (await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies", session))))).data as Awaited<ReturnType<typeof vacanciesLoader>>;
    expect(data.total).toBe(2);
    expect(data.fetch?.showCompleteModal).toBe(true);
    // the member came with the nurse fetched: the midwife is new, the unchanged nurse not "updated"
    expect(data.fetch?.counts).toEqual({ new: 1, updated: 0, closed: 0 });
    // shown once: the answer that carried the banner acknowledged it
    expect((await getIntegration(company.id))?.fetchRequestedBy).toBeNull();
    const ack = await outcome(async () => vacanciesAction(args(await post("/vacancies", session, form({ intent: "acknowledge", returnTo: "/vacancies?page=2" })))));
    expect(ack.response!.headers.get("Location")).toBe("/vacancies");
    expect((await getIntegration(company.id))?.fetchRequestedBy).toBeNull();
  });

  it("returnTo never leaves the site", async () => {
    const { session } = await integratedMember();
    const result = await outcome(async () => vacanciesAction(args(await post("/vacancies", session, form({ intent: "update", returnTo: "//evil.example/x" })))));
    expect(result.response!.headers.get("Location")).toBe("/vacancies");
  });
});

describe("Create campaign is done once per rendered form (issue 36 §6)", () => {
  it("20 concurrent copies of one form make one campaign and all go to it; a new render makes another", async () => {
    const { session, company, vacancy } = await integratedMember();
    const key = crypto.randomUUID();
    const send = () =>
      outcome(async () =>
        vacanciesAction(args(await post("/vacancies", session, form({ intent: "create-campaign", vacancyId: vacancy.id, submissionKey: key })))),
      );
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    const locations = new Set(answers.map((a) => a.response!.headers.get("Location")));
    expect(locations.size).toBe(1);
    expect([...locations][0]).toMatch(/^\/start-campaign\/target-group\?id=[0-9a-f-]{36}$/);
    const db = await getDb();
    const made = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.companyId, company.id));
    expect(made).toHaveLength(1);
    // the next render carries a new key: "Start new campaign" makes a deliberate second campaign
    await outcome(async () =>
      vacanciesAction(args(await post("/vacancies", session, form({ intent: "create-campaign", vacancyId: vacancy.id, startNew: "1", submissionKey: crypto.randomUUID() })))),
    );
    expect(await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.companyId, company.id))).toHaveLength(2);
  });
});

describe("Start campaign on a vacancy with a draft continues it; Start new campaign makes another", () => {
  const start = async (session: Awaited<ReturnType<typeof integratedMember>>["session"], vacancyId: string, extra: Record<string, string> = {}) => {
    const answer = await outcome(async () =>
      vacanciesAction(args(await post("/vacancies", session, form({ intent: "create-campaign", vacancyId, submissionKey: crypto.randomUUID(), ...extra })))),
    );
    expect(answer.status).toBe(302);
    return answer.response!;
  };
  const idIn = (response: Response) => new URL(response.headers.get("Location")!, "http://x").searchParams.get("id")!;
  const countOf = async (companyId: string) => (await (await getDb()).select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.companyId, companyId))).length;

  it("a second Start campaign opens the draft instead of a copy; ordered campaigns and order requests are no drafts", async () => {
    const { session, company, vacancy } = await integratedMember();
    const first = await start(session, vacancy.id);
    const a = idIn(first);
    expect(first.headers.get("Location")).toBe(`/start-campaign/target-group?id=${a}`);
    // a page from before the draft: the draft opens (in the builder, it has a target group) with a notice
    const again = await start(session, vacancy.id);
    expect(again.headers.get("Location")).toBe(`/cb/?id=${a}`);
    expect(again.headers.get("Set-Cookie")).toBeTruthy();
    expect(await countOf(company.id)).toBe(1);
    // the explicit choice makes another; the newest draft is the one continued from then on
    const b = idIn(await start(session, vacancy.id, { startNew: "1" }));
    expect(b).not.toBe(a);
    expect(await countOf(company.id)).toBe(2);
    expect(await findVacancyDraft(company.id, vacancy.id)).toMatchObject({ id: b, hasTargetGroup: true });
    expect(idIn(await start(session, vacancy.id))).toBe(b);
    const db = await getDb();
    const orderedAt = new Date("2026-11-20T09:30:00Z");
    await db.update(campaigns).set({ status: "ordered", orderedAt }).where(eq(campaigns.id, b));
    expect(idIn(await start(session, vacancy.id))).toBe(a);
    await db.update(campaigns).set({ status: "awaiting_approval", orderRequestedAt: new Date() }).where(eq(campaigns.id, a));
    expect(await findVacancyDraft(company.id, vacancy.id)).toBeUndefined();
    const c = await start(session, vacancy.id);
    expect(c.headers.get("Location")).toMatch(/^\/start-campaign\/target-group\?id=/);
    expect(await countOf(company.id)).toBe(3);
    // the list and the vacancy page tell them apart: status, created and ordered times
    const list = (await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies", session))))).data as Awaited<ReturnType<typeof vacanciesLoader>>;
    expect(list.vacancies[0].campaigns.map((x) => [x.id, x.status, x.orderedAt])).toEqual([
      [idIn(c), "pending", null],
      [b, "ordered", orderedAt.toISOString()],
      [a, "awaiting_approval", null],
    ]);
    expect(list.vacancies[0].campaigns[0]).toMatchObject({ hasTargetGroup: true, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const page = (await outcome(async () => vacancyLoader(args(await requestWithSession(`/vacancies/${vacancy.id}`, session), { vacancyId: vacancy.id })))).data as Awaited<ReturnType<typeof vacancyLoader>>;
    expect(page.campaigns).toEqual(list.vacancies[0].campaigns);
  });

  it("a draft without a target group continues on the target-group form; another company's draft of the vacancy is not one", async () => {
    const { session, company, vacancy } = await integratedMember();
    const other = await signedInMember();
    const db = await getDb();
    // a row that claims our vacancy in another company (no route makes one): never ours to continue
    const [theirs] = await db.insert(campaigns).values({ companyId: other.company.id, name: "theirs", vacancyId: vacancy.id }).returning({ id: campaigns.id });
    const created = idIn(await start(session, vacancy.id));
    expect(created).not.toBe(theirs.id);
    await db.update(campaigns).set({ targetGroup: null }).where(eq(campaigns.id, created));
    expect((await start(session, vacancy.id)).headers.get("Location")).toBe(`/start-campaign/target-group?id=${created}`);
    expect(await countOf(company.id)).toBe(1);
    expect(await findVacancyDraft(company.id, vacancy.id)).toMatchObject({ id: created, hasTargetGroup: false });
    expect(await findVacancyDraft(other.company.id, vacancy.id)).toMatchObject({ id: theirs.id });
  });

  it("a colleague's draft is offered with the colleague's name, on the list, the vacancy page and both dashboard tabs; one's own without", async () => {
    const { session, company, vacancy } = await integratedMember();
    const anna = await createUser({ firstName: "Anna", lastName: "Schmidt" });
    await addMembership(anna.id, company.id);
    const draft = idIn(await start({ userId: anna.id, companyId: company.id }, vacancy.id));
    const campaignsOn = async (reader: { userId: string; companyId: string }) => {
      const list = (await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies", reader))))).data as Awaited<ReturnType<typeof vacanciesLoader>>;
      const page = (await outcome(async () => vacancyLoader(args(await requestWithSession(`/vacancies/${vacancy.id}`, reader), { vacancyId: vacancy.id })))).data as Awaited<ReturnType<typeof vacancyLoader>>;
      const dashboard = async (path: string) => {
        const data = ((await outcome(async () => dashboardLoader(args(await requestWithSession(path, reader))))).data as Awaited<ReturnType<typeof dashboardLoader>>).vacancies;
        if (!data.integrated) throw new Error("integrated");
        return (data.widget ?? data.list)!.vacancies.find((v) => v.id === vacancy.id)!.campaigns;
      };
      return [list.vacancies.find((v) => v.id === vacancy.id)!.campaigns, page.campaigns, await dashboard("/dashboard"), await dashboard("/dashboard?tab=jobs")];
    };
    for (const campaignsShown of await campaignsOn(session)) {
      expect(campaignsShown).toEqual([expect.objectContaining({ id: draft, status: "pending", colleagueName: "Anna Schmidt" })]);
      // who made it goes out as a name for the button, not as an id
      expect(campaignsShown[0]).not.toHaveProperty("createdBy");
    }
    for (const campaignsShown of await campaignsOn({ userId: anna.id, companyId: company.id })) {
      expect(campaignsShown).toEqual([expect.objectContaining({ id: draft, colleagueName: null })]);
    }
    // Start campaign from a page older than the draft opens it and says whose it is
    const opened = await start(session, vacancy.id);
    expect(opened.headers.get("Location")).toBe(`/cb/?id=${draft}`);
    expect((await sessionFrom(opened)).get("toast")).toMatchObject({
      key: "vacancies:toast.colleague-draft-continued",
      values: { name: "Anna Schmidt", date: expect.any(String), time: expect.any(String) },
    });
    const ownOpened = await start({ userId: anna.id, companyId: company.id }, vacancy.id);
    expect((await sessionFrom(ownOpened)).get("toast")).toMatchObject({ key: "vacancies:toast.draft-continued" });
    // a campaign made without a user (no name to give) reads as before
    await (await getDb()).update(campaigns).set({ createdBy: null }).where(eq(campaigns.id, draft));
    for (const campaignsShown of await campaignsOn(session)) expect(campaignsShown[0].colleagueName).toBeNull();
  });

  it("Start campaign from two pages at once makes one draft", async () => {
    const { session, company, vacancy } = await integratedMember();
    const answers = await Promise.all(Array.from({ length: 6 }, () => start(session, vacancy.id)));
    expect(new Set(answers.map(idIn)).size).toBe(1);
    expect(await countOf(company.id)).toBe(1);
  });
});

describe("/settings/integrations and /integration-error", () => {
  it("only an administrator changes the connection or rotates the feed key; a recruiter reads it (issue 36 §11)", async () => {
    const recruiter = await signedInMember();
    const page = await outcome(async () => settingsLoader(args(await requestWithSession("/settings/integrations", recruiter.session))));
    expect((page.data as { canChange: boolean }).canChange).toBe(false);
    for (const intent of ["save", "test", "rotate"]) {
      const refused = await outcome(async () =>
        settingsAction(args(await post("/settings/integrations", recruiter.session, form({ intent, connector: "indeed-xml", baseUrl: feedUrl, enabled: "on" })))),
      );
      expect(refused.status, intent).toBe(403);
    }
    expect(await getIntegration(recruiter.company.id)).toBeUndefined();
    const admin = await signedInMember({}, { roles: ["admin"] });
    const adminPage = await outcome(async () => settingsLoader(args(await requestWithSession("/settings/integrations", admin.session))));
    expect((adminPage.data as { canChange: boolean }).canChange).toBe(true);
  });

  it("the board token reaches an administrator's page only; a recruiter's learns that one is saved (issue 47 §7)", async () => {
    const admin = await signedInMember({}, { roles: ["admin"] });
    const saved = await outcome(async () =>
      settingsAction(args(await post("/settings/integrations", admin.session, form({ intent: "save", connector: "greenhouse", baseUrl: "https://boards-api.greenhouse.io", boardToken: "secret-board-7", enabled: "on" })))),
    );
    expect(saved.status).toBe(302);
    const recruiter = { ...admin.session, userId: (await createUser()).id };
    await addMembership(recruiter.userId, admin.company.id);
    const page = await outcome(async () => settingsLoader(args(await requestWithSession("/settings/integrations", recruiter))));
    expect(JSON.stringify(page.data)).not.toContain("secret-board-7");
    expect(page.data).toMatchObject({ canChange: false, boardTokenSaved: true, settings: { boardToken: "" } });
    const adminPage = await outcome(async () => settingsLoader(args(await requestWithSession("/settings/integrations", admin.session))));
    expect(adminPage.data).toMatchObject({ canChange: true, settings: { boardToken: "secret-board-7" } });
  });

  it("saves valid settings; bad input is a 400 with field messages; the test shows the count or the source's error", async () => {
    const { session, company } = await signedInMember({}, { roles: ["admin"] });
    const empty = await outcome(async () => settingsLoader(args(await requestWithSession("/settings/integrations", session))));
    expect((empty.data as { feedUrl: string | null }).feedUrl).toBeNull();
    const bad = await outcome(async () =>
      settingsAction(args(await post("/settings/integrations", session, form({ intent: "save", connector: "greenhouse", baseUrl: "javascript:alert(1)" })))),
    );
    expect(bad.status).toBe(400);
    const errors = (bad.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.baseUrl).toEqual(["vacancies:settings.url"]);
    expect(errors.boardToken).toEqual(["vacancies:settings.required"]);
    jobs = [NURSE];
    failWith = null;
    const test = await outcome(async () =>
      settingsAction(args(await post("/settings/integrations", session, form({ intent: "test", connector: "indeed-xml", baseUrl: feedUrl })))),
    );
    expect((test.data as { test: unknown }).test).toEqual({ ok: true, count: 1, code: null, detail: null });
    failWith = 502;
    const failing = await outcome(async () =>
      settingsAction(args(await post("/settings/integrations", session, form({ intent: "test", connector: "indeed-xml", baseUrl: feedUrl })))),
    );
    failWith = null;
    expect((failing.data as { test: unknown }).test).toEqual({ ok: false, count: 0, code: "source", detail: "HTTP 502: nope" });
    const saved = await outcome(async () =>
      settingsAction(args(await post("/settings/integrations", session, form({ intent: "save", connector: "indeed-xml", baseUrl: feedUrl, enabled: "on" })))),
    );
    expect(saved.status).toBe(302);
    expect(await getIntegration(company.id)).toMatchObject({ connector: "indeed-xml", baseUrl: feedUrl, enabled: true });
  });

  it("the error page shows the recorded error; another company sees none of it", async () => {
    const { session, company } = await integratedMember();
    failWith = 503;
    await fetchCompanyVacancies(company.id);
    failWith = null;
    const page = await outcome(async () => errorLoader(args(await requestWithSession("/integration-error", session))));
    // spec 1 §2 document titles: the error page's title for /error and /integration-error
    expect(page.data).toMatchObject({ title: "Error", code: "source", detail: "HTTP 503: nope" });
    const other = await signedInMember();
    const theirs = await outcome(async () => errorLoader(args(await requestWithSession("/integration-error", other.session))));
    // a company without an integration is told none is connected, not that it "works"
    expect(theirs.data).toMatchObject({ code: null, detail: null, connected: false });
    expect(page.data).toMatchObject({ connected: true });
  });
});

describe("open formats out: /jobs/:campaignId and /feeds/:feedKey/jobs.xml", () => {
  async function onlineCampaign() {
    const member = await integratedMember();
    const created = await outcome(async () =>
      vacanciesAction(args(await post("/vacancies", member.session, form({ intent: "create-campaign", vacancyId: member.vacancy.id })))),
    );
    const campaignId = created.response!.headers.get("Location")!.split("id=")[1];
    const channel = await createPricedChannel(10_000, { durationDays: 45 });
    const db = await getDb();
    const availability = new Date("2026-03-01T00:00:00Z");
    await db.insert(campaignChannels).values({ campaignId, channelId: channel.id, position: 1 });
    await db.update(campaigns).set({ status: "online", orderedAt: availability, availabilityDate: availability }).where(eq(campaigns.id, campaignId));
    return { ...member, campaignId, availability };
  }

  it("the job page carries JobPosting JSON-LD with Google's required properties", async () => {
    const { campaignId } = await onlineCampaign();
    const page = await outcome(async () => jobLoader(args(new Request(`http://localhost/jobs/${campaignId}`), { campaignId })));
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof jobLoader>>;
    const ld = JSON.parse(data.jsonLd) as Record<string, unknown>;
    for (const key of ["title", "description", "datePosted", "validThrough", "hiringOrganization", "employmentType"]) expect(ld[key]).toBeTruthy();
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Registered Nurse (m/w/d)",
      datePosted: "2026-03-01",
      // availability + the longest days online (45) while no channel has an end date yet
      validThrough: "2026-04-15T00:00:00.000Z",
      employmentType: "PART_TIME",
      hiringOrganization: { "@type": "Organization" },
      jobLocation: [{ "@type": "Place", address: { addressLocality: "Munich", addressCountry: "DE" } }],
      baseSalary: { currency: "EUR", value: { minValue: 3400, maxValue: 4200, unitText: "MONTH" } },
    });
    expect(data.applyHref).toBe("mailto:jobs@acme.example");
    expect(data.jsonLd).not.toContain("</");
  });

  it("the performance page links the public job page while the campaign is public", async () => {
    const { session, campaignId } = await onlineCampaign();
    const load = async () =>
      (await outcome(async () => performanceLoader(args(await requestWithSession(`/campaign-performance/campaign?id=${campaignId}`, session)))))
        .data as Awaited<ReturnType<typeof performanceLoader>>;
    expect((await load()).campaign.jobPage).toBe(`/jobs/${campaignId}`);
    const db = await getDb();
    await db.update(campaigns).set({ status: "expired" }).where(eq(campaigns.id, campaignId));
    expect((await load()).campaign.jobPage).toBeNull();
  });

  it("the employer's logo has a URL of its own, in the page and the JSON-LD; no logo or no public campaign is a 404", async () => {
    const { company, campaignId } = await onlineCampaign();
    const load = async () =>
      (await outcome(async () => jobLoader(args(new Request(`http://localhost/jobs/${campaignId}`), { campaignId })))).data as Awaited<ReturnType<typeof jobLoader>>;
    const logo = async (id: string) => outcome(async () => jobLogoLoader(args(new Request(`http://localhost/jobs/${id}/logo`), { campaignId: id })));
    expect((await load()).logoPath).toBeNull();
    expect((await logo(campaignId)).status).toBe(404);
    const bytes = png(4, 2);
    await createCompanyDetails(company.id, { companyName: "Acme Care", departmentName: "", addressLine1: "Main 1", postcode: "1000", city: "Munich", country: "DE" }, { bytes, mime: "image/png", fileName: "acme.png", version: IMAGE_VERSION });
    const page = await load();
    expect(page.logoPath).toBe(`/jobs/${campaignId}/logo`);
    const ld = JSON.parse(page.jsonLd) as { hiringOrganization: { name: string; logo: string } };
    expect(ld.hiringOrganization.name).toBe("Acme Care");
    expect(ld.hiringOrganization.logo).toMatch(new RegExp(`^https?://[^/]+/jobs/${campaignId}/logo$`));
    const served = await logo(campaignId);
    expect(served.status).toBe(200);
    expect(served.response!.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await served.response!.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await logo("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    // a logo stored before issue 36 (version 0, here a PNG+HTML polyglot) is served as its normalised copy
    await (await getDb())
      .update(companyDetails)
      .set({ logo: Buffer.concat([png(4, 2), Buffer.from("<html><script>alert(1)</script>")]), logoVersion: 0 })
      .where(eq(companyDetails.companyId, company.id));
    const legacy = Buffer.from(await (await logo(campaignId)).response!.arrayBuffer());
    expect(pngChunks(legacy).trailing).toBe(0);
    expect(legacy.toString("latin1")).not.toContain("<script>");
  });

  it("a draft, an unknown or a malformed id is a 404", async () => {
    const { session, vacancy } = await integratedMember();
    const draft = await outcome(async () => vacanciesAction(args(await post("/vacancies", session, form({ intent: "create-campaign", vacancyId: vacancy.id })))));
    const draftId = draft.response!.headers.get("Location")!.split("id=")[1];
    for (const id of [draftId, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const page = await outcome(async () => jobLoader(args(new Request(`http://localhost/jobs/${id}`), { campaignId: id })));
      expect(page.status).toBe(404);
    }
  });

  it("the feed lists online campaigns and round-trips through our own XML connector; other keys are 404", async () => {
    const { company, campaignId } = await onlineCampaign();
    const { feedKey } = (await getIntegration(company.id))!;
    const ad = (await getFormState(company.id, "job-ad", campaignId))!;
    await saveFormState(company.id, null, "job-ad", campaignId, { ...ad, experienceYears: "2", seniority: "Medior", uploadFile: "https://files.acme.example/nurse.pdf" });
    const response = await outcome(async () => feedLoader(args(new Request(`http://localhost/feeds/${feedKey}/jobs.xml`), { feedKey })));
    expect(response.status).toBe(200);
    const parsed = parseIndeedXml(await response.response!.text());
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({
      externalId: campaignId,
      title: "Registered Nurse (m/w/d)",
      employmentType: "part-time",
      salary: { min: 3400, max: 4200, currency: "EUR", period: "month" },
      applicationDestination: { method: "email", destination: "jobs@acme.example" },
      city: "Munich",
      country: "DE",
      contact: { name: "Anna Schmidt" },
      experienceYears: 2,
      seniority: "Medior",
      uploadFile: { name: "nurse.pdf", url: "https://files.acme.example/nurse.pdf" },
    });
    expect(parsed[0].vacancyPageUrl).toMatch(new RegExp(`/jobs/${campaignId}$`));
    for (const key of ["unknownkeyunknownkey12", "x"]) {
      const missing = await outcome(async () => feedLoader(args(new Request(`http://localhost/feeds/${key}/jobs.xml`), { feedKey: key })));
      expect(missing.status).toBe(404);
    }
  });
});

describe("dashboard with an integration (spec 1 §2)", () => {
  const many = Array.from({ length: 12 }, (_, i) => ({ ...NURSE, referenceNumber: `M-${i}`, title: `Nurse ${i}` }));

  it("the campaigns tab by default, with the Vacancies widget: 5 per page, newest first, its own page parameter (spec 1 §2, §9; issue 48 §7)", async () => {
    const { session, company } = await integratedMember();
    // a day apart, so newest first has one answer: Nurse 11 … Nurse 0
    jobs = many.map((job, i) => ({ ...job, date: new Date(Date.UTC(2026, 1, 1 + i)) }));
    await fetchCompanyVacancies(company.id);
    const load = async (path: string) =>
      ((await outcome(async () => dashboardLoader(args(await requestWithSession(path, session))))).data as Awaited<ReturnType<typeof dashboardLoader>>).vacancies;
    const first = await load("/dashboard");
    if (!first.integrated) throw new Error("integrated");
    expect(first).toMatchObject({ tab: "campaigns", jobsFirst: false, list: null });
    // the member's own nurse (REF-9) was closed by the fetch: 12 open vacancies
    expect(first.widget).toMatchObject({ total: 12, page: 1, lastPage: 3 });
    expect(first.widget?.vacancies.map((v) => v.title)).toEqual(["Nurse 11", "Nurse 10", "Nurse 9", "Nurse 8", "Nurse 7"]);
    expect(first.widget?.vacancies[0]).toMatchObject({ regionLabel: "Munich, Bavaria, DE", campaigns: [] });
    // the second page, by "vpage"; the campaigns widget's "page" leaves it alone
    const second = await load("/dashboard?vpage=2&page=1");
    if (!second.integrated) throw new Error("integrated");
    expect(second.widget?.page).toBe(2);
    expect(second.widget?.vacancies.map((v) => v.title)).toEqual(["Nurse 6", "Nurse 5", "Nurse 4", "Nurse 3", "Nurse 2"]);
    const last = await load("/dashboard/campaigns?vpage=3");
    if (!last.integrated) throw new Error("integrated");
    expect(last.widget?.vacancies.map((v) => v.title)).toEqual(["Nurse 1", "Nurse 0"]);
    // the widget has no filters: a search text in the URL does not narrow it
    const searched = await load("/dashboard?q=Nurse%2011");
    if (!searched.integrated) throw new Error("integrated");
    expect(searched.widget?.total).toBe(12);
    // the jobs tab has the full list instead (10 per page), and no widget
    const jobsTab = await load("/dashboard?tab=jobs");
    if (!jobsTab.integrated) throw new Error("integrated");
    expect(jobsTab).toMatchObject({ tab: "jobs", jobsFirst: true, widget: null });
    expect(jobsTab.list?.vacancies).toHaveLength(10);
  });

  it("the Vacancies widget: a page past the end shows the last one, the jump goes there, a vacancy's campaigns come along", async () => {
    const { session, company } = await integratedMember();
    jobs = many.slice(0, 7).map((job, i) => ({ ...job, date: new Date(Date.UTC(2026, 1, 1 + i)) }));
    await fetchCompanyVacancies(company.id);
    const run = async (path: string) => outcome(async () => dashboardLoader(args(await requestWithSession(path, session))));
    const past = (await run("/dashboard?vpage=9")).data as Awaited<ReturnType<typeof dashboardLoader>>;
    if (!past.vacancies.integrated) throw new Error("integrated");
    expect(past.vacancies.widget).toMatchObject({ page: 2, lastPage: 2 });
    expect(past.vacancies.widget?.vacancies.map((v) => v.title)).toEqual(["Nurse 1", "Nurse 0"]);
    const jump = await run("/dashboard?vpage=1&vpage-jump=2");
    expect(jump.status).toBe(302);
    expect(jump.response!.headers.get("Location")).toBe("/dashboard?vpage=2");
    // Start campaign from a row: the dashboard's action makes it, and the row lists it
    const newest = (past.vacancies.widget!.vacancies[0]);
    const created = await outcome(async () =>
      dashboardAction(args(await post("/dashboard", session, form({ intent: "create-campaign", vacancyId: newest.id, returnTo: "/dashboard?vpage=2" })))),
    );
    expect(created.response!.headers.get("Location")).toMatch(/^\/start-campaign\/target-group\?id=/);
    const after = (await run("/dashboard?vpage=2")).data as Awaited<ReturnType<typeof dashboardLoader>>;
    if (!after.vacancies.integrated) throw new Error("integrated");
    expect(after.vacancies.widget?.vacancies[0].campaigns).toEqual([expect.objectContaining({ name: "Nurse 1", status: "pending" })]);
  });

  it("the Vacancies widget never shows another company's vacancies; a company without an ATS has none", async () => {
    const mine = await integratedMember();
    jobs = many.slice(0, 3);
    await fetchCompanyVacancies(mine.company.id);
    const theirs = await integratedMember();
    jobs = Array.from({ length: 6 }, (_, i) => ({ ...NURSE, referenceNumber: `T-${i}`, title: `Theirs ${i}`, date: new Date("2027-01-01T00:00:00Z") }));
    await fetchCompanyVacancies(theirs.company.id);
    const load = async (path: string, session: typeof mine.session) =>
      ((await outcome(async () => dashboardLoader(args(await requestWithSession(path, session))))).data as Awaited<ReturnType<typeof dashboardLoader>>).vacancies;
    for (const path of ["/dashboard", "/dashboard?vpage=2"]) {
      const widget = await load(path, mine.session);
      if (!widget.integrated) throw new Error("integrated");
      expect(widget.widget?.total).toBe(3);
      expect(widget.widget?.vacancies.map((v) => v.title).sort()).toEqual(["Nurse 0", "Nurse 1", "Nurse 2"]);
      const ids = widget.widget!.vacancies.map((v) => v.id);
      const db = await getDb();
      const owners = await db.select({ companyId: vacancies.companyId }).from(vacancies).where(inArray(vacancies.id, ids));
      expect(new Set(owners.map((o) => o.companyId))).toEqual(new Set([mine.company.id]));
    }
    const other = await load("/dashboard", theirs.session);
    if (!other.integrated) throw new Error("integrated");
    expect(other.widget?.vacancies.map((v) => v.title)).toEqual(["Theirs 0", "Theirs 1", "Theirs 2", "Theirs 3", "Theirs 4"]);
    // no ATS: neither the widget nor its query
    const plain = await signedInMember();
    expect(await load("/dashboard?vpage=2", plain.session)).toEqual({ integrated: false, tab: "campaigns" });
  });

  it("jobs_first: the jobs tab (10 per page) first; without an integration no tabs at all", async () => {
    const { session, company } = await integratedMember({ jobs_first: true });
    jobs = many;
    await fetchCompanyVacancies(company.id);
    const result = await outcome(async () => dashboardLoader(args(await requestWithSession("/dashboard", session))));
    const data = (result.data as Awaited<ReturnType<typeof dashboardLoader>>).vacancies;
    expect(data).toMatchObject({ integrated: true, tab: "jobs", jobsFirst: true });
    if (!data.integrated) throw new Error("integrated");
    expect(data.list?.vacancies).toHaveLength(10);
    // spec 1 §2 child route /dashboard/campaigns: the campaigns tab by its path (issue 42 §3)
    const campaignsPath = await outcome(async () => dashboardLoader(args(await requestWithSession("/dashboard/campaigns", session))));
    expect((campaignsPath.data as Awaited<ReturnType<typeof dashboardLoader>>).vacancies).toMatchObject({ integrated: true, tab: "campaigns", jobsFirst: false });
    const plain = await signedInMember({ features: { jobs_first: true } });
    const none = await outcome(async () => dashboardLoader(args(await requestWithSession("/dashboard", plain.session))));
    expect((none.data as Awaited<ReturnType<typeof dashboardLoader>>).vacancies).toEqual({ integrated: false, tab: "campaigns" });
  });

  it("the import-complete modal shows only to the user who pressed Update, with counts, once (issue 38 §5, issue 48 §7)", async () => {
    const { session, company } = await integratedMember();
    const colleague = await signedInMember();
    const { addMembership } = await import("./fixtures");
    await addMembership(colleague.user.id, company.id);
    await outcome(async () => vacanciesAction(args(await post("/vacancies", session, form({ intent: "update" })))));
    const mine = (await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies", session))))).data as Awaited<ReturnType<typeof vacanciesLoader>>;
    const theirs = (await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies", { userId: colleague.user.id, companyId: company.id }))))).data as Awaited<ReturnType<typeof vacanciesLoader>>;
    expect(mine.fetch?.showCompleteModal).toBe(true);
    expect(mine.fetch?.counts).toEqual({ new: expect.any(Number), updated: expect.any(Number), closed: expect.any(Number) });
    expect(theirs.fetch?.showCompleteModal).toBe(false);
    expect(theirs.fetch?.counts).toBeNull();
    const again = (await outcome(async () => vacanciesLoader(args(await requestWithSession("/vacancies", session))))).data as Awaited<ReturnType<typeof vacanciesLoader>>;
    expect(again.fetch?.showCompleteModal).toBe(false);
    expect(again.fetch?.counts).toBeNull();
  });
});
