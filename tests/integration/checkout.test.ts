import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignChannels, campaignOrders, campaigns, companyDetails, formStates } from "../../app/db/schema";
import { sanitizeFileName } from "../../app/lib/file-name";
import { DEFAULT_CHECKOUT_RULES } from "../../app/lib/validation/checkout";
import { message } from "../../app/lib/validation/messages";
import { getFormState } from "../../app/models/form-state.server";
import { COMPANY_DETAILS_MAX, createCompanyDetails } from "../../app/models/company-details.server";
import { createInvoiceInformation, INVOICE_INFORMATION_MAX } from "../../app/models/invoice.server";
import { getValidationRules, setValidationRules, writeDefaultValidationRules } from "../../app/models/validation-rule.server";
import { action as checkoutAction, loader as checkoutLoader } from "../../app/routes/campaigns/checkout";
import { action as jobAdAction, loader as jobAdLoader } from "../../app/routes/campaigns/job-ad";
import { loader as logoLoader } from "../../app/routes/resources/company-logo";
import { IMAGE_VERSION } from "../../app/services/files/image.server";
import { getT } from "../../app/services/i18n/i18next.server";
import { claimedPng, GIF_1X1, png, pngChunks } from "../support/images";
import {
  campaignWithChannels,
  checkoutForm,
  checkoutReady,
  createPricedChannel,
  outcome,
  post,
  VALID_JOB_AD,
} from "./checkout-fixtures";
import { requestWithSession, signedInMember, loadContext } from "./fixtures";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });

describe("validation rules from the database", () => {
  it("a company without rows gets the default set: PO number required", async () => {
    const { company } = await signedInMember();
    const rules = await getValidationRules(company.id, "checkout");
    expect(rules).toEqual(DEFAULT_CHECKOUT_RULES);
    expect(rules).toContainEqual({ field: "poNumber", validator: "required" });
  });

  it("the seed's default rows are written once (idempotent) and read back in order", async () => {
    const { company } = await signedInMember();
    await writeDefaultValidationRules(company.id);
    await writeDefaultValidationRules(company.id);
    const rules = await getValidationRules(company.id, "checkout");
    expect(rules.map((r) => ({ ...r, value: r.value ?? undefined }))).toEqual(
      DEFAULT_CHECKOUT_RULES.map((r) => ({ ...r, value: r.value ?? undefined })),
    );
  });

  it("the checkout loader sends the company's own rules and lists invalid fields against them", async () => {
    const { company, session } = await signedInMember({}, { allowToOrder: true });
    await setValidationRules(company.id, "checkout", [
      { field: "jobReferenceId", validator: "required" },
      { field: "jobReferenceId", validator: "slug" },
    ]);
    const channel = await createPricedChannel(20_000);
    const campaignId = await campaignWithChannels(company.id, [channel.id]);
    const result = await outcome(async () => checkoutLoader(args(await requestWithSession(`/campaigns/checkout/?id=${campaignId}`, session))));
    expect(result.status).toBe(200);
    const data = result.data as Awaited<ReturnType<typeof checkoutLoader>>;
    expect(data.rules).toEqual([
      { field: "jobReferenceId", validator: "required", value: null },
      { field: "jobReferenceId", validator: "slug", value: null },
    ]);
    // restored state: tracking defaults for the basket channel, invoice payment
    expect(data.state.tracking).toEqual([{ channelId: channel.id, source: "e-commerce", medium: "jobposting", campaign: "jobmarketing" }]);
    expect(data.state.payment).toBe("invoice");
    expect(data.basket.summary.total).toBe(20_000);
    expect(data.title).toBe(`Checkout ${data.campaign.name}`);
  });
});

