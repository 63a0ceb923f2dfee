import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChannelPriceTable } from "~/components/campaign-list/campaign-summary";
import { I18nProvider } from "~/lib/i18n/react";
import { i18nForRender } from "~/services/i18n/i18next.server";

/**
 * The share page's channel table: a job fair's row reads "Veranstaltung, 1 Tag", so the column
 * above it is the neutral "Laufzeit", not "Tage online" (a fair is not online).
 */
describe("ChannelPriceTable: the days column", () => {
  for (const [locale, heading, wrong] of [
    ["en-US", "Duration", "Days online"],
    ["de-DE", "Laufzeit", "Tage online"],
    ["nl-NL", "Looptijd", "Dagen online"],
  ] as const) {
    it(`is headed for job boards and events alike (${locale})`, () => {
      const html = renderToStaticMarkup(
        <I18nProvider i18n={i18nForRender(locale)}>
          <ChannelPriceTable
            channels={[{ id: "1", name: "Jobmessen Deutschland", focus: "Events", days: "Veranstaltung, 1 Tag", price: 50_000, currency: "EUR", converted: null, shortDescription: "" }]}
            locale={locale}
            totalCurrency="EUR"
          />
        </I18nProvider>,
      );
      const headings = [...html.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
      expect(headings).toContain(heading);
      expect(headings).not.toContain(wrong);
    });
  }
});
