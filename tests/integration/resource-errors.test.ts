import { randomUUID } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import en from "../../locales/en-US/common.json";
import de from "../../locales/de-DE/common.json";
import nl from "../../locales/nl-NL/common.json";
import campaignListDe from "../../locales/de-DE/campaign-list.json";
import campaignListNl from "../../locales/nl-NL/campaign-list.json";
import { loader as analyticsExportLoader } from "../../app/routes/analytics/export";
import { loader as mapLoader } from "../../app/routes/analytics/map";
import { loader as jobdescDownloadLoader } from "../../app/routes/jobdesc/download";
import { loader as campaignExportLoader } from "../../app/routes/resources/campaign-export";
import { loader as channelLogoLoader } from "../../app/routes/resources/channel-logo";
import { loader as companyLogoLoader } from "../../app/routes/resources/company-logo";
import { loader as jobAdFileLoader } from "../../app/routes/resources/job-ad-file";
import { loader as clickLoader } from "../../app/routes/tracking/click";
import { loader as publicJobLogoLoader } from "../../app/routes/vacancies/public-job-logo";
import { campaignWithChannels } from "./checkout-fixtures";
import { loadContext, requestWithSession, responseOf, signedInMember } from "./fixtures";

/**
 * Resource routes (files, exports, logos, tracking links) answer their errors as plain text in the
 * reader's language (session, cookie or Accept-Language), with the status they had: a German
 * recruiter read a bare English "Not Found" for an export of a campaign that was not there.
 */
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
const LOCALES = [
  ["de-DE", de],
  ["nl-NL", nl],
] as const;

async function member() {
  return signedInMember({ features: { recruitment_analytics: true } });
}

async function answer(loader: Loader, url: string, params: Record<string, string>, locale: string, session?: { userId: string; companyId: string }) {
  const request = session
    ? await requestWithSession(url, { ...session, locale })
    : new Request(new URL(url, "http://localhost:3000"), { headers: { "Accept-Language": `${locale},en;q=0.5` } });
  const response = await responseOf(() => loader({ request, params, context: loadContext() }));
  return { response, text: await response.text() };
}

describe("resource routes' errors in the reader's language", () => {
  for (const [locale, texts] of LOCALES) {
    describe(locale, () => {
      it("a job ad file of another company's campaign: 404", async () => {
        const other = await member();
        const campaignId = await campaignWithChannels(other.company.id, []);
        const { session } = await member();
        const { response, text } = await answer(jobAdFileLoader, `/campaigns/${campaignId}/job-ad-file`, { campaignId }, locale, session);
        expect(response.status).toBe(404);
        expect(text).toBe(texts["resource-error.404"]);
        expect(response.headers.get("Content-Language")).toBe(locale);
        expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      });

      it("a campaign export: an unknown campaign and an unknown format are 404s, nothing purchasable a 409 with its reason", async () => {
        const { session, company } = await member();
        const missing = await answer(campaignExportLoader, `/resources/campaign-export/pdf?id=${randomUUID()}`, { format: "pdf" }, locale, session);
        expect(missing.response.status).toBe(404);
        expect(missing.text).toBe(texts["resource-error.404"]);
        const format = await answer(campaignExportLoader, `/resources/campaign-export/odt?id=${randomUUID()}`, { format: "odt" }, locale, session);
        expect(format.response.status).toBe(404);
        expect(format.text).toBe(texts["resource-error.404"]);
        const empty = await campaignWithChannels(company.id, []);
        const nothing = await answer(campaignExportLoader, `/resources/campaign-export/pdf?id=${empty}`, { format: "pdf" }, locale, session);
        expect(nothing.response.status).toBe(409);
        expect(nothing.text).toBe((locale === "de-DE" ? campaignListDe : campaignListNl)["export.disabled"]);
      });

      it("a company logo and a channel logo that are not there: 404", async () => {
        const { session } = await member();
        const id = randomUUID();
        const logo = await answer(companyLogoLoader, `/company-details/${id}/logo`, { id }, locale, session);
        expect(logo.response.status).toBe(404);
        expect(logo.text).toBe(texts["resource-error.404"]);
        const channel = await answer(channelLogoLoader, "/resources/channel-logos/no-such-channel.svg", { file: "no-such-channel.svg" }, locale, session);
        expect(channel.response.status).toBe(404);
        expect(channel.text).toBe(texts["resource-error.404"]);
      });

      it("a job description download in an unknown format: 404", async () => {
        const { session } = await member();
        const { response, text } = await answer(jobdescDownloadLoader, `/job-description/download/odt?id=${randomUUID()}`, { format: "odt" }, locale, session);
        expect(response.status).toBe(404);
        expect(text).toBe(texts["resource-error.404"]);
      });

      it("an analytics CSV of an unknown screen and the map of another company's campaign: 404", async () => {
        const { session } = await member();
        const csv = await answer(analyticsExportLoader, "/analytics/export?screen=/analytics/nothing&format=csv", {}, locale, session);
        expect(csv.response.status).toBe(404);
        expect(csv.text).toBe(texts["resource-error.404"]);
        const other = await member();
        const foreign = await campaignWithChannels(other.company.id, []);
        const map = await answer(mapLoader, `/analytics/map.svg?id=${foreign}`, {}, locale, session);
        expect(map.response.status).toBe(404);
        expect(map.text).toBe(texts["resource-error.404"]);
      });

      it("a tracking link and a public job logo nobody published, for a job seeker by Accept-Language: 404, still not stored", async () => {
        const [campaignId, channelId] = [randomUUID(), randomUUID()];
        const click = await answer(clickLoader, `/t/${campaignId}/${channelId}`, { campaignId, channelId }, locale);
        expect(click.response.status).toBe(404);
        expect(click.text).toBe(texts["resource-error.404"]);
        expect(click.response.headers.get("Cache-Control")).toContain("no-store");
        const logo = await answer(publicJobLogoLoader, `/jobs/${campaignId}/logo`, { campaignId }, locale);
        expect(logo.response.status).toBe(404);
        expect(logo.text).toBe(texts["resource-error.404"]);
      });
    });
  }

  it("in English for an English reader; a sign-in redirect passes untouched", async () => {
    const { session } = await member();
    const id = randomUUID();
    const english = await answer(companyLogoLoader, `/company-details/${id}/logo`, { id }, "en-US", session);
    expect(english.text).toBe(en["resource-error.404"]);
    const anonymous = await responseOf(() => companyLogoLoader({ request: new Request(`http://localhost:3000/company-details/${id}/logo`), params: { id }, context: loadContext() }));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Content-Language")).toBeNull();
  });
});
