import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaigns, jobFunctions, jobTitleLabels, jobTitles, locations, taxonomyTerms } from "../../app/db/schema";
import { addChannel, listCampaignChannelIds } from "../../app/models/campaign.server";
import { listDashboardCampaigns, searchCampaigns } from "../../app/services/campaigns/list-labels.server";
import { jobsOverview } from "../../app/services/analytics/reports.server";
import { loader as jobDescriptionLoader } from "../../app/routes/jobdesc/job-description";
import { getFormState, saveFormState } from "../../app/models/form-state.server";
import { action as builderAction, loader as builderLoader } from "../../app/routes/campaigns/builder";
import { loader as mediaBuilderLoader } from "../../app/routes/campaigns/media-channels-builder";
import { loader as startCampaignLayoutLoader } from "../../app/routes/campaigns/start-campaign-layout";
import { action as targetGroupAction, loader as targetGroupLoader } from "../../app/routes/campaigns/target-group";
import { createChannel, insertCampaign, targetGroup } from "./campaign-list-fixtures";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";
import { clearAll } from "../../app/platform/cache.server";
import { CAMPAIGN_NAME_MAX } from "../../app/lib/campaign/target-group";
import { message } from "../../app/lib/validation/messages";

const args = (request: Request) => ({ request, params: {}, context: loadContext() });
const REQUIRED = "form.warning.field-required";

// a small taxonomy of our own (unique ids per file run). The location search is fuzzy (word
// similarity ≥ 0.6 of the query's trigrams): the token must not share trigrams with real places
// ("de14ed" matched "Berlin, Deutschland") nor dominate the query (a ten-character token made
// "berlin <token>" match this file's own Hamburg). "qx…qx" starts and ends no real word.
const run = `qx${randomUUID().slice(0, 4)}qx`;
const fn = { health: `t-health-${run}`, it: `t-it-${run}` };
const title = { nurse: `t-nurse-${run}`, dev: `t-dev-${run}` };
const loc = { berlin: `DE.t${run}.berlin`, hamburg: `DE.t${run}.hamburg` };
const industry = `t-hospitals-${run}`;
const criteria = { seniority: `t-senior-${run}`, workingTerm: `t-part-time-${run}`, educationLevel: `t-bachelor-${run}` };

beforeAll(async () => {
  const db = await getDb();
  await db.insert(jobFunctions).values([
    { id: fn.health, labelEn: `Healthcare ${run}`, labelDe: `Gesundheit ${run}`, labelNl: `Zorg ${run}` },
    { id: fn.it, labelEn: `IT ${run}`, labelDe: `IT ${run}`, labelNl: `IT ${run}` },
  ]);
  await db.insert(jobTitles).values([
    { id: title.nurse, jobFunctionId: fn.health, labelEn: `Nurse${run}`, labelDe: `Pflegekraft${run}`, labelNl: `Verpleegkundige${run}` },
    { id: title.dev, jobFunctionId: fn.it, labelEn: `Developer${run}`, labelDe: `Entwickler${run}`, labelNl: `Ontwikkelaar${run}` },
  ]);
  await db.insert(jobTitleLabels).values([
    { jobTitleId: title.nurse, lang: "en", label: `Nurse${run}`, preferred: true },
    { jobTitleId: title.dev, lang: "en", label: `Developer${run}`, preferred: true },
  ]);
  const place = (id: string, name: string) => ({
    id,
    kind: "city",
    countryCode: "DE",
    parentId: null,
    nameEn: name,
    nameDe: name,
    nameNl: name,
    labelEn: `${name}, Germany`,
    labelDe: `${name}, Deutschland`,
    labelNl: `${name}, Duitsland`,
    canonicalName: `${name}, Germany`,
    searchText: `${name} ${run}`.toLowerCase(),
  });
  await db.insert(locations).values([place(loc.berlin, "Berlin"), place(loc.hamburg, "Hamburg")]);
  await db.insert(taxonomyTerms).values({ vocabulary: "industry", id: industry, labelEn: "Hospitals", labelDe: "Kliniken", labelNl: "Ziekenhuizen" });
  await db.insert(taxonomyTerms).values([
    { vocabulary: "seniority", id: criteria.seniority, labelEn: "Senior", labelDe: "Senior", labelNl: "Senior" },
    { vocabulary: "working_term", id: criteria.workingTerm, labelEn: "Part-time", labelDe: "Teilzeit", labelNl: "Deeltijd" },
    { vocabulary: "education_level", id: criteria.educationLevel, labelEn: "Bachelor", labelDe: "Bachelor", labelNl: "Bachelor" },
  ]);
  clearAll();
});

