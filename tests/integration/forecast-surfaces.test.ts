import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignChannelPerformance } from "../../app/db/schema";
import type { TargetGroup } from "../../app/lib/campaign/target-group";
import { loader as builderLoader } from "../../app/routes/campaigns/builder";
import { loader as shareLoader } from "../../app/routes/campaigns/share";
import { loader as exportLoader } from "../../app/routes/resources/campaign-export";
import { pdfTextLines } from "../support/pdf-text";
import type { ChannelSummary } from "../../app/lib/catalogue/types";
import type { Locale } from "../../app/lib/i18n/config";
import { composeReason } from "../../app/services/catalogue/reasons/composer.server";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { loadContext, requestWithSession, responseOf, signedInMember } from "./fixtures";

/**
 * Issue 51 §5 (docs/decisions/078): one forecast definition — the builder's basket, the share page
 * and the PDF/Word exports of one campaign show the same clicks, applicants and cost per applicant
 * with the same intervals and basis, learnt from other campaigns' finished postings.
 */
const DAY = 86_400_000;
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });

async function documentText(format: "pdf" | "docx", url: string, session: { userId: string; companyId: string }) {
  const response = await responseOf(async () => exportLoader(args(await requestWithSession(url, session), { format })));
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (format === "pdf") return pdfTextLines(bytes).join("\n");
  const file = path.join(os.tmpdir(), `forecast-${randomUUID()}.docx`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync("unzip", ["-p", file, "word/document.xml"], { encoding: "utf8" }).replace(/<\/w:p>/g, "\n").replace(/<[^>]+>/g, "").replace(/&apos;/g, "'");
  } finally {
    fs.unlinkSync(file);
  }
}

describe("the forecast on every surface (issue 51 §5)", () => {
  it("builder, share page and exports show the same forecast, from 3 campaigns for the job family in the country", async () => {
    const run = randomUUID().slice(0, 8);
    const family = `fixture-family-${run}`;
    const tg: TargetGroup = {
      jobTitle: { id: `fixture-title-${run}`, label: "Nurse" },
      jobFunction: { id: family, label: "Nursing" },
      regions: [{ id: "DE.fixture-state.fixture-city", label: "Fixture City" }],
      industries: [],
    };
    const a = await createChannel({ name: `Board A ${run}`, priceCents: 40_000, ctaMin: 20, ctaMax: 60 });
    const b = await createChannel({ name: `Board B ${run}`, priceCents: 15_000, ctaMin: 8, ctaMax: 30 });
    // three finished campaigns of another company for the same job family in Germany
    const other = await signedInMember();
    const db = await getDb();
    const finished = { status: "expired", orderedAt: new Date(Date.now() - 101 * DAY), availabilityDate: new Date(Date.now() - 100 * DAY), targetGroup: tg };
    for (const [clicks, applicants] of [[90, 9], [120, 12], [150, 20]]) {
      const done = await insertCampaign(other.company.id, finished, [a.id, b.id]);
      await db.insert(campaignChannelPerformance).values([
        { campaignId: done.id, channelId: a.id, day: "2026-08-03", clicks, applicants },
        { campaignId: done.id, channelId: b.id, day: "2026-08-03", clicks: Math.round(clicks / 3), applicants: Math.round(applicants / 3) },
      ]);
    }

    const { session, company } = await signedInMember();
    const campaign = await insertCampaign(company.id, { name: `Nurses ${run}`, targetGroup: tg }, [a.id, b.id]);
    const builder = (await builderLoader(args(await requestWithSession(`/cb/?id=${campaign.id}`, session)))) as Exclude<
      Awaited<ReturnType<typeof builderLoader>>,
      Response
    >;
    const forecast = builder.basket.forecast!;
    expect(forecast.channels.map((c) => c.basis)).toEqual([
      { level: "family-country", campaigns: 3 },
      { level: "family-country", campaigns: 3 },
    ]);
    // shrunk from the catalogue's 40 clicks towards our 120: between the two
    expect(forecast.channels[0].clicks.mean).toBeGreaterThan(40);
    expect(forecast.channels[0].clicks.mean).toBeLessThan(120);
    // the evidence for the reason: the comparable postings' median cost per applicant (€400 ÷ 12)
    expect(forecast.channels[0].medianCostPerApplicant).toEqual({ cents: Math.round(40_000 / 12), currency: "EUR" });
    expect(builder.basket.forecastLabels).toEqual({ family: "Nursing", country: "Germany" });

    const share = await shareLoader(args(new Request(`http://localhost/share-campaign/?id=${campaign.id}`)));
    expect(share.data.forecast).toEqual(forecast);
    expect(share.data.forecastLabels).toEqual(builder.basket.forecastLabels);

    const range = (e: { low: number; high: number }) => `${e.low}-${e.high}`;
    for (const format of ["pdf", "docx"] as const) {
      const text = await documentText(format, `/resources/campaign-export/${format}?id=${campaign.id}`, session);
      expect(text, format).toContain(`Clicks: ${range(forecast.clicks)}`);
      expect(text, format).toContain(`Applicants: ${range(forecast.applicants)}`);
      expect(text, format).toContain(`${range(forecast.channels[0].clicks)} clicks, ${range(forecast.channels[0].applicants)} applicants`);
      expect(text, format).toContain("from 3 campaigns for Nursing in Germany");
    }

    // the recommendation's reason names the same evidence in the user's language (issue 51 §3)
    const card = { id: a.id, price: 40_000, currency: "EUR", match: { jobFunction: "exact" } } as unknown as ChannelSummary;
    const reason = (locale: Locale, labels: { jobFunction: string; country: string }) =>
      composeReason(card, labels, locale, forecast.channels[0]);
    expect(await reason("en-US", { jobFunction: "Nursing", country: "Germany" })).toBe(
      "Specialised in Nursing: 3 of our campaigns for Nursing in Germany, median €33 per applicant.",
    );
    expect(await reason("de-DE", { jobFunction: "Pflege", country: "Deutschland" })).toBe(
      "Spezialisiert auf Pflege: 3 unserer Kampagnen für Pflege in Deutschland, im Median 33\u00a0€ pro Bewerbung.",
    );
    expect(await reason("nl-NL", { jobFunction: "Verpleging", country: "Duitsland" })).toMatch(/: 3 van onze campagnes voor Verpleging in Duitsland, mediaan €\s33 per sollicitant\.$/);
    // one campaign: the singular
    const single = { ...forecast.channels[0], basis: { level: "family-country" as const, campaigns: 1 } };
    expect(await composeReason(card, { jobFunction: "Nursing", country: "Germany" }, "en-US", single)).toContain("1 campaign of ours for Nursing in Germany, €33 per applicant");
  });
});