describe("checkout action", () => {
  it("a missing PO number is a 400 with field errors, and the draft is kept", async () => {
    const { company, user, session } = await signedInMember({}, { allowToOrder: true });
    const channel = await createPricedChannel(10_000);
    const campaignId = await campaignWithChannels(company.id, [channel.id]);
    const ready = await checkoutReady(company.id, user.id, campaignId);
    const form = checkoutForm({ ...ready, channelIds: [channel.id], poNumber: "" });
    form.set("confirmationEmail", "not-an-email");
    form.set("labels", "a,b,c,d,e,f");
    const result = await outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, form))));
    expect(result.status).toBe(400);
    const reply = (result.data as { form: string; result: { error: Record<string, string[]> } }).result;
    expect(reply.error).toEqual({
      poNumber: ["form.warning.field-required"],
      confirmationEmail: ["form.warning.email"],
      labels: [message("form.warning.max-items", { max: 5 })],
    });
    const draft = await getFormState<{ labels: string }>(company.id, "checkout", campaignId);
    expect(draft?.labels).toBe("a,b,c,d,e,f");
    const db = await getDb();
    const [row] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row.status).toBe("pending");
  });

  it("with the PO rule removed from the company's rules the same order goes through", async () => {
    const { company, user, session } = await signedInMember({}, { allowToOrder: true });
    await setValidationRules(
      company.id,
      "checkout",
      DEFAULT_CHECKOUT_RULES.filter((r) => !(r.field === "poNumber" && r.validator === "required")),
    );
    const channel = await createPricedChannel(10_000);
    const campaignId = await campaignWithChannels(company.id, [channel.id]);
    const ready = await checkoutReady(company.id, user.id, campaignId);
    const result = await outcome(async () =>
      checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, checkoutForm({ ...ready, channelIds: [channel.id], poNumber: "" })))),
    );
    expect(result.status).toBe(302);
    expect(result.response?.headers.get("Location")).toBe(`/campaigns/ordered/?id=${campaignId}`);
  });

  it("an order resent with its submission key gets the first order's answer, and one order (issue 47 §1)", async () => {
    const { company, user, session } = await signedInMember({}, { allowToOrder: true });
    const channel = await createPricedChannel(10_000);
    const campaignId = await campaignWithChannels(company.id, [channel.id]);
    const ready = await checkoutReady(company.id, user.id, campaignId);
    const keyed = () => {
      const form = checkoutForm({ ...ready, channelIds: [channel.id] });
      form.set("submissionKey", "5b0c8f3e-2f4e-4d7a-9f4e-0c3b8d7a6e21");
      return form;
    };
    const first = await outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, keyed()))));
    expect(first.status).toBe(302);
    // the client never saw that answer (its instance died) and sends the same form again
    const again = await outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, keyed()))));
    expect(again.status).toBe(303);
    expect(again.response?.headers.get("Location")).toBe(`/campaigns/ordered/?id=${campaignId}`);
    const db = await getDb();
    expect(await db.select({ id: campaignOrders.id }).from(campaignOrders).where(eq(campaignOrders.campaignId, campaignId))).toHaveLength(1);
  });

  it("autosave stores the form state (form.state) and the loader restores it (form.prefill)", async () => {
    const { company, session } = await signedInMember({}, { allowToOrder: true });
    const channel = await createPricedChannel(10_000);
    const campaignId = await campaignWithChannels(company.id, [channel.id]);
    const form = new FormData();
    form.set("intent", "autosave");
    form.set("poNumber", "PO-77");
    form.set("tracking[0].channelId", channel.id);
    form.set("tracking[0].source", "newsletter");
    const saved = await outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, form))));
    expect(saved.status).toBe(200);
    expect(saved.data).toHaveProperty("savedAt");
    const loaded = await outcome(async () => checkoutLoader(args(await requestWithSession(`/campaigns/checkout/?id=${campaignId}`, session))));
    const data = loaded.data as Awaited<ReturnType<typeof checkoutLoader>>;
    expect(data.state.poNumber).toBe("PO-77");
    expect(data.state.tracking).toEqual([{ channelId: channel.id, source: "newsletter", medium: "jobposting", campaign: "jobmarketing" }]);
  });

  it("another company's campaign is a 404", async () => {
    const owner = await signedInMember();
    const other = await signedInMember({}, { allowToOrder: true });
    const campaignId = await campaignWithChannels(owner.company.id, []);
    const result = await outcome(async () => checkoutLoader(args(await requestWithSession(`/campaigns/checkout/?id=${campaignId}`, other.session))));
    expect(result.status).toBe(404);
  });
});

