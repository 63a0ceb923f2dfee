import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { formSubmissions, jobdescGenerations } from "../../app/db/schema";
import { createGenerationUnlessInFlight, finishGeneration, GENERATION_IN_FLIGHT_MS } from "../../app/models/jobdesc.server";
import { once, SUBMISSION_KEEP_MS, SUBMISSION_WAIT_MS } from "../../app/services/http/once.server";
import { startGeneration } from "../../app/services/jobdesc/generation.server";
import { runSessionCleanup } from "../../app/services/jobs/sessions.server";
import { initialState } from "../../app/lib/jobdesc/state";
import { insertCampaign } from "./campaign-list-fixtures";
import { signedInMember } from "./fixtures";

/** issue 36 §6: repeated submissions do their work once. */
describe("once: a form's work per (company, key, scope)", () => {
  const formWith = (key: string) => {
    const data = new FormData();
    data.set("submissionKey", key);
    return data;
  };

  it("runs once for concurrent copies, frees the key after a failure, and keeps scopes and companies apart", async () => {
    expect(SUBMISSION_WAIT_MS).toBe(10_000);
    expect(SUBMISSION_KEEP_MS).toBe(86_400_000);
    const { company } = await signedInMember();
    const other = await signedInMember();
    const key = crypto.randomUUID();
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return new Response(null, { status: 302, headers: { Location: `/done/${runs}` } });
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => once(company.id, formWith(key), "a", work)));
    expect(runs).toBe(1);
    expect(new Set(answers.map((r) => r.headers.get("Location")))).toEqual(new Set(["/done/1"]));
    // another scope, another company: their own work
    await once(company.id, formWith(key), "b", work);
    await once(other.company.id, formWith(key), "a", work);
    expect(runs).toBe(3);
    // a failure (thrown, or an answer that is not a redirect) frees the key: the retry runs
    const failing = crypto.randomUUID();
    await expect(once(company.id, formWith(failing), "a", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    const invalid = await once(company.id, formWith(failing), "a", async () => new Response("bad", { status: 400 }));
    expect(invalid.status).toBe(400);
    const retried = await once(company.id, formWith(failing), "a", async () => new Response(null, { status: 302, headers: { Location: "/ok" } }));
    expect(retried.headers.get("Location")).toBe("/ok");
    // no key (or not a UUID): the work just runs
    let plain = 0;
    await once(company.id, new FormData(), "a", async () => new Response(null, { status: 302, headers: { Location: `/p${++plain}` } }));
    await once(company.id, formWith("not-a-uuid"), "a", async () => new Response(null, { status: 302, headers: { Location: `/p${++plain}` } }));
    expect(plain).toBe(2);
  });

  it("keys older than a day are deleted by the hourly cleanup", async () => {
    const { company } = await signedInMember();
    const db = await getDb();
    await db.insert(formSubmissions).values({ companyId: company.id, key: "old", location: "/x", createdAt: new Date(Date.now() - SUBMISSION_KEEP_MS - 60_000) });
    await db.insert(formSubmissions).values({ companyId: company.id, key: "new", location: "/y" });
    await runSessionCleanup({});
    const left = await db.select({ key: formSubmissions.key }).from(formSubmissions).where(eq(formSubmissions.companyId, company.id));
    expect(left.map((r) => r.key)).toEqual(["new"]);
  });
});

describe("one generation in flight per job description", () => {
  it("20 concurrent Generate of one job description make one writer request; after it ends, a new one", async () => {
    expect(GENERATION_IN_FLIGHT_MS).toBe(30_000);
    const { company, user } = await signedInMember();
    const campaign = await insertCampaign(company.id, { createdBy: user.id }, []);
    const state = initialState({ jobTitle: "Nurse", language: "en" });
    // the model's guarantee, with the generation held in flight: without a job runner, startGeneration
    // runs the built-in writer at once, which may finish before the last of the 20 arrives
    const starts = await Promise.all(
      Array.from({ length: 20 }, () => createGenerationUnlessInFlight(company.id, campaign.id, user.id, { jobTitle: "Nurse" })),
    );
    const ids = starts.map((start) => start.id);
    expect(new Set(ids).size).toBe(1);
    expect(starts.filter((start) => start.created)).toHaveLength(1);
    const db = await getDb();
    const rows = () =>
      db.select({ id: jobdescGenerations.id }).from(jobdescGenerations).where(and(eq(jobdescGenerations.companyId, company.id), eq(jobdescGenerations.campaignId, campaign.id)));
    expect(await rows()).toHaveLength(1);
    await finishGeneration(company.id, ids[0], { error: "x" });
    const next = await startGeneration(company.id, campaign.id, user.id, state, "");
    expect(next).not.toBe(ids[0]);
    expect(await rows()).toHaveLength(2);
  });
});
