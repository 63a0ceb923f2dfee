import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getBasket } from "../../app/models/basket.server";
import { requireCampaignSummary } from "../../app/services/campaigns/summary.server";
import { setCompanyFeature } from "../../app/models/feature.server";
import { loader as shareLoader } from "../../app/routes/campaigns/share";
import { loader as performanceLoader } from "../../app/routes/campaigns/performance";
import { loader as exportLoader } from "../../app/routes/resources/campaign-export";
import { redirectTarget } from "../../app/lib/redirects";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nProvider } from "~/lib/i18n/react";
import { PriceSummary } from "../../app/components/checkout/price-summary";
import { basketTitleKey } from "../../app/lib/campaign/basket";
import { CHANNEL_COUNT_KEY, NOT_COUNTED_KEY } from "../../app/lib/campaign/pricing";
import { loader as builderLoader } from "../../app/routes/campaigns/builder";
import { loader as checkoutLoader } from "../../app/routes/campaigns/checkout";
import { buildExportDocument } from "../../app/services/export/campaign-document.server";
import { getT, i18nForRender } from "../../app/services/i18n/i18next.server";
import { createChannel, insertCampaign, targetGroup } from "./campaign-list-fixtures";
import { createCompanyDetails } from "../../app/models/company-details.server";
import { png } from "../support/images";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";

const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  params,
  context: loadContext(),
});

/** spec 2 §3 "Campaign for export and sharing": three purchasable channels, one unavailable, one bundled. */
async function exportableCampaign(companyOverrides: Parameters<typeof signedInMember>[0] = {}) {
  const member = await signedInMember(companyOverrides);
  const stepstone = await createChannel({
    name: "StepStone Pflege",
    priceCents: 89_900,
    durationDays: 30,
    focus: { en: "Nursing jobs", de: "Pflegejobs" },
    description: { en: "Germany's nursing board.\n-----\nReaches 2 million nurses every month." },
    ctaMin: 3,
    ctaMax: 6,
  });
  const indeed = await createChannel({
    name: "Indeed Sponsored",
    priceCents: 45_000,
    durationDays: 28,
    ctaMin: 2,
    ctaMax: 4,
  });
  const linkedin = await createChannel({
    name: "LinkedIn Job Slot",
    priceCents: 39_950,
    durationDays: 30,
    ctaMin: 1,
    ctaMax: 2,
  });
  const retired = await createChannel({ name: "Retired Board", availableForPurchase: false });
  const bundled = await createChannel({ name: "Bundle Part", bundleId: "bundle-7" });
  const campaign = await insertCampaign(
    member.company.id,
    {
      name: "Pflegefachkraft (m/w/d) München",
      targetGroup: targetGroup("Pflegefachkraft", "München"),
    },
    [stepstone.id, indeed.id, linkedin.id, retired.id, bundled.id],
  );
  return { ...member, campaign };
}