describe("saved company details and invoice addresses are capped per company (issue 36 §7)", () => {
  const details = { companyName: "Branch", departmentName: "", addressLine1: "Main 1", postcode: "1000", city: "Berlin", country: "DE" };
  const invoice = { ...details, attention: "", vatNumber: "", invoiceEmail: "invoices@example.com" };

  it("at most 50 of each, also when saved concurrently; the dialog says why", async () => {
    expect(COMPANY_DETAILS_MAX).toBe(50);
    expect(INVOICE_INFORMATION_MAX).toBe(50);
    const { company, session } = await signedInMember();
    const made = await Promise.all(Array.from({ length: 60 }, () => createCompanyDetails(company.id, details, null)));
    expect(made.filter(Boolean)).toHaveLength(50);
    const invoices = await Promise.all(Array.from({ length: 60 }, () => createInvoiceInformation(company.id, invoice)));
    expect(invoices.filter(Boolean)).toHaveLength(50);
    const campaignId = await campaignWithChannels(company.id, []);
    const form = new FormData();
    form.set("intent", "company-details.save");
    form.set("companyName", "One more");
    const refused = await outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}&dialog=company-details`, session, form))));
    expect(refused.status).toBe(400);
    expect((refused.data as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([message("company-details.limit", { max: 50 })]);
    const invoiceForm = new FormData();
    invoiceForm.set("intent", "invoice.save");
    for (const [k, v] of Object.entries(invoice)) invoiceForm.set(k, v);
    const refusedInvoice = await outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}&dialog=invoice`, session, invoiceForm))));
    expect(refusedInvoice.status).toBe(400);
    expect((refusedInvoice.data as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([message("invoice.limit", { max: 50 })]);
    // another company is not affected
    const other = await signedInMember();
    expect(await createCompanyDetails(other.company.id, details, null)).toBeTruthy();
  });
});

