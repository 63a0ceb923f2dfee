import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { trackingConfigs } from "../../app/db/schema";
import { DEFAULT_TRACKING_FIELDS, PRODUCT_SOURCE_PAGE_SIZE } from "../../app/lib/tracking/tracking-config";
import { saveFormState } from "../../app/models/form-state.server";
import { getTrackingConfig, listProductSources, saveCustomProductNames } from "../../app/models/tracking-config.server";
import { action as checkoutAction, loader as checkoutLoader } from "../../app/routes/campaigns/checkout";
import { action as productSourceAction, loader as productSourceLoader } from "../../app/routes/settings/customise-product-source";
import { action as trackingAction, loader as trackingLoader } from "../../app/routes/settings/tracking";
import { loader as clickLoader } from "../../app/routes/tracking/click";
import { createChannel } from "./campaign-list-fixtures";
import { campaignWithChannels, checkoutForm, checkoutReady, createPricedChannel, outcome, post, VALID_JOB_AD } from "./checkout-fixtures";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });

/** The settings form as the browser posts it. */
function settingsForm(enabled: boolean, fields: { name: string; value: string; custom?: boolean }[], intent?: string) {
  const form = new FormData();
  if (enabled) form.set("enabled", "on");
  fields.forEach((f, i) => {
    form.set(`fields[${i}].name`, f.name);
    form.set(`fields[${i}].value`, f.value);
    if (f.custom) form.set(`fields[${i}].custom`, "on");
  });
  if (intent) form.set("__intent__", intent);
  return form;
}

describe("tracking settings (spec 2 §2, §3, §5)", () => {
  it("a company without a configuration gets the defaults: disabled, the four default fields", async () => {
    const { session } = await signedInMember();
    const result = await outcome(async () => trackingLoader(args(await requestWithSession("/settings/tracking", session))));
    const data = result.data as Awaited<ReturnType<typeof trackingLoader>>;
    expect(data.config).toEqual({
      enabled: false,
      fields: [
        { name: "utm_source", value: "{product_title}", custom: false },
        { name: "utm_medium", value: "jobposting", custom: false },
        { name: "utm_campaign", value: "jobmarketing", custom: false },
        { name: "source", value: "{channel_title}", custom: true },
      ],
    });
    expect(data.title).toBe("Tracking settings");
  });

  it("an empty stored configuration also gives the defaults", async () => {
    const { company } = await signedInMember();
    const db = await getDb();
    await db.insert(trackingConfigs).values({ companyId: company.id, enabled: true, fields: [] });
    expect(await getTrackingConfig(company.id)).toEqual({ enabled: false, fields: DEFAULT_TRACKING_FIELDS });
  });

  it("saves the configuration; standard names cannot be changed or dropped, custom fields can", async () => {
    const { company, session } = await signedInMember();
    const form = settingsForm(true, [
      // a forged rename of a standard field and a missing utm_campaign
      { name: "renamed", value: "x" },
      { name: "utm_medium", value: "social" },
      { name: "team", value: "nursing", custom: true },
    ]);
    const result = await outcome(async () => trackingAction(args(await post("/settings/tracking", session, form))));
    expect(result.status).toBe(302);
    expect(result.response!.headers.get("Location")).toBe("/settings/tracking");
    expect(await getTrackingConfig(company.id)).toEqual({
      enabled: true,
      fields: [
        { name: "utm_source", value: "{product_title}", custom: false },
        { name: "utm_medium", value: "social", custom: false },
        { name: "utm_campaign", value: "jobmarketing", custom: false },
        { name: "renamed", value: "x", custom: true },
        { name: "team", value: "nursing", custom: true },
      ],
    });
  });

  it("each name and value is required, names are query-safe and unique: 400 with field messages", async () => {
    const { company, session } = await signedInMember();
    const form = settingsForm(true, [
      { name: "utm_source", value: "" },
      { name: "utm_medium", value: "jobposting" },
      { name: "utm_campaign", value: "jobmarketing" },
      { name: "", value: "a", custom: true },
      { name: "bad name", value: "a", custom: true },
    ]);
    const result = await outcome(async () => trackingAction(args(await post("/settings/tracking", session, form))));
    expect(result.status).toBe(400);
    const error = (result.data as { error: Record<string, string[]> }).error;
    expect(error["fields[0].value"]).toEqual(["form.warning.field-required"]);
    expect(error["fields[3].name"]).toEqual(["form.warning.field-required"]);
    expect(error["fields[4].name"]).toEqual(["tracking.warning.name-characters"]);
    // nothing was saved
    expect((await getTrackingConfig(company.id)).enabled).toBe(false);
  });

  it("two fields of the same name (case-insensitive) are a 400 on the second", async () => {
    const { session } = await signedInMember();
    const form = settingsForm(true, [...DEFAULT_TRACKING_FIELDS, { name: "UTM_MEDIUM", value: "a", custom: true }]);
    const result = await outcome(async () => trackingAction(args(await post("/settings/tracking", session, form))));
    expect(result.status).toBe(400);
    expect((result.data as { error: Record<string, string[]> }).error).toEqual({ "fields[4].name": ["tracking.warning.duplicate-name"] });
  });

  it("adding a custom field (a Conform intent, also without JavaScript) only changes the form", async () => {
    const { company, session } = await signedInMember();
    const intent = JSON.stringify({ type: "insert", payload: { name: "fields", defaultValue: { name: "custom_field", value: "", custom: true } } });
    const form = settingsForm(false, DEFAULT_TRACKING_FIELDS.map((f) => ({ ...f })), intent);
    const result = await outcome(async () => trackingAction(args(await post("/settings/tracking", session, form))));
    expect(result.status).toBe(200);
    const reply = result.data as { initialValue: { fields: { name: string; value?: string }[] } };
    expect(reply.initialValue.fields).toHaveLength(5);
    expect(reply.initialValue.fields[4]).toMatchObject({ name: "custom_field" });
    expect(await getTrackingConfig(company.id)).toEqual({ enabled: false, fields: DEFAULT_TRACKING_FIELDS });
  });
});

