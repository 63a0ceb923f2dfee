import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { ChannelCard, type ChannelCardData } from "~/components/channels/channel-card";
import type { Locale } from "~/lib/i18n/config";
import { I18nProvider } from "~/lib/i18n/react";
import { i18nForRender } from "~/services/i18n/i18next.server";

const fair: ChannelCardData = {
  id: "jobmessen-deutschland",
  name: "Jobmessen Deutschland",
  type: "community",
  focus: "Recruiting-Event für alle Berufsfelder in Deutschland",
  audience: "generic",
  numberOfDaysOnline: 1,
  price: 99_000,
  currency: "EUR",
  logoUrl: "/logo.png",
  shortDescription: "",
  availableForPurchase: true,
  bundle_id: null,
  isAddon: false,
  isEvent: true,
  isMyChannel: false,
  countries: ["DE"],
};

function card(locale: Locale, channel: ChannelCardData) {
  return renderToStaticMarkup(
    <StaticRouter location="/cb/">
      <I18nProvider i18n={i18nForRender(locale)}>
        <ChannelCard channel={channel} detailsHref="/cb/?channel=x" locale={locale} />
      </I18nProvider>
    </StaticRouter>,
  );
}

/** A job fair's card said "1 Tag online" / "1 dag online" (the builder's event list): its days are the event's. */
describe("ChannelCard: an event's days", () => {
  for (const [locale, one, three, term] of [
    ["de-DE", "Veranstaltung, 1 Tag", "Veranstaltung, 3 Tage", "Dauer der Veranstaltung"],
    ["nl-NL", "Evenement van 1 dag", "Evenement van 3 dagen", "Duur van het evenement"],
    ["en-US", "1-day event", "3-day event", "Event duration"],
  ] as const) {
    it(locale, () => {
      const html = card(locale, fair);
      expect(html).toContain(`>${one}</dd>`);
      expect(html).toContain(`>${term}</dt>`);
      expect(html).not.toMatch(/online</);
      expect(card(locale, { ...fair, numberOfDaysOnline: 3 })).toContain(`>${three}</dd>`);
    });
  }

  it("a job board keeps its days online", () => {
    expect(card("de-DE", { ...fair, isEvent: false, numberOfDaysOnline: 30 })).toContain(">30 Tage online</dd>");
  });
});