describe("company details with a logo", () => {
  async function upload(session: { userId: string; companyId: string }, campaignId: string, file: File, extra: Record<string, string> = {}) {
    const form = new FormData();
    form.set("intent", "company-details.save");
    form.set("companyName", "Northwind Staffing");
    form.set("city", "Berlin");
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    form.append("logo", file);
    return outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}&dialog=company-details`, session, form))));
  }

  it("stores a PNG in the database, selects it, and serves it company-scoped with nosniff", async () => {
    const { company, session } = await signedInMember();
    const other = await signedInMember();
    const campaignId = await campaignWithChannels(company.id, []);
    const bytes = png(4, 3);
    const result = await upload(session, campaignId, new File([bytes], "Our logo (2027).png", { type: "image/png" }));
    expect(result.status).toBe(302);
    const db = await getDb();
    const [row] = await db
      .select({ id: companyDetails.id, mime: companyDetails.logoMime, fileName: companyDetails.logoFileName, logo: companyDetails.logo, version: companyDetails.logoVersion })
      .from(companyDetails)
      .where(eq(companyDetails.companyId, company.id));
    expect(row).toMatchObject({ mime: "image/png", fileName: "Our_logo__2027_.png", version: IMAGE_VERSION });
    // the normalised copy is stored (issue 36 §3), not the upload
    expect(row.logo!.equals(bytes)).toBe(false);
    expect(await sharp(row.logo!).metadata()).toMatchObject({ format: "png", width: 4, height: 3 });
    expect((await getFormState<{ companyDetailsId: string }>(company.id, "checkout", campaignId))?.companyDetailsId).toBe(row.id);

    const served = await outcome(async () => logoLoader(args(await requestWithSession(`/company-details/${row.id}/logo`, session), { id: row.id })));
    expect(served.status).toBe(200);
    expect(served.response?.headers.get("Content-Type")).toBe("image/png");
    expect(served.response?.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await served.response!.arrayBuffer()).equals(row.logo!)).toBe(true);

    const foreign = await outcome(async () => logoLoader(args(await requestWithSession(`/company-details/${row.id}/logo`, other.session), { id: row.id })));
    expect(foreign.status).toBe(404);
    const garbage = await outcome(async () => logoLoader(args(await requestWithSession(`/company-details/nope/logo`, session), { id: "nope" })));
    expect(garbage.status).toBe(404);
  });

  it("serves a PNG uploaded as poly.html (HTML appended) as poly.png, image/png (issue 11 §4)", async () => {
    const { company, session } = await signedInMember();
    const campaignId = await campaignWithChannels(company.id, []);
    const polyglot = Buffer.concat([png(2, 2), Buffer.from("<html><script>alert(1)</script></html>")]);
    const result = await upload(session, campaignId, new File([polyglot], "poly.html", { type: "text/html" }));
    expect(result.status).toBe(302);
    const [row] = await (await getDb()).select({ id: companyDetails.id }).from(companyDetails).where(eq(companyDetails.companyId, company.id));
    const served = await outcome(async () => logoLoader(args(await requestWithSession(`/company-details/${row.id}/logo`, session), { id: row.id })));
    expect(served.response?.headers.get("Content-Type")).toBe("image/png");
    expect(served.response?.headers.get("Content-Disposition")).toBe('inline; filename="poly.png"');
    // issue 36 §3: the stored copy ends with the image, the HTML is gone
    const body = Buffer.from(await served.response!.arrayBuffer());
    expect(pngChunks(body).trailing).toBe(0);
    expect(body.toString("latin1")).not.toContain("<script>");
  });

  it("a 5,000-character file name is stored and served with at most 100 characters, the extension kept (issue 36 §11)", async () => {
    const { company, session } = await signedInMember();
    const campaignId = await campaignWithChannels(company.id, []);
    const result = await upload(session, campaignId, new File([png(2, 2)], `${"n".repeat(5000)}.png`, { type: "image/png" }));
    expect(result.status).toBe(302);
    const [row] = await (await getDb()).select({ id: companyDetails.id, fileName: companyDetails.logoFileName }).from(companyDetails).where(eq(companyDetails.companyId, company.id));
    expect(row.fileName).toBe(`${"n".repeat(96)}.png`);
    const served = await outcome(async () => logoLoader(args(await requestWithSession(`/company-details/${row.id}/logo`, session), { id: row.id })));
    expect(served.response?.headers.get("Content-Disposition")).toBe(`inline; filename="${"n".repeat(96)}.png"`);
    // the dialog shows the stored name
    const page = await outcome(async () => checkoutLoader(args(await requestWithSession(`/campaigns/checkout/?id=${campaignId}&dialog=company-details&edit=${row.id}`, session))));
    expect(JSON.stringify(page.data)).toContain(`"companyLogoFileName":"${"n".repeat(96)}.png"`);
  });

  it("migration 0024 cuts names stored before the limit exactly as sanitizeFileName does", async () => {
    const { company } = await signedInMember();
    const db = await getDb();
    const names = [`${"a".repeat(5000)}.png`, `${"b".repeat(150)}.jpeg`, `${"c".repeat(95)}.jpeg`, `logo.${"x".repeat(300)}`, "d".repeat(101), "short.png"];
    const ids: string[] = [];
    for (const name of names) {
      const [row] = await db.insert(companyDetails).values({ companyId: company.id, companyName: "Old", logoFileName: name }).returning({ id: companyDetails.id });
      ids.push(row.id);
    }
    const migration = fs.readFileSync(path.resolve("app/db/migrations/0024_upload_file_names_truncated.sql"), "utf8");
    await db.execute(sql.raw(migration));
    const rows = await db.select({ id: companyDetails.id, fileName: companyDetails.logoFileName }).from(companyDetails).where(eq(companyDetails.companyId, company.id));
    const byId = new Map(rows.map((r) => [r.id, r.fileName]));
    expect(ids.map((id) => byId.get(id))).toEqual(names.map((name) => sanitizeFileName(name)));
    expect(ids.map((id) => byId.get(id)!.length)).toEqual([100, 100, 100, 100, 100, 9]);
  });

  it("a bomb over 5000×5000 pixels in a few kilobytes is refused with the field message, never a 500 (issue 36 §3)", async () => {
    const { company, session } = await signedInMember();
    const campaignId = await campaignWithChannels(company.id, []);
    const bomb = claimedPng(50_000, 50_000);
    const result = await upload(session, campaignId, new File([bomb], "bomb.png", { type: "image/png" }));
    expect(result.status).toBe(400);
    expect((result.data as { result: { error: Record<string, string[]> } }).result.error.logo).toEqual([
      message("file-stack.too-many-pixels", { max: "5000x5000" }),
    ]);
    expect(await (await getDb()).select().from(companyDetails).where(eq(companyDetails.companyId, company.id))).toHaveLength(0);
  });

  it("a GIF is refused with file-stack.unsupported-files and its mime type, whatever its name", async () => {
    const { company, session } = await signedInMember();
    const campaignId = await campaignWithChannels(company.id, []);
    const result = await upload(session, campaignId, new File([GIF_1X1], "logo.png", { type: "image/png" }));
    expect(result.status).toBe(400);
    const reply = (result.data as { result: { error: Record<string, string[]> } }).result;
    expect(reply.error.logo).toEqual([message("file-stack.unsupported-files", { mime: "image/gif" })]);
    const db = await getDb();
    expect(await db.select().from(companyDetails).where(eq(companyDetails.companyId, company.id))).toHaveLength(0);
  });

  it("an image over 5000 px and a second file are refused", async () => {
    const { company, session } = await signedInMember();
    const campaignId = await campaignWithChannels(company.id, []);
    const wide = await upload(session, campaignId, new File([png(5001, 10)], "wide.png"));
    expect(wide.status).toBe(400);
    const form = new FormData();
    form.set("intent", "company-details.save");
    form.set("companyName", "Two files");
    form.append("logo", new File([png(1, 1)], "a.png"));
    form.append("logo", new File([png(1, 1)], "b.png"));
    const two = await outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, form))));
    expect(two.status).toBe(400);
    expect((two.data as { result: { error: Record<string, string[]> } }).result.error.logo).toEqual([
      message("file-stack.too-many-files", { max: 1 }),
    ]);
  });

  it("with company_logo_mandatory a logo is required (campaign-checkout.upload-required)", async () => {
    const { company, session } = await signedInMember({ features: { company_logo_mandatory: true } });
    const campaignId = await campaignWithChannels(company.id, []);
    const form = new FormData();
    form.set("intent", "company-details.save");
    form.set("companyName", "No logo");
    const result = await outcome(async () => checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, form))));
    expect(result.status).toBe(400);
    expect((result.data as { result: { error: Record<string, string[]> } }).result.error.logo).toEqual(["campaign-checkout.upload-required"]);
  });

  it("editing another company's details is a 404", async () => {
    const owner = await signedInMember();
    const other = await signedInMember();
    const ownerCampaign = await campaignWithChannels(owner.company.id, []);
    await upload(owner.session, ownerCampaign, new File([png(1, 1)], "a.png"));
    const db = await getDb();
    const [details] = await db.select({ id: companyDetails.id }).from(companyDetails).where(eq(companyDetails.companyId, owner.company.id));
    const otherCampaign = await campaignWithChannels(other.company.id, []);
    const result = await upload(other.session, otherCampaign, new File([png(1, 1)], "b.png"), { id: details.id });
    expect(result.status).toBe(404);
    const dialog = await outcome(async () =>
      checkoutLoader(args(await requestWithSession(`/campaigns/checkout/?id=${otherCampaign}&dialog=company-details&edit=${details.id}`, other.session))),
    );
    expect(dialog.status).toBe(404);
  });
});

describe("job ad", () => {
  it("prefills from the target group, autosaves a sanitised draft, and continues only when valid", async () => {
    const { company, session } = await signedInMember();
    const db = await getDb();
    const [campaign] = await db
      .insert(campaigns)
      .values({
        companyId: company.id,
        name: "Nurse",
        targetGroup: {
          jobTitle: { id: "t", label: "Nurse" },
          jobFunction: { id: "f", label: "Care" },
          regions: [{ id: "b", label: "Berlin" }, { id: "h", label: "Hamburg" }],
          industries: [],
        },
      })
      .returning({ id: campaigns.id });
    const url = `/campaigns/job-ad/?id=${campaign.id}`;
    const loaded = await outcome(async () => jobAdLoader(args(await requestWithSession(url, session))));
    const data = loaded.data as Awaited<ReturnType<typeof jobAdLoader>>;
    expect(data.state).toMatchObject({ jobTitle: "Nurse", locations: "Berlin, Hamburg", salaryCurrency: "EUR", contactPhoneCode: "+44" });

    const draft = new FormData();
    draft.set("intent", "autosave");
    draft.set("jobTitle", "Nurse");
    draft.set("description", '<p>Hello</p><script>alert(1)</script><img src=x onerror="alert(1)">');
    draft.set("contactPhoneCode", "+44");
    draft.set("contactPhone", "07911 123456");
    expect((await outcome(async () => jobAdAction(args(await post(url, session, draft))))).status).toBe(200);
    const saved = await getFormState<Record<string, string>>(company.id, "job-ad", campaign.id);
    expect(saved?.description).toBe("<p>Hello</p>");
    expect(saved).toMatchObject({ contactPhoneCountry: "GB", contactPhoneE164: "+447911123456" });

    draft.set("intent", "continue");
    const invalid = await outcome(async () => jobAdAction(args(await post(url, session, draft))));
    expect(invalid.status).toBe(400);
    expect(Object.keys((invalid.data as { error: Record<string, string[]> }).error)).toEqual(
      expect.arrayContaining(["description", "applicationDestination", "locations"]),
    );

    const valid = new FormData();
    for (const [k, v] of Object.entries({
      intent: "continue",
      jobTitle: "Nurse",
      description: "We are looking for a caring nurse to join our friendly ward team in Berlin.",
      applicationMethod: "url",
      applicationDestination: "https://careers.example.com/nurse",
      locations: "Berlin",
      employmentType: "part-time",
      salaryPeriod: "month",
      // spec 1 §5 price-input helpers (issue 42 §16): typed the locale's way, stored as one number
      salaryMin: "3.500,00",
      salaryMax: "4200,5",
    })) valid.set(k, v);
    const ok = await outcome(async () => jobAdAction(args(await post(url, session, valid))));
    expect(ok.status).toBe(302);
    expect(ok.response?.headers.get("Location")).toBe(`/campaigns/checkout/?id=${campaign.id}`);
    const stored = await db.select().from(formStates).where(eq(formStates.referenceId, campaign.id));
    expect(stored.map((s) => s.name)).toEqual(["job-ad"]);
    expect(stored[0].state).toMatchObject({ salaryMin: "3500", salaryMax: "4200.50" });
    expect((stored[0].state as Record<string, string>).description).toBe(
      "<p>We are looking for a caring nurse to join our friendly ward team in Berlin.</p>",
    );
  });
});

describe("job ad: number fields (QA: contradictory messages, typed values lost)", () => {
  it("a refused Continue answers one message per field and every field as typed, in the user's language", async () => {
    const { company, session } = await signedInMember();
    const campaignId = await campaignWithChannels(company.id, []);
    const url = `/campaigns/job-ad/?id=${campaignId}`;
    const typed = {
      workingHoursMin: "abc",
      workingHoursMax: "-5",
      experienceYears: "1e9",
      salaryMin: "45.000,00",
      salaryMax: "40.000",
    };
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...VALID_JOB_AD, intent: "continue", ...typed })) form.set(k, v);
    const refused = await outcome(async () => jobAdAction(args(await post(url, session, form))));
    expect(refused.status).toBe(400);
    const reply = refused.data as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(reply.error).toEqual({
      workingHoursMin: ["form.warning.number"],
      workingHoursMax: [message("form.warning.min-number", { min: 1 })],
      experienceYears: ["form.warning.number"],
      salaryMax: [message("job-ad:job-ad.warning.max-below-min", { min: 45000 })],
    });
    // what the form shows again: the values as typed, not erased nor rewritten
    expect(reply.initialValue).toMatchObject(typed);
    // the draft keeps them too; the salaries as the price-input helpers read them
    expect(await getFormState<Record<string, string>>(company.id, "job-ad", campaignId)).toMatchObject({
      workingHoursMin: "abc",
      workingHoursMax: "-5",
      experienceYears: "1e9",
      salaryMin: "45000",
      salaryMax: "40000",
    });
    // the messages exist in the three languages of the page (its namespaces)
    for (const locale of ["en-US", "de-DE", "nl-NL"]) {
      const t = await getT(locale as "en-US", ["checkout", "job-ad"]);
      for (const [key, values] of [
        ["form.warning.number", {}],
        ["job-ad:job-ad.warning.max-below-min", { min: 45000 }],
        ["job-ad:job-ad.warning.whole-number", {}],
      ] as const) {
        const text = t(key, values);
        expect(text, `${locale} ${key}`).not.toMatch(/warning/);
        // the minimum in the reader's digits
        if (key.includes("max-below-min")) expect(text).toContain(locale === "en-US" ? "45,000" : "45.000");
      }
    }
  });
});

describe("prices frozen at order time", () => {
  it("sets ordered prices, total, dates and the online window per channel", async () => {
    const { company, user, session } = await signedInMember({ discountPercent: 10 }, { allowToOrder: true });
    const a = await createPricedChannel(30_000, { durationDays: 30 });
    const b = await createPricedChannel(20_000, { durationDays: 60 });
    const campaignId = await campaignWithChannels(company.id, [a.id, b.id]);
    const ready = await checkoutReady(company.id, user.id, campaignId);
    const result = await outcome(async () =>
      checkoutAction(args(await post(`/campaigns/checkout/?id=${campaignId}`, session, checkoutForm({ ...ready, channelIds: [a.id, b.id] })))),
    );
    expect(result.status).toBe(302);
    const db = await getDb();
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    // 50 000 − 10 % company discount (fewer than 3 channels: no volume discount)
    expect(campaign).toMatchObject({ status: "ordered", orderedTotalCents: 45_000, orderedBy: user.id });
    expect(campaign.orderedAt).toBeInstanceOf(Date);
    expect([1, 2, 3, 4, 5]).toContain(campaign.availabilityDate!.getUTCDay());
    const lines = await db.select().from(campaignChannels).where(eq(campaignChannels.campaignId, campaignId));
    const byId = new Map(lines.map((l) => [l.channelId, l]));
    expect(byId.get(a.id)?.orderedPriceCents).toBe(30_000);
    expect(byId.get(b.id)?.orderedPriceCents).toBe(20_000);
    const days = (l: (typeof lines)[number]) => (l.onlineUntil!.getTime() - l.onlineFrom!.getTime()) / 86_400_000;
    expect(days(byId.get(a.id)!)).toBe(30);
    expect(days(byId.get(b.id)!)).toBe(60);
    expect(byId.get(a.id)?.onlineFrom?.getTime()).toBe(campaign.availabilityDate!.getTime());
    const orders = await db.select().from(campaignOrders).where(eq(campaignOrders.campaignId, campaignId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "ordered", amountCents: 45_000, requestedBy: user.id, contractId: null });
    expect(orders[0].checkout).toMatchObject({ poNumber: "PO-1" });

    // the checkout of an ordered campaign says so instead of offering the form again
    const again = await outcome(async () => checkoutLoader(args(await requestWithSession(`/campaigns/checkout/?id=${campaignId}`, session))));
    expect(again.status).toBe(200);
    expect((again.data as { orderable: boolean }).orderable).toBe(false);
  });
});