describe("share page (spec 1 §7 shareable_campaign_summary)", () => {
  it("needs no sign-in and shows the purchasable channels, the price summary and the forecast", async () => {
    const { campaign } = await exportableCampaign();
    const result = await shareLoader(
      args(new Request(`http://localhost/share-campaign/?id=${campaign.id}`)),
    );
    const summary = result.data;
    expect(summary.title).toBe("Pflegefachkraft (m/w/d) München");
    expect(summary.channels.map((c) => c.name)).toEqual([
      "StepStone Pflege",
      "Indeed Sponsored",
      "LinkedIn Job Slot",
    ]);
    expect(summary.channels[0].shortDescription).toBe("Germany's nursing board.");
    // 3 purchasable channels: subtotal 1748.50 €, 10 % volume discount (docs/decisions/005)
    expect(summary.price).toMatchObject({ subtotal: 174_850, discount: 17_485, total: 157_365 });
    // forecast: the channels' catalogue estimates per posting (3–6, 2–4, 1–2 clicks), summed (docs/decisions/078)
    expect(summary.forecast?.clicks.mean).toBeCloseTo(4.5 + 3 + 1.5, 1);
    expect(summary.forecast?.channels.map((c) => c.basis.level)).toEqual(["catalogue", "catalogue", "catalogue"]);
    expect(result.init?.headers).toMatchObject({ "X-Robots-Tag": "noindex" });
  });

  it("is a 404 for a missing, malformed or unknown id, and when the company switched sharing off", async () => {
    const { company, campaign } = await exportableCampaign();
    for (const query of ["", "?id=", "?id=not-a-uuid", `?id=${crypto.randomUUID()}`]) {
      const response = await responseOf(() =>
        shareLoader(args(new Request(`http://localhost/share-campaign/${query}`))),
      );
      expect(response.status).toBe(404);
    }
    await setCompanyFeature(company.id, "share_campaign_details", false);
    const off = await responseOf(() =>
      shareLoader(args(new Request(`http://localhost/share-campaign/?id=${campaign.id}`))),
    );
    expect(off.status).toBe(404);
  });

  it("uses the no-name label as the title of an unnamed campaign", async () => {
    const { company } = await signedInMember();
    const unnamed = await insertCampaign(company.id, { name: "" });
    const result = await shareLoader(
      args(new Request(`http://localhost/share-campaign/?id=${unnamed.id}`)),
    );
    expect(result.data.title).toBe("Unnamed campaign");
  });

  it("/campaigns/share/?id= leads to the share page", () => {
    expect(redirectTarget(new URL("http://localhost/campaigns/share/?id=abc"))).toBe(
      "/share-campaign?id=abc",
    );
  });
});

