import fs from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignChannels, campaignFacetCounts, campaigns, jobdescGenerations } from "../../app/db/schema";
import { createCampaign } from "../../app/models/campaign.server";
import { createChannel } from "./campaign-list-fixtures";
import { getFormState, saveFormState } from "../../app/models/form-state.server";
import { initialState, type GeneratorState } from "../../app/lib/jobdesc/state";
import type { JobAdState } from "../../app/lib/validation/job-ad";
import { action as jobAdAction, loader as jobAdLoader } from "../../app/routes/campaigns/job-ad";
import { action as jobDescriptionAction, loader as jobDescriptionLoader } from "../../app/routes/jobdesc/job-description";
import { action as stepAction, loader as stepLoader } from "../../app/routes/jobdesc/step";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";

const args = (request: Request) => ({ request, params: {}, context: loadContext() });
const post = (url: string, session: Record<string, string>, fields: [string, string][]) =>
  requestWithSession(url, session, { method: "POST", body: new URLSearchParams(fields) });
const generatorOn = { features: { ai_job_description_generator: true } };

describe("the saved job descriptions list (decision 068)", () => {
  it("deletes one of the company's descriptions with intent=delete; another company's id, a campaign and a second try are 404", async () => {
    const on = await signedInMember(generatorOn);
    const other = await signedInMember(generatorOn);
    const id = await createCampaign(on.company.id, on.user.id, { name: "Nurse", descriptionOnly: true });
    const campaign = await createCampaign(on.company.id, on.user.id, { name: "Real campaign" });
    await saveFormState(on.company.id, on.user.id, "job-description", id, { sections: {} });
    const foreign = await responseOf(() =>
      post("/job-description", other.session, [["intent", "delete"], ["id", id]]).then((r) => jobDescriptionAction(args(r))),
    );
    expect(foreign.status).toBe(404);
    const notADescription = await responseOf(() =>
      post("/job-description", on.session, [["intent", "delete"], ["id", campaign]]).then((r) => jobDescriptionAction(args(r))),
    );
    expect(notADescription.status).toBe(404);
    const deleted = await responseOf(() => post("/job-description", on.session, [["intent", "delete"], ["id", id]]).then((r) => jobDescriptionAction(args(r))));
    expect([deleted.status, deleted.headers.get("Location")]).toEqual([302, "/job-description"]);
    const db = await getDb();
    expect(await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id))).toEqual([]);
    expect(await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaign))).toHaveLength(1);
    expect(await getFormState(on.company.id, "job-description", id)).toBeNull();
    const list = await jobDescriptionLoader(args(await requestWithSession("/job-description", on.session)));
    expect(list).toMatchObject({ kind: "saved", descriptions: [] });
    const again = await responseOf(() => post("/job-description", on.session, [["intent", "delete"], ["id", id]]).then((r) => jobDescriptionAction(args(r))));
    expect(again.status).toBe(404);
  });
});