function post(url: string, session: Record<string, string>, fields: [string, string][]) {
  return requestWithSession(url, session, { method: "POST", body: new URLSearchParams(fields) });
}

describe("target-group form (spec 1 §2, §5)", () => {
  it("answers 400 with field errors and the required key when nothing is chosen", async () => {
    const { session } = await signedInMember();
    const request = await post("/start-campaign/target-group", session, []);
    const response = await responseOf(() => targetGroupAction(args(request)));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ jobTitle: [REQUIRED], jobFunction: [REQUIRED], regions: [REQUIRED] });
    expect(body.error.industries).toBeUndefined();
  });

  it("treats ids that are not in the taxonomy as not chosen", async () => {
    const { session } = await signedInMember();
    const request = await post("/start-campaign/target-group", session, [
      ["jobTitle", "no-such-title"],
      ["regions", "XX.nowhere"],
    ]);
    const response = await responseOf(() => targetGroupAction(args(request)));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ jobTitle: [REQUIRED], regions: [REQUIRED] });
  });

  it("10 concurrent copies of one create (one submission key) make one draft (issue 47 §6)", async () => {
    const { session, company } = await signedInMember();
    const submissionKey = randomUUID();
    const copy = async () =>
      responseOf(async () =>
        targetGroupAction(
          args(
            await post("/start-campaign/target-group", session, [
              ["submissionKey", submissionKey],
              ["jobTitle", title.nurse],
              ["regions", loc.berlin],
            ]),
          ),
        ),
      );
    const answers = await Promise.all(Array.from({ length: 10 }, copy));
    const drafts = await (await getDb()).select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.companyId, company.id));
    expect(drafts).toHaveLength(1);
    // every copy is sent to the one draft
    expect(new Set(answers.map((a) => a.headers.get("Location")))).toEqual(new Set([`/cb/?id=${drafts[0].id}`]));
    // a new render's key is a new create
    await responseOf(async () =>
      targetGroupAction(args(await post("/start-campaign/target-group", session, [["submissionKey", randomUUID()], ["jobTitle", title.nurse], ["regions", loc.berlin]]))),
    );
    expect(await (await getDb()).select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.companyId, company.id))).toHaveLength(2);
  });

  it("creates the campaign, saves the target group with the title's function and goes to /cb/?id=", async () => {
    const { session, company } = await signedInMember();
    const request = await post("/start-campaign/target-group", session, [
      ["jobTitle", title.nurse],
      ["regions", loc.berlin],
      ["regions", loc.hamburg],
      ["industries", industry],
    ]);
    const response = await responseOf(() => targetGroupAction(args(request)));
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/cb\/\?id=[0-9a-f-]{36}$/);
    const id = location.split("=")[1];
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.companyId).toBe(company.id);
    expect(row.name).toBe(`Nurse${run}`);
    expect(row.targetGroup).toEqual({
      jobTitle: { id: title.nurse, label: `Nurse${run}` },
      jobFunction: { id: fn.health, label: `Healthcare ${run}` },
      regions: [
        { id: loc.berlin, label: "Berlin, Germany" },
        { id: loc.hamburg, label: "Hamburg, Germany" },
      ],
      industries: [{ id: industry, label: "Hospitals" }],
    });
  });

  it("job level, employment type and education level from the taxonomy (spec 1 §3, issue 42 §10)", async () => {
    const { session, company } = await signedInMember();
    const { form } = await targetGroupLoader(args(await requestWithSession("/start-campaign/target-group", session)));
    expect(form.criteriaOptions.seniority).toContainEqual({ id: criteria.seniority, label: "Senior" });
    expect(form.criteriaOptions.workingTerm).toContainEqual({ id: criteria.workingTerm, label: "Part-time" });
    expect(form.criteriaOptions.educationLevel).toContainEqual({ id: criteria.educationLevel, label: "Bachelor" });
    expect(form.criteria).toEqual({ seniority: null, workingTerm: null, educationLevel: null });
    const request = await post("/start-campaign/target-group", session, [
      ["jobTitle", title.nurse],
      ["regions", loc.berlin],
      ["seniority", criteria.seniority],
      ["workingTerm", criteria.workingTerm],
      ["educationLevel", criteria.educationLevel],
    ]);
    const id = (await responseOf(() => targetGroupAction(args(request)))).headers.get("Location")!.split("=")[1];
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.companyId).toBe(company.id);
    expect(row.targetGroup).toMatchObject({
      seniority: { id: criteria.seniority, label: "Senior" },
      workingTerm: { id: criteria.workingTerm, label: "Part-time" },
      educationLevel: { id: criteria.educationLevel, label: "Bachelor" },
    });
    // the saved choices come back in the form; an unknown id is not chosen
    const { form: again } = await targetGroupLoader(args(await requestWithSession(`/start-campaign/target-group?id=${id}`, session)));
    expect(again.criteria).toEqual(criteria);
    // without JavaScript a Search keeps what was chosen in the selects
    const search = new URLSearchParams({ search: "jobTitle", jobTitleQuery: "Nur", workingTerm: criteria.workingTerm });
    const { form: searched } = await targetGroupLoader(args(await requestWithSession(`/start-campaign/target-group?${search}`, session)));
    expect(searched.criteria).toEqual({ seniority: null, workingTerm: criteria.workingTerm, educationLevel: null });
    const unknown = await post("/start-campaign/target-group", session, [["jobTitle", title.nurse], ["regions", loc.berlin], ["seniority", "no-such-level"]]);
    const other = (await responseOf(() => targetGroupAction(args(unknown)))).headers.get("Location")!.split("=")[1];
    const [otherRow] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, other));
    expect(otherRow.targetGroup).not.toHaveProperty("seniority");
  });

  it("a different job function clears the job title (so the title is required again)", async () => {
    const { session } = await signedInMember();
    const request = await post("/start-campaign/target-group", session, [
      ["jobTitle", title.nurse],
      ["prevJobTitle", title.nurse],
      ["jobFunction", fn.it],
      ["prevJobFunction", fn.health],
      ["regions", loc.berlin],
    ]);
    const response = await responseOf(() => targetGroupAction(args(request)));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({ jobTitle: [REQUIRED] });
  });

  it("appends the gender text when append_gender_after_job_title is on", async () => {
    const { session } = await signedInMember({ features: { append_gender_after_job_title: true } });
    const request = await post("/start-campaign/target-group", { ...session, locale: "de-DE" }, [
      ["jobTitle", title.nurse],
      ["regions", loc.berlin],
    ]);
    const response = await responseOf(() => targetGroupAction(args(request)));
    const id = response.headers.get("Location")!.split("=")[1];
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.targetGroup?.jobTitle.label).toBe(`Pflegekraft${run} (m/w/d)`);
  });

  it("Generate a job description starts a generation and waits on /job-description/?status=loading, only with ai_job_description_generator", async () => {
    const fields: [string, string][] = [
      ["intent", "job-description"],
      ["jobTitle", title.nurse],
      ["regions", loc.berlin],
    ];
    const on = await signedInMember({ features: { ai_job_description_generator: true } });
    const withFlag = await responseOf(async () => targetGroupAction(args(await post("/start-campaign/target-group", on.session, fields))));
    // spec 1 §2, §4 (issue 42 §1): the job-description flow in loading status, with the generation
    const location = withFlag.headers.get("Location")!;
    expect(location).toMatch(/^\/job-description\/\?status=loading&id=[0-9a-f-]{36}&gen=[0-9a-f-]{36}&attempt=1$/);
    const url = new URL(location, "http://localhost");
    const saved = await getFormState<{ generation: { id: string }; settings: { jobTitle: string }; sections: Record<string, { aiGeneration?: boolean }> }>(
      on.company.id,
      "job-description",
      url.searchParams.get("id")!,
    );
    expect(saved?.generation.id).toBe(url.searchParams.get("gen"));
    expect(saved?.settings.jobTitle).toBe(`Nurse${run}`);
    expect([saved?.sections.responsibilities.aiGeneration, saved?.sections.requirements.aiGeneration]).toEqual([true, true]);
    // a description whose texts were written for this title is opened, not overwritten
    const campaignId = url.searchParams.get("id")!;
    await saveFormState(on.company.id, on.user.id, "job-description", campaignId, {
      ...saved,
      sections: {
        ...saved!.sections,
        responsibilities: { title: "Tasks", value: "<ul><li>Care for patients</li></ul>", aiGeneration: false },
        requirements: { title: "Profile", value: "<ul><li>Nursing degree</li></ul>", aiGeneration: false },
      },
      currentStep: "requirements",
    });
    const again = await responseOf(async () =>
      targetGroupAction(args(await post(`/start-campaign/target-group?id=${campaignId}`, on.session, [["id", campaignId], ...fields]))),
    );
    expect(again.headers.get("Location")).toBe(`/job-description/requirements/?id=${campaignId}`);
    const off = await signedInMember();
    const withoutFlag = await responseOf(async () => targetGroupAction(args(await post("/start-campaign/target-group", off.session, fields))));
    expect(withoutFlag.headers.get("Location")).toMatch(/^\/cb\/\?id=/);
  });

  it("a job description generated from the menu is listed on /job-description, not in campaign lists or analytics, until its first channel (issue 38 §2)", async () => {
    const on = await signedInMember({ features: { ai_job_description_generator: true } });
    const generated = await responseOf(async () =>
      targetGroupAction(
        args(await post("/start-campaign/target-group", on.session, [["intent", "job-description"], ["jobTitle", title.dev], ["regions", loc.hamburg]])),
      ),
    );
    const id = new URL(generated.headers.get("Location")!, "http://localhost").searchParams.get("id")!;
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.descriptionOnly).toBe(true);
    const query = { text: "", author: [], month: [], status: [], limit: 20, offset: 0 };
    const scope = { companyId: on.company.id, from: "2000-01-01", to: "2100-01-01" };
    const shown = async () => ({
      overview: (await searchCampaigns(on.company.id, query)).campaigns.map((c) => c.id),
      total: (await searchCampaigns(on.company.id, query)).total,
      dashboard: (await listDashboardCampaigns(on.company.id, { limit: 5, offset: 0 })).campaigns.map((c) => c.id),
      dashboardTotal: (await listDashboardCampaigns(on.company.id, { limit: 5, offset: 0 })).total,
      jobs: (await jobsOverview(scope, { limit: 10, offset: 0 })).jobs.map((j) => [j.job, j.campaigns]),
    });
    expect(await shown()).toEqual({ overview: [], total: 0, dashboard: [], dashboardTotal: 0, jobs: [] });
    // its own place: the user's saved job descriptions
    const saved = await jobDescriptionLoader(args(await requestWithSession("/job-description", on.session)));
    expect(saved).toMatchObject({ kind: "saved", descriptions: [{ id, name: `Developer${run}` }] });
    // the first channel makes it a campaign in the campaign lists; analytics lists it once it is
    // ordered (issue 48 §6: drafts stay out of the campaign and job overviews)
    const channel = await createChannel();
    await addChannel(on.company.id, id, channel.id);
    expect(await shown()).toEqual({ overview: [id], total: 1, dashboard: [id], dashboardTotal: 1, jobs: [] });
    const after = await jobDescriptionLoader(args(await requestWithSession("/job-description", on.session)));
    expect(after).toMatchObject({ kind: "saved", descriptions: [] });
  });

  it("a saved target group opens in the page's language (issue 38 §10)", async () => {
    const { session } = await signedInMember({ features: { append_gender_after_job_title: true } });
    const saved = await responseOf(async () =>
      targetGroupAction(
        args(await post("/start-campaign/target-group", { ...session, locale: "en-US" }, [["jobTitle", title.nurse], ["regions", loc.berlin], ["industries", industry]])),
      ),
    );
    const id = saved.headers.get("Location")!.split("=")[1];
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.targetGroup?.jobTitle.label).toBe(`Nurse${run} (m/f/d)`);
    const { form } = await targetGroupLoader(args(await requestWithSession(`/start-campaign/target-group?id=${id}`, { ...session, locale: "de-DE" })));
    expect([form.values.jobTitle?.label, form.values.jobFunction?.label, form.values.regions.map((r) => r.label), form.values.industries.map((i) => i.label)]).toEqual([
      `Pflegekraft${run} (m/w/d)`,
      `Gesundheit ${run}`,
      ["Berlin, Deutschland"],
      ["Kliniken"],
    ]);
    const { form: dutch } = await targetGroupLoader(args(await requestWithSession(`/start-campaign/target-group?id=${id}`, { ...session, locale: "nl-NL" })));
    expect([dutch.values.jobTitle?.label, dutch.values.industries.map((i) => i.label)]).toEqual([`Verpleegkundige${run} (m/v/x)`, ["Ziekenhuizen"]]);
    // the builder's target-group summary too
    const builder = (await builderLoader(args(await requestWithSession(`/cb/?id=${id}`, { ...session, locale: "de-DE" })))) as Exclude<
      Awaited<ReturnType<typeof builderLoader>>,
      Response
    >;
    const tg = builder.campaign.targetGroup;
    expect([tg.jobTitle.label, tg.jobFunction.label, tg.regions.map((r) => r.label)]).toEqual([`Pflegekraft${run} (m/w/d)`, `Gesundheit ${run}`, ["Berlin, Deutschland"]]);
  });

  it("updates the target group of an existing campaign and keeps its name", async () => {
    const { session, company } = await signedInMember();
    const campaign = await insertCampaign(company.id, { name: "Winter hiring" });
    const request = await post(`/start-campaign/target-group?id=${campaign.id}`, session, [
      ["id", campaign.id],
      ["jobTitle", title.dev],
      ["regions", loc.hamburg],
    ]);
    const response = await responseOf(() => targetGroupAction(args(request)));
    expect(response.headers.get("Location")).toBe(`/cb/?id=${campaign.id}`);
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.name).toBe("Winter hiring");
    expect(row.targetGroup?.jobFunction.id).toBe(fn.it);
  });

  it("another company's campaign is a 404", async () => {
    const { session } = await signedInMember();
    const other = await signedInMember();
    const campaign = await insertCampaign(other.company.id);
    const request = await post("/start-campaign/target-group", session, [
      ["id", campaign.id],
      ["jobTitle", title.dev],
      ["regions", loc.hamburg],
    ]);
    expect((await responseOf(() => targetGroupAction(args(request)))).status).toBe(404);
    const page = await requestWithSession(`/dashboard?start-campaign&id=${campaign.id}`, session);
    expect((await responseOf(() => startCampaignLayoutLoader(args(page)))).status).toBe(404);
  });

  it("the dashboard's ?start-campaign&id= opens the dialog with the campaign's target group", async () => {
    const { session, company } = await signedInMember();
    const campaign = await insertCampaign(company.id, { targetGroup: targetGroup() });
    const data = await startCampaignLayoutLoader(args(await requestWithSession(`/dashboard?start-campaign&id=${campaign.id}`, session)));
    expect(data.startCampaign?.campaignId).toBe(campaign.id);
    expect(data.startCampaign?.values.jobTitle).toEqual({ id: "fixture-title", label: "Nurse" });
    expect(data.startCampaign?.features.aiJobDescriptionGenerator).toBe(false);
    const none = await startCampaignLayoutLoader(args(await requestWithSession("/dashboard", session)));
    expect(none.startCampaign).toBeNull();
  });

  it("without JavaScript a search offers matches and choosing a title sets its function", async () => {
    const { session } = await signedInMember();
    const search = await targetGroupLoader(
      args(await requestWithSession(`/start-campaign/target-group?search=jobTitle&jobTitleQuery=nurse${run}&regionsQuery=berlin ${run}`, session)),
    );
    expect(search.form.search.jobTitle?.options).toEqual([
      { id: title.nurse, label: `Nurse${run}`, jobFunction: { id: fn.health, label: `Healthcare ${run}` } },
    ]);
    expect(search.form.search.regions?.options.map((o) => o.id)).toEqual([loc.berlin]);
    const chosen = await targetGroupLoader(
      args(await requestWithSession(`/start-campaign/target-group?search=regions&jobTitle=${title.nurse}&prevJobTitle=`, session)),
    );
    expect(chosen.form.values.jobTitle?.id).toBe(title.nurse);
    expect(chosen.form.values.jobFunction?.id).toBe(fn.health);
  });

  it("without JavaScript a chosen title's old query is not searched again when a location is searched (issue 16 §6)", async () => {
    const { session } = await signedInMember();
    const next = await targetGroupLoader(
      args(
        await requestWithSession(
          `/start-campaign/target-group?search=regions&jobTitle=${title.nurse}&prevJobTitle=&jobTitleQuery=nurse${run}&regionsQuery=berlin ${run}`,
          session,
        ),
      ),
    );
    expect(next.form.values.jobTitle?.id).toBe(title.nurse);
    // no "Nothing found for 'Nurse'" under the chosen title: its field is not searched at all
    expect(next.form.search.jobTitle).toBeUndefined();
    expect(next.form.search.regions?.options.map((o) => o.id)).toEqual([loc.berlin]);
    // pressing the title's own Search does search it again
    const again = await targetGroupLoader(
      args(
        await requestWithSession(
          `/start-campaign/target-group?search=jobTitle&jobTitle=${title.nurse}&prevJobTitle=${title.nurse}&jobTitleQuery=nurse${run}`,
          session,
        ),
      ),
    );
    expect(again.form.search.jobTitle?.options.map((o) => o.id)).toEqual([title.nurse]);
  });
});