describe("product source (spec 2 §2, §4)", () => {
  it("lists 20 products per page by name, searched by name; more pages add 20 each", async () => {
    const { company, session } = await signedInMember();
    const run = `ps${Date.now().toString(36)}`;
    for (let i = 0; i < 23; i++) await createChannel({ name: `${run} Board ${String(i).padStart(2, "0")}` });
    const first = await listProductSources(company.id, { q: run, offset: 0, limit: PRODUCT_SOURCE_PAGE_SIZE });
    expect(PRODUCT_SOURCE_PAGE_SIZE).toBe(20);
    expect(first.total).toBe(23);
    expect(first.rows.map((r) => r.productName)).toEqual(Array.from({ length: 20 }, (_, i) => `${run} Board ${String(i).padStart(2, "0")}`));

    const page1 = await outcome(async () => productSourceLoader(args(await requestWithSession(`/settings/customise-product-source?q=${run}`, session))));
    const view1 = page1.data as Awaited<ReturnType<typeof productSourceLoader>>;
    expect(view1.rows).toHaveLength(20);
    expect(view1.hasMore).toBe(true);
    const page2 = await outcome(async () =>
      productSourceLoader(args(await requestWithSession(`/settings/customise-product-source?q=${run}&page=2`, session))),
    );
    const view2 = page2.data as Awaited<ReturnType<typeof productSourceLoader>>;
    expect(view2.rows).toHaveLength(23);
    expect(view2.hasMore).toBe(false);
  });

  it("saves custom names, an empty name removes the entry, and Save returns to the tracking settings", async () => {
    const { company, session } = await signedInMember();
    const a = await createChannel({ name: "Source A" });
    const b = await createChannel({ name: "Source B" });
    await saveCustomProductNames(company.id, [{ channelId: b.id, customName: "Old B" }]);
    const form = new FormData();
    form.set("products[0].channelId", a.id);
    form.set("products[0].customName", "  Our A  ");
    form.set("products[1].channelId", b.id);
    form.set("products[1].customName", "");
    const result = await outcome(async () => productSourceAction(args(await post("/settings/customise-product-source", session, form))));
    expect(result.status).toBe(302);
    expect(result.response!.headers.get("Location")).toBe("/settings/tracking");
    const { rows } = await listProductSources(company.id, { q: "Source ", offset: 0, limit: 100 });
    expect(rows.find((r) => r.channelId === a.id)?.customName).toBe("Our A");
    expect(rows.find((r) => r.channelId === b.id)?.customName).toBeNull();
  });

  it("a name over 100 characters is a 400; another company's own channel is never renamed", async () => {
    const { company, session } = await signedInMember();
    const other = await signedInMember();
    const theirs = await createChannel({ name: "Their own board", companyId: other.company.id });
    const tooLong = new FormData();
    tooLong.set("products[0].channelId", theirs.id);
    tooLong.set("products[0].customName", "x".repeat(101));
    const bad = await outcome(async () => productSourceAction(args(await post("/settings/customise-product-source", session, tooLong))));
    expect(bad.status).toBe(400);
    await saveCustomProductNames(company.id, [{ channelId: theirs.id, customName: "Mine now" }]);
    const { rows } = await listProductSources(company.id, { q: "Their own board", offset: 0, limit: 10 });
    expect(rows).toHaveLength(0);
    const theirView = await listProductSources(other.company.id, { q: "Their own board", offset: 0, limit: 10 });
    expect(theirView.rows[0].customName).toBeNull();
  });
});

