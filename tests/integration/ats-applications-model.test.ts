import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { applicationImports, atsApplications } from "../../app/db/schema";
import {
  beginImportRun,
  commitImportPage,
  countImportedApplications,
  deleteImportedApplications,
  finishImportRun,
  saveApplicationImport,
  type AttributedApplication,
} from "../../app/models/ats-application.server";
import { openCredential, sealCredential } from "../../app/services/ats/credentials.server";
import { createCompany } from "./fixtures";

const app = (externalId: string, extra: Partial<AttributedApplication> = {}): AttributedApplication => ({
  externalId,
  atsJobId: "J1",
  sourceName: "Indeed",
  trackingValues: [],
  visitorId: null,
  stageId: "s1",
  stageName: "Application Review",
  stage: "screening",
  status: "active",
  appliedAt: new Date("2026-10-01T10:00:00Z"),
  interviewAt: null,
  offerAt: null,
  hiredAt: null,
  rejectedAt: null,
  atsUpdatedAt: new Date("2026-10-02T10:00:00Z"),
  vacancyId: null,
  campaignId: null,
  channelId: null,
  attributionRule: "unattributed",
  ...extra,
});

describe("imported applications (issue 52 §5, decision 076)", () => {
  it("an application written twice is one row; stage and milestones never go back", async () => {
    const company = await createCompany();
    await beginImportRun(company.id, "greenhouse", new Date());
    await commitImportPage(company.id, "greenhouse", [
      app("A1", { stage: "interview", stageName: "Face to Face", interviewAt: new Date("2026-10-05T00:00:00Z") }),
    ], "next-1");
    // the same application again: the stage renamed to a word we do not know, rejected meanwhile
    await commitImportPage(company.id, "greenhouse", [
      app("A1", { stage: "applied", stageName: "Runde 2", status: "rejected", rejectedAt: new Date("2026-10-09T00:00:00Z") }),
    ], null);
    const db = await getDb();
    const rows = await db.select().from(atsApplications).where(eq(atsApplications.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stage: "interview", stageName: "Runde 2", status: "rejected" });
    expect(rows[0].interviewAt?.toISOString()).toBe("2026-10-05T00:00:00.000Z");
  });

  it("the cursor resumes an unfinished run and a finished run moves updated-since to its start", async () => {
    const company = await createCompany();
    const start = new Date("2026-11-01T00:00:00Z");
    expect(await beginImportRun(company.id, "lever", start)).toMatchObject({ nextPage: null, updatedSince: null, resumed: false });
    await commitImportPage(company.id, "lever", [app("L1")], "token-2");
    const resumed = await beginImportRun(company.id, "lever", new Date("2026-11-01T01:00:00Z"));
    expect(resumed).toMatchObject({ nextPage: "token-2", resumed: true, pagesRead: 1 });
    expect(resumed.runStartedAt.toISOString()).toBe(start.toISOString());
    await finishImportRun(company.id, "lever");
    const next = await beginImportRun(company.id, "lever", new Date("2026-11-02T00:00:00Z"));
    expect(next.updatedSince?.toISOString()).toBe(start.toISOString());
    expect(next.nextPage).toBeNull();
  });

  it("deleting imported applications removes them and switches the import off; other companies keep theirs", async () => {
    const [a, b] = [await createCompany(), await createCompany()];
    for (const company of [a, b]) {
      await saveApplicationImport(company.id, { connector: "greenhouse", baseUrl: "https://harvest.example", enabled: true, credential: sealCredential("k") });
      await beginImportRun(company.id, "greenhouse", new Date());
      await commitImportPage(company.id, "greenhouse", [app("X1"), app("X2")], null);
    }
    expect(await deleteImportedApplications(a.id)).toBe(2);
    expect(await countImportedApplications(a.id)).toBe(0);
    expect(await countImportedApplications(b.id)).toBe(2);
    const db = await getDb();
    const [settings] = await db.select().from(applicationImports).where(eq(applicationImports.companyId, a.id));
    expect(settings.enabled).toBe(false);
  });

  it("the credential is sealed at rest and opens only with our secret", () => {
    const sealed = sealCredential("harvest-key-123");
    expect(sealed).not.toContain("harvest-key-123");
    expect(openCredential(sealed)).toBe("harvest-key-123");
    expect(openCredential(sealed.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
  });
});