describe("campaign builder basket (spec 1 §4, §5, §7)", () => {
  async function setup() {
    const member = await signedInMember();
    const campaign = await insertCampaign(member.company.id, { name: "Nurses Berlin", targetGroup: targetGroup() });
    const channels = await Promise.all([
      createChannel({ priceCents: 10_000 }),
      createChannel({ priceCents: 20_000 }),
      createChannel({ priceCents: 30_000 }),
    ]);
    return { ...member, campaign, channels };
  }
  const builderUrl = (id: string) => `/cb/?id=${id}`;

  it("adds channels (a second add is ignored) and removes them, redirecting back", async () => {
    const { session, company, campaign, channels } = await setup();
    for (const channel of [channels[0], channels[1], channels[0]]) {
      const response = await responseOf(() =>
        post(builderUrl(campaign.id), session, [
          ["intent", "add"],
          ["channelId", channel.id],
        ]).then((r) => builderAction(args(r))),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(builderUrl(campaign.id));
    }
    expect(await listCampaignChannelIds(company.id, campaign.id)).toEqual([channels[0].id, channels[1].id]);
    await responseOf(async () =>
      builderAction(args(await post(builderUrl(campaign.id), session, [["intent", "remove"], ["channelId", channels[0].id]]))),
    );
    expect(await listCampaignChannelIds(company.id, campaign.id)).toEqual([channels[1].id]);
  });

  it("shows 3 channels, drops the discount notice and totals with the volume discount", async () => {
    const { session, campaign, channels } = await setup();
    for (const channel of channels) {
      await responseOf(async () => builderAction(args(await post(builderUrl(campaign.id), session, [["intent", "add"], ["channelId", channel.id]]))));
    }
    const data = (await builderLoader(args(await requestWithSession(builderUrl(campaign.id), session)))) as Exclude<
      Awaited<ReturnType<typeof builderLoader>>,
      Response
    >;
    expect(data.basket.channels).toHaveLength(3);
    expect(data.basket.summary).toMatchObject({ subtotal: 60_000, discount: 6_000, total: 54_000, showDiscountNotice: false });
    // forecast: catalogue estimates (2–5 clicks a posting, prior 3.5) summed (docs/decisions/078)
    expect(data.basket.forecast).toMatchObject({ withoutFigure: 0, basis: { level: "catalogue", campaigns: 0 } });
    expect(data.basket.forecast?.clicks.mean).toBeCloseTo(3 * 3.5, 1);
    expect(data.basket.forecast?.channels.map((c) => [c.clicks.mean, c.basis.level])).toEqual([
      [3.5, "catalogue"],
      [3.5, "catalogue"],
      [3.5, "catalogue"],
    ]);
    // the basket's cost per applicant is its total ÷ its applicants, in the total's currency
    expect(data.basket.forecast?.costPerApplicant?.currency).toBe(data.basket.summary.currency);
  });

  it("an unknown or another company's own channel is a 404", async () => {
    const { session, campaign } = await setup();
    const other = await signedInMember();
    const privateChannel = await createChannel({ companyId: other.company.id });
    for (const channelId of [randomUUID(), privateChannel.id]) {
      const request = await post(builderUrl(campaign.id), session, [["intent", "add"], ["channelId", channelId]]);
      expect((await responseOf(() => builderAction(args(request)))).status).toBe(404);
    }
  });

  it("rename: blank or whitespace is a 400 with the required key and never saved", async () => {
    const { session, campaign } = await setup();
    for (const name of ["", "   "]) {
      const response = await responseOf(async () =>
        builderAction(args(await post(builderUrl(campaign.id), session, [["intent", "rename"], ["name", name]]))),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({ name: [REQUIRED] });
    }
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.name).toBe("Nurses Berlin");
    await responseOf(async () => builderAction(args(await post(builderUrl(campaign.id), session, [["intent", "rename"], ["name", "  ICU nurses  "]]))));
    const [renamed] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(renamed.name).toBe("ICU nurses");
  });

  it("rename: a name past the limit is a 400 with the max-length message for the name, the typed name echoed, never saved", async () => {
    const { session, campaign } = await setup();
    const long = "x".repeat(3_000);
    const response = await responseOf(async () =>
      builderAction(args(await post(builderUrl(campaign.id), session, [["intent", "rename"], ["name", long]]))),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    // the basket field shows this message (translated) and keeps what was typed (intent + name)
    expect(body.error).toEqual({ name: [message("form.warning.max-length", { max: CAMPAIGN_NAME_MAX })] });
    expect(body).toMatchObject({ intent: "rename", name: long });
    // the message exists in every locale, with the limit interpolated
    for (const lang of ["en-US", "de-DE", "nl-NL"]) {
      const common = JSON.parse(readFileSync(new URL(`../../locales/${lang}/common.json`, import.meta.url), "utf8")) as Record<string, string>;
      expect(common["form.warning.max-length"], lang).toContain("{{max}}");
    }
    const [row] = await (await getDb()).select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row.name).toBe("Nurses Berlin");
    // exactly the limit is accepted
    const atLimit = await responseOf(async () =>
      builderAction(args(await post(builderUrl(campaign.id), session, [["intent", "rename"], ["name", "y".repeat(CAMPAIGN_NAME_MAX)]]))),
    );
    expect(atLimit.status).toBe(302);
  });

  it("another company's campaign is a 404 for the builder's loader and action", async () => {
    const { session, channels } = await setup();
    const other = await signedInMember();
    const foreign = await insertCampaign(other.company.id, { targetGroup: targetGroup() });
    expect((await responseOf(async () => builderLoader(args(await requestWithSession(builderUrl(foreign.id), session))))).status).toBe(404);
    const request = await post(builderUrl(foreign.id), session, [["intent", "add"], ["channelId", channels[0].id]]);
    expect((await responseOf(() => builderAction(args(request)))).status).toBe(404);
    expect(await listCampaignChannelIds(other.company.id, foreign.id)).toEqual([]);
  });

  it("an ordered campaign's basket cannot change (409)", async () => {
    const { session, company, channels } = await setup();
    const ordered = await insertCampaign(company.id, { status: "ordered", targetGroup: targetGroup() });
    const request = await post(builderUrl(ordered.id), session, [["intent", "add"], ["channelId", channels[0].id]]);
    expect((await responseOf(() => builderAction(args(request)))).status).toBe(409);
  });

  it("a campaign without a target group goes to /media-channels-cb with the draft dialog", async () => {
    const { session, company } = await setup();
    const draft = await insertCampaign(company.id);
    const response = await responseOf(async () => builderLoader(args(await requestWithSession(builderUrl(draft.id), session))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/media-channels-cb/?id=${draft.id}&dialog=draft`);
    const data = await mediaBuilderLoader(args(await requestWithSession(`/media-channels-cb/?id=${draft.id}&dialog=draft`, session)));
    expect(data.draftDialog).toBe(true);
  });
});
