import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { StartCampaignActions, type VacancyCampaignRow } from "~/components/vacancies/vacancy-card";
import { I18nProvider } from "~/lib/i18n/react";
import { i18nForRender } from "~/services/i18n/i18next.server";

/**
 * "Continue draft" on a vacancy opens the newest draft, also one a colleague made: then it names
 * the colleague, so nobody carries on someone else's draft thinking it is their own.
 */
const draft: VacancyCampaignRow = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Senior Software Developer",
  status: "pending",
  createdAt: "2026-12-06T10:00:00.000Z",
  orderedAt: null,
  hasTargetGroup: true,
  colleagueName: null,
};

async function render(locale: "en-US" | "de-DE" | "nl-NL", campaigns: VacancyCampaignRow[]) {
  const handler = createStaticHandler([{ id: "root", path: "/vacancies", element: <StartCampaignActions vacancyId="v1" campaigns={campaigns} /> }]);
  const context = await handler.query(new Request("http://localhost/vacancies"));
  if (context instanceof Response) throw new Error("expected a render");
  return renderToStaticMarkup(
    <I18nProvider i18n={i18nForRender(locale)}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

describe("StartCampaignActions: whose draft Continue opens", () => {
  for (const [locale, own, colleague] of [
    ["en-US", "Continue draft of Dec 6, 2026", "Continue Anna Schmidt&#x27;s draft of Dec 6, 2026"],
    ["de-DE", "Entwurf vom 06.12.2026 fortsetzen", "Entwurf von Anna Schmidt vom 06.12.2026 fortsetzen"],
    ["nl-NL", "Verder met concept van 06-12-2026", "Verder met concept van Anna Schmidt (06-12-2026)"],
  ] as const) {
    it(`names the colleague, not oneself (${locale})`, async () => {
      const mine = await render(locale, [draft]);
      expect(mine).toContain(`>${own}</a>`);
      const theirs = await render(locale, [{ ...draft, colleagueName: "Anna Schmidt" }]);
      expect(theirs).toContain(`>${colleague}</a>`);
      expect(theirs).toContain(`href="/cb/?id=${draft.id}"`);
    });
  }
});