/** Issue 38 §2, decision 068: the job ad and the job description are one text until the order. */
describe("job ad ⇄ job description", () => {
  async function campaignWithDescription() {
    const on = await signedInMember(generatorOn);
    const id = await createCampaign(on.company.id, on.user.id, { name: "Nurse" });
    const state = initialState({ jobTitle: "Nurse", language: "en" });
    state.sections.responsibilities = { ...state.sections.responsibilities, title: "Your tasks", value: "<ul><li>Care for patients</li></ul>" };
    state.sections.requirements = { ...state.sections.requirements, title: "Your profile", value: "<p>A nursing degree</p>" };
    await saveFormState(on.company.id, on.user.id, "job-description", id, state as unknown as Record<string, unknown>);
    return { ...on, id };
  }
  const saveJobAd = async (on: { session: Record<string, string> }, id: string, description: string) =>
    responseOf(async () =>
      jobAdAction({ ...args(await post(`/campaigns/job-ad/?id=${id}`, on.session, [["intent", "save"], ["jobTitle", "Nurse"], ["description", description]])), params: {} }),
    );
  const saveStep = async (on: { session: Record<string, string> }, id: string, text: string) =>
    responseOf(async () =>
      stepAction({
        ...args(
          await post(`/job-description/responsibilities/?id=${id}`, on.session, [
            ["intent", "save"],
            ["jobTitle", "Nurse"],
            ["language", "en"],
            ["tonality", "informal"],
            ["title", "Your tasks"],
            ["text", text],
          ]),
        ),
        params: { step: "responsibilities" },
      }),
    );
  const description = (on: { company: { id: string } }, id: string) => getFormState<GeneratorState>(on.company.id, "job-description", id);
  const jobAd = (on: { company: { id: string } }, id: string) => getFormState<JobAdState>(on.company.id, "job-ad", id);

  it("an edit of the job ad goes into the generator's sections; the generator's next edit comes back to the job ad", async () => {
    const on = await campaignWithDescription();
    const opened = await jobAdLoader(args(await requestWithSession(`/campaigns/job-ad/?id=${on.id}`, on.session)));
    expect(opened.state.description).toBe("<h3>Your tasks</h3><ul><li>Care for patients</li></ul><h3>Your profile</h3><p>A nursing degree</p>");
    // the job ad as it opened, with one more task and a link
    const edited = '<h3>Your tasks</h3><ul><li>Care for patients</li><li>Plan <a href="https://example.com/shifts">shifts</a></li></ul><h3>Your profile</h3><p>A nursing degree</p>';
    expect((await saveJobAd(on, on.id, edited)).status).toBe(302);
    const after = await description(on, on.id);
    expect(after?.sections.responsibilities).toMatchObject({ value: "<ul><li>Care for patients</li><li>Plan shifts</li></ul>", editedInJobAd: true });
    expect(after?.sections.requirements.editedInJobAd).toBeUndefined();
    expect((await jobAd(on, on.id))?.description).toContain('href="https://example.com/shifts"');
    // the job ad does not offer the description as a different text, and the generator says where it came from
    const reopened = await jobAdLoader(args(await requestWithSession(`/campaigns/job-ad/?id=${on.id}`, on.session)));
    expect(reopened.jobDescription.differs).toBe(false);
    const step = await stepLoader({ ...args(await requestWithSession(`/job-description/responsibilities/?id=${on.id}`, on.session)), params: { step: "responsibilities" } });
    expect(step.section).toMatchObject({ text: "- Care for patients\n- Plan shifts", editedInJobAd: true });
    // still in step: the generator's edit reaches the job ad
    await saveStep(on, on.id, "- Care for patients\n- Plan night shifts");
    expect((await jobAd(on, on.id))?.description).toBe(
      "<h3>Your tasks</h3><ul><li>Care for patients</li><li>Plan night shifts</li></ul><h3>Your profile</h3><p>A nursing degree</p>",
    );
    expect((await description(on, on.id))?.sections.responsibilities.editedInJobAd).toBeUndefined();
    // and the job ad's next edit goes back again
    await saveJobAd(on, on.id, "<h3>Your tasks</h3><ul><li>Plan night shifts</li></ul><h3>Your profile</h3><p>A nursing degree</p>");
    expect((await description(on, on.id))?.sections.responsibilities.value).toBe("<ul><li>Plan night shifts</li></ul>");
  });

  it("a job ad with text of its own leaves the description alone", async () => {
    const on = await campaignWithDescription();
    await saveFormState(on.company.id, on.user.id, "job-ad", on.id, { jobTitle: "Nurse", description: "<p>Our own words</p>" });
    const before = await description(on, on.id);
    await saveJobAd(on, on.id, "<p>Our own words, edited</p>");
    expect(await description(on, on.id)).toEqual(before);
  });

  it("after the order neither follows the other", async () => {
    const on = await campaignWithDescription();
    await saveJobAd(on, on.id, "<h3>Your tasks</h3><ul><li>Care for patients</li></ul><h3>Your profile</h3><p>A nursing degree</p>");
    await (await getDb()).update(campaigns).set({ status: "ordered" }).where(eq(campaigns.id, on.id));
    const before = await description(on, on.id);
    const late = await saveJobAd(on, on.id, "<h3>Your tasks</h3><p>Changed after the order</p>");
    expect(late.headers.get("Location")).toBe(`/campaigns/ordered/?id=${on.id}`);
    expect(await description(on, on.id)).toEqual(before);
    const adBefore = await jobAd(on, on.id);
    await saveStep(on, on.id, "- Written after the order");
    expect((await description(on, on.id))?.sections.responsibilities.value).toBe("<ul><li>Written after the order</li></ul>");
    expect(await jobAd(on, on.id)).toEqual(adBefore);
  });
});