describe("custom tracking on ordered links (spec 2 §3)", () => {
  it("checkout shows the tracking string; the order keeps it; the click link appends it with placeholders filled", async () => {
    const { company, user, session } = await signedInMember({}, { allowToOrder: true });
    const channel = await createPricedChannel(10_000, { name: "Nurse Board Premium", homepage: "https://www.nurseboard.example/" });
    const campaignId = await campaignWithChannels(company.id, [channel.id]);
    const ready = await checkoutReady(company.id, user.id, campaignId);
    await saveFormState(company.id, user.id, "job-ad", campaignId, {
      ...VALID_JOB_AD,
      vacancyPageUrl: "https://careers.example.com/jobs/7?ref=site",
    });
    const saved = settingsForm(true, [
      { name: "utm_source", value: "{product_title}" },
      { name: "utm_medium", value: "jobposting" },
      { name: "utm_campaign", value: "{campaign_id}" },
      { name: "source", value: "{channel_title}", custom: true },
      { name: "job", value: "{job_reference_id}", custom: true },
    ]);
    await outcome(async () => trackingAction(args(await post("/settings/tracking", session, saved))));
    await saveCustomProductNames(company.id, [{ channelId: channel.id, customName: "nurseboard_premium" }]);

    const loaded = await outcome(async () => checkoutLoader(args(await requestWithSession(`/campaigns/checkout/?id=${campaignId}`, session))));
    expect((loaded.data as Awaited<ReturnType<typeof checkoutLoader>>).customTracking).toBe(
      "utm_source={product_title}&utm_medium=jobposting&utm_campaign={campaign_id}&source={channel_title}&job={job_reference_id}",
    );

    const order = await outcome(async () =>
      checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, checkoutForm({ ...ready, channelIds: [channel.id] })))),
    );
    expect(order.status).toBe(302);
    // settings changed after ordering do not change the ordered links
    await outcome(async () => trackingAction(args(await post("/settings/tracking", session, settingsForm(false, DEFAULT_TRACKING_FIELDS.map((f) => ({ ...f })))))));

    const click = await responseOf(() =>
      clickLoader({
        request: new Request(`http://localhost:3000/t/${campaignId}/${channel.id}`),
        params: { campaignId, channelId: channel.id },
        context: loadContext({ clientIp: "203.0.113.9" }),
      }),
    );
    expect(click.status).toBe(302);
    const location = new URL(click.headers.get("Location")!);
    expect(location.origin + location.pathname).toBe("https://careers.example.com/jobs/7");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      ref: "site",
      utm_source: "nurseboard_premium",
      utm_medium: "jobposting",
      utm_campaign: campaignId,
      source: "nurseboard.example",
      job: "No_Job_Ref_ID",
      // the click id the career-site snippet ties later funnel steps to (issue 14 §1)
      hw_cid: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/),
    });
  });
});