describe("exports (spec 2 §9)", () => {
  const exportResponse = async (
    format: string,
    id: string,
    session: { userId: string; companyId: string },
  ) =>
    responseOf(async () =>
      exportLoader(
        args(await requestWithSession(`/resources/campaign-export/${format}?id=${id}`, session), {
          format,
        }),
      ),
    );

  it("PDF: named after the campaign, lists the purchasable channels with focus, days, price and both texts, and the totals", async () => {
    const { campaign, session } = await exportableCampaign({
      serviceFeeCents: 2_500,
      discountPercent: 5,
    });
    const response = await exportResponse("pdf", campaign.id, session);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Pflegefachkraft_m_w_d_Munchen.pdf"; filename*=UTF-8''${encodeURIComponent("Pflegefachkraft_m_w_d_München.pdf")}`,
    );
    const file = path.join(os.tmpdir(), `export-${crypto.randomUUID()}.pdf`);
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    fs.unlinkSync(file);
    expect(text).toContain("Pflegefachkraft (m/w/d) München");
    for (const name of ["StepStone Pflege", "Indeed Sponsored", "LinkedIn Job Slot"])
      expect(text).toContain(name);
    expect(text).not.toContain("Retired Board");
    expect(text).not.toContain("Bundle Part");
    expect(text).toContain("Nursing jobs");
    expect(text).toMatch(/Days online: 28/);
    expect(text).toContain("Germany's nursing board.");
    expect(text).toContain("Reaches 2 million nurses every month.");
    expect(text).not.toContain("-----");
    // subtotal 1,748.50; discount 10 % = 174.85; company 5 % of 1,573.65 = 78.68; fee 3 × 25 = 75
    expect(text).toMatch(/Subtotal\s+€1,748\.50/);
    // the app's words (issue 16 §6)
    expect(text).toMatch(/Volume discount\s+- €174\.85/);
    expect(text).toMatch(/Company discount \(5%\)\s+- €78\.68/);
    expect(text).toMatch(/Service fee \(3 × €25\)\s+€75/);
    expect(text).toMatch(/Total\s+€1,569\.97/);
    expect(text).toContain("All prices excluding VAT. Channel prices in their own currency, totals in EUR.");
  });

  it("PDF and Word carry the company's logo, its details, the exporter as contact and the target group (issue 16 §6)", async () => {
    const { campaign, session, company, user } = await exportableCampaign();
    await createCompanyDetails(
      company.id,
      { companyName: "Klinikum Süd GmbH", departmentName: "Personal", addressLine1: "Hauptstr. 1", postcode: "80331", city: "München", country: "Deutschland" },
      { bytes: png(120, 40), mime: "image/png", fileName: "logo.png", version: 0 },
    );
    const pdf = await exportResponse("pdf", campaign.id, session);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.toString("latin1")).toContain("/Subtype /Image");
    const file = path.join(os.tmpdir(), `export-${crypto.randomUUID()}.pdf`);
    fs.writeFileSync(file, bytes);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    fs.unlinkSync(file);
    expect(text).toContain("Klinikum Süd GmbH · Personal");
    expect(text).toContain("Hauptstr. 1, 80331 München, Deutschland");
    expect(text).toContain(`Contact: `);
    expect(text).toContain(user.email);
    expect(text).toContain("Target group");
    expect(text).toMatch(/Job title: Pflegefachkraft/);
    expect(text).toMatch(/Location: München/);
    expect(text).toMatch(/Industry: Hospitals/);

    const docx = await exportResponse("docx", campaign.id, session);
    const docxFile = path.join(os.tmpdir(), `export-${crypto.randomUUID()}.docx`);
    fs.writeFileSync(docxFile, Buffer.from(await docx.arrayBuffer()));
    const media = execFileSync("unzip", ["-l", docxFile], { encoding: "utf8" });
    const xml = execFileSync("unzip", ["-p", docxFile, "word/document.xml"], { encoding: "utf8" });
    fs.unlinkSync(docxFile);
    expect(media).toMatch(/word\/media\/.+\.png/);
    expect(xml).toContain("Klinikum Süd GmbH · Personal");
    expect(xml).toContain("Target group");
    expect(xml).toContain("Volume discount");
  });

  it("totals and forecast are the basket's (app/models/basket.server.ts)", async () => {
    const { campaign, company } = await exportableCampaign({
      serviceFeeCents: 2_500,
      discountPercent: 5,
    });
    const basket = await getBasket(company.id, campaign.id, "en-US");
    const summary = await requireCampaignSummary(company.id, campaign.id, "en-US");
    expect(summary.price).toEqual(basket.summary);
    expect(summary.forecast).toEqual(basket.forecast);
  });

  it("shows no discount or service-fee rows when there are none", async () => {
    const { company, session } = await signedInMember();
    const one = await createChannel({ name: "Only Board", priceCents: 50_000 });
    const campaign = await insertCampaign(company.id, { name: "Single" }, [one.id]);
    const response = await exportResponse("pdf", campaign.id, session);
    const file = path.join(os.tmpdir(), `export-${crypto.randomUUID()}.pdf`);
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    fs.unlinkSync(file);
    expect(text).toMatch(/Total\s+€500/);
    expect(text).not.toMatch(/discount|service fee/i);
  });

  it("Word: a docx whose document.xml holds the channels and totals, in the user's language", async () => {
    const { campaign, session } = await exportableCampaign();
    const response = await exportResponse("docx", campaign.id, {
      ...session,
      locale: "de-DE",
    } as typeof session);
    expect(response.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers.get("Content-Disposition")).toContain(".docx");
    const file = path.join(os.tmpdir(), `export-${crypto.randomUUID()}.docx`);
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const xml = execFileSync("unzip", ["-p", file, "word/document.xml"], { encoding: "utf8" });
    fs.unlinkSync(file);
    const text = xml.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    for (const name of ["StepStone Pflege", "Indeed Sponsored", "LinkedIn Job Slot", "Pflegejobs"])
      expect(text).toContain(name);
    expect(text).not.toContain("Retired Board");
    expect(text).toContain("Zwischensumme");
    expect(text).toMatch(/Gesamt\s+1\.573,65\s+€/);
    expect(text).toContain("Alle Preise ohne MwSt. Kanalpreise in ihrer eigenen Währung, Summen in EUR.");
  });

  it("needs sign-in, is company-scoped, 404 for unknown formats, 409 with nothing purchasable", async () => {
    const { campaign, session, company } = await exportableCampaign();
    const anonymous = await responseOf(() =>
      exportLoader(
        args(new Request(`http://localhost/resources/campaign-export/pdf?id=${campaign.id}`), {
          format: "pdf",
        }),
      ),
    );
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?returnTo=%2Fresources%2Fcampaign-export%2Fpdf/);
    const other = await signedInMember();
    expect((await exportResponse("pdf", campaign.id, other.session)).status).toBe(404);
    expect((await exportResponse("xls", campaign.id, session)).status).toBe(404);
    const retired = await createChannel({ availableForPurchase: false });
    const nothing = await insertCampaign(company.id, {}, [retired.id]);
    expect((await exportResponse("docx", nothing.id, session)).status).toBe(409);
  });
});

