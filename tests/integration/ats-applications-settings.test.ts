import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { applicationImports, atsSourceMappings } from "../../app/db/schema";
import { beginImportRun, commitImportPage, countImportedApplications } from "../../app/models/ats-application.server";
import { action, loader } from "../../app/routes/settings/ats-applications";
import { openCredential } from "../../app/services/ats/credentials.server";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { outcome, post } from "./checkout-fixtures";
import { requestWithSession, signedInMember, loadContext } from "./fixtures";

const URL_ = "/settings/ats-applications";
const form = (values: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.set(k, v);
  return body;
};
const call = (session: { userId: string; companyId: string }, values: Record<string, string>) =>
  outcome(async () => action({ request: await post(URL_, session, form(values)), params: {}, context: loadContext() } as never));

describe("/settings/ats-applications (issue 52 §1, §2, §5)", () => {
  it("bad input is a 400 with field messages; a recruiter may not change anything", async () => {
    const admin = await signedInMember({}, { roles: ["admin"] });
    const bad = await call(admin.session, { intent: "save", connector: "workday", baseUrl: "ftp://x", enabled: "on" });
    expect(bad.status).toBe(400);
    expect((bad.data as { errors: object }).errors).toMatchObject({ connector: "import.error.connector", baseUrl: "import.error.base-url" });
    // switching on without any key
    const keyless = await call(admin.session, { intent: "save", connector: "lever", baseUrl: "https://api.lever.co/", enabled: "on" });
    expect((keyless.data as { errors: object }).errors).toEqual({ credential: "import.error.credential-required" });
    const recruiter = await signedInMember();
    expect((await call(recruiter.session, { intent: "delete" })).status).toBe(403);
  });

  it("saves the key sealed and write-only, keeps it when left empty, deletes what was imported", async () => {
    const admin = await signedInMember({}, { roles: ["admin"] });
    expect((await call(admin.session, { intent: "save", connector: "lever", baseUrl: "https://api.lever.co/", credential: "secret-key", enabled: "on" })).status).toBe(302);
    await call(admin.session, { intent: "save", connector: "lever", baseUrl: "https://api.lever.co/", credential: "", enabled: "on" });
    const db = await getDb();
    const [row] = await db.select().from(applicationImports).where(eq(applicationImports.companyId, admin.company.id));
    expect(openCredential(row.credential)).toBe("secret-key");
    const page = (await loader({ request: await requestWithSession(URL_, admin.session), params: {}, context: loadContext() } as never)) as Awaited<ReturnType<typeof loader>>;
    expect(JSON.stringify(page)).not.toContain("secret-key");
    expect(page.settings.hasCredential).toBe(true);

    await beginImportRun(admin.company.id, "lever", new Date());
    await commitImportPage(admin.company.id, "lever", [{
      externalId: "o1", atsJobId: null, sourceName: "Indeed", trackingValues: [], visitorId: null, stageId: null, stageName: null,
      stage: "applied", status: "active", appliedAt: new Date(), interviewAt: null, offerAt: null, hiredAt: null, rejectedAt: null,
      atsUpdatedAt: new Date(), vacancyId: null, campaignId: null, channelId: null, attributionRule: "unattributed",
    }], null);
    expect((await call(admin.session, { intent: "delete" })).status).toBe(302);
    expect(await countImportedApplications(admin.company.id)).toBe(0);
    const [after] = await db.select().from(applicationImports).where(eq(applicationImports.companyId, admin.company.id));
    expect(after.enabled).toBe(false);
  });

  it("maps a source to one of the company's ordered channels only, or back to the default", async () => {
    const admin = await signedInMember({}, { roles: ["admin"] });
    const ordered = await createChannel();
    const foreign = await createChannel();
    await insertCampaign(admin.company.id, { status: "online", orderedAt: new Date() }, [ordered.id]);
    expect((await call(admin.session, { intent: "map", sourceName: "Facebook", channelId: foreign.id })).status).toBe(400);
    expect((await call(admin.session, { intent: "map", sourceName: " Facebook ", channelId: ordered.id })).status).toBe(302);
    const db = await getDb();
    const mapped = await db.select().from(atsSourceMappings).where(eq(atsSourceMappings.companyId, admin.company.id));
    expect(mapped).toMatchObject([{ sourceName: "facebook", channelId: ordered.id }]);
    await call(admin.session, { intent: "map", sourceName: "Facebook", channelId: "default" });
    expect(await db.select().from(atsSourceMappings).where(eq(atsSourceMappings.companyId, admin.company.id))).toEqual([]);
  });
});