/** Decision 068: migration 0032 turns the menu's job descriptions saved before decision 062 into description-only rows. */
describe("migration 0032_menu_job_descriptions", () => {
  it("flags drafts with a generator state and an immediate generation, no channel, job ad or checkout; counts them out of the facets", async () => {
    const on = await signedInMember(generatorOn);
    const db = await getDb();
    const created = new Date(Date.now() - 86_400_000);
    const draft = async (name: string, options: { generationAfterMs?: number; channel?: boolean; forms?: ("job-ad" | "checkout")[]; status?: string; jd?: boolean } = {}) => {
      const id = await createCampaign(on.company.id, on.user.id, { name });
      await db.update(campaigns).set({ createdAt: created, status: options.status ?? "pending" }).where(eq(campaigns.id, id));
      if (options.jd !== false) await saveFormState(on.company.id, on.user.id, "job-description", id, { sections: {} });
      for (const form of options.forms ?? []) await saveFormState(on.company.id, on.user.id, form, id, {});
      if (options.generationAfterMs !== undefined) {
        await db.insert(jobdescGenerations).values({
          companyId: on.company.id,
          campaignId: id,
          request: {},
          createdAt: new Date(created.getTime() + options.generationAfterMs),
        });
      }
      if (options.channel) await db.insert(campaignChannels).values({ campaignId: id, channelId: (await createChannel()).id, position: 1 });
      return id;
    };
    const menu = await draft("From the menu", { generationAfterMs: 2_000 });
    const kept = {
      later: await draft("Generated later from its job ad", { generationAfterMs: 3_600_000 }),
      channel: await draft("With a channel", { generationAfterMs: 2_000, channel: true }),
      jobAd: await draft("With a job ad", { generationAfterMs: 2_000, forms: ["job-ad"] }),
      ordered: await draft("Ordered", { generationAfterMs: 2_000, status: "ordered" }),
      noGeneration: await draft("Never generated"),
    };
    const facets = async () =>
      (await db.select({ n: campaignFacetCounts.n, status: campaignFacetCounts.status }).from(campaignFacetCounts).where(eq(campaignFacetCounts.companyId, on.company.id)))
        .filter((row) => row.status === "pending")
        .reduce((sum, row) => sum + row.n, 0);
    expect(await facets()).toBe(5);
    const migration = fs.readFileSync("app/db/migrations/0032_menu_job_descriptions.sql", "utf8");
    await db.execute(sql.raw(migration));
    const rows = await db
      .select({ id: campaigns.id, descriptionOnly: campaigns.descriptionOnly })
      .from(campaigns)
      .where(inArray(campaigns.id, [menu, ...Object.values(kept)]));
    expect(rows.filter((r) => r.descriptionOnly).map((r) => r.id)).toEqual([menu]);
    expect(await facets()).toBe(4);
    const list = await jobDescriptionLoader(args(await requestWithSession("/job-description", on.session)));
    expect(list).toMatchObject({ kind: "saved", descriptions: [{ id: menu }] });
  });
});
