import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { CampaignCard } from "~/components/campaign-list/campaign-card";
import type { CampaignListRow } from "~/lib/campaign/list";
import { I18nProvider } from "~/lib/i18n/react";
import { i18nForRender } from "~/services/i18n/i18next.server";

const campaign: CampaignListRow = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Software Developer Munich",
  status: "expired",
  createdAt: "2026-09-02T10:00:00.000Z",
  orderedAt: "2026-09-02T10:00:00.000Z",
  availabilityDate: null,
  hasTargetGroup: true,
  location: ["München"],
  targetAudience: [],
  owner: "Rita Jansen",
  priceCents: 189_000,
  currency: "EUR",
  clicks: 1036,
  applicants: 12_345,
  firstClickDate: null,
  purchasableCount: 1,
};

/** The overview card's clicks and applicants are numbers in the reader's language, as on the performance page. */
describe("CampaignCard: clicks and applicants", () => {
  for (const [locale, clicks, applicants] of [
    ["en-US", "1,036", "12,345"],
    ["de-DE", "1.036", "12.345"],
    ["nl-NL", "1.036", "12.345"],
  ] as const) {
    it(`groups thousands (${locale})`, () => {
      const html = renderToStaticMarkup(
        <StaticRouter location="/campaigns">
          <I18nProvider i18n={i18nForRender(locale)}>
            <CampaignCard campaign={campaign} features={{}} locale={locale} removing={false} />
          </I18nProvider>
        </StaticRouter>,
      );
      expect(html).toContain(`>${clicks}</dd>`);
      expect(html).toContain(`>${applicants}</dd>`);
    });
  }
});