describe("campaign performance page (order summary)", () => {
  it("lists each channel with its lifecycle status, live link and dates; 404 for other companies", async () => {
    const { company, session } = await signedInMember();
    const a = await createChannel({ name: "Board A", durationDays: 30 });
    const b = await createChannel({ name: "Board B", durationDays: 2 });
    const now = Date.now();
    const campaign = await insertCampaign(
      company.id,
      {
        status: "online",
        orderedAt: new Date(now - 10 * 86_400_000),
        availabilityDate: new Date(now - 5 * 86_400_000),
      },
      [a.id, b.id],
    );
    const data = await performanceLoader(
      args(await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}`, session)),
    );
    expect(data.channels.map((c) => [c.name, c.status])).toEqual([
      ["Board A", "online"],
      ["Board B", "expired"],
    ]);
    const other = await signedInMember();
    const foreign = await responseOf(async () =>
      performanceLoader(
        args(
          await requestWithSession(
            `/campaign-performance/campaign/?id=${campaign.id}`,
            other.session,
          ),
        ),
      ),
    );
    expect(foreign.status).toBe(404);
  });
});

describe("one channel count everywhere (issue 16 §2)", () => {
  it("basket, checkout, share page, PDF/DOCX document count the 3 purchasable channels of 5", async () => {
    const { campaign, session } = await exportableCampaign();
    const builder = (await builderLoader(
      args(await requestWithSession(`/cb/?id=${campaign.id}`, session)),
    )) as Exclude<Awaited<ReturnType<typeof builderLoader>>, Response>;
    const checkout = (await checkoutLoader(
      args(await requestWithSession(`/campaigns/checkout/?id=${campaign.id}`, session)),
    )) as Exclude<Awaited<ReturnType<typeof checkoutLoader>>, Response>;
    const share = await shareLoader(
      args(new Request(`http://localhost/share-campaign/?id=${campaign.id}`)),
    );
    const summary = await requireCampaignSummary(campaign.companyId, campaign.id, "en-US");

    for (const locale of ["en-US", "de-DE", "nl-NL"] as const) {
      const t = await getT(locale, "campaign-list");
      const tc = await getT(locale, "campaigns");
      const three = t(CHANNEL_COUNT_KEY, { count: 3 });
      // basket title: the builder's channels through the basket's own rule
      const basketCount = builder.basket.channels.filter((c) => c.purchasable).length;
      expect(basketCount).toBe(3);
      expect(tc(basketTitleKey(basketCount), { count: basketCount })).toMatch(/^3 /);
      expect(builder.basket.summary.purchasableCount).toBe(3);
      // checkout (order summary): the rendered count line, with the 2 free channels named apart
      const html = renderToStaticMarkup(
        createElement(
          I18nProvider,
          { i18n: i18nForRender(locale) },
          createElement(PriceSummary, {
            channels: checkout.basket.channels,
            summary: checkout.basket.summary,
          }),
        ),
      );
      expect(html).toContain(`${three} ${t(NOT_COUNTED_KEY, { count: 2 })}`);
      expect(html).toContain(t("common:campaign-channels.not-purchasable"));
      expect(html).toContain(t("common:campaign-channels.in-bundle"));
      // share page
      expect(share.data.channelCount).toBe(3);
      expect(share.data.channels).toHaveLength(3);
      // PDF and DOCX share one document model
      const branding = { companyName: "Acme", contact: { firstName: "A", lastName: "B", email: "a@b.test" } };
      expect(buildExportDocument(summary, t, locale, branding).channelsHeading).toBe(three);
    }
  });
});
