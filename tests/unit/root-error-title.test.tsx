import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { RootErrorTitle } from "~/components/error-boundary";
import { I18nProvider } from "~/lib/i18n/react";
import { i18nForRender } from "~/services/i18n/i18next.server";

/**
 * When root's own loader fails, the meta functions have none of the error titles that loader
 * sends, and the page was titled just "Hirewave". Root's Layout then renders RootErrorTitle: the
 * title of the error screen shown, in the reader's language, rendered as the server renders it
 * (a data router whose root loader throws).
 */
async function titleWhenRootThrows(locale: "en-US" | "de-DE" | "nl-NL", failure: unknown) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => {
        throw failure;
      },
      element: <p>page</p>,
      errorElement: <RootErrorTitle />,
    },
  ]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("expected a render, got a redirect");
  expect(context.loaderData.root).toBeUndefined();
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18nForRender(locale)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

describe("RootErrorTitle: the document title when root's own loader failed", () => {
  const unavailable = () => new Response("Service temporarily unavailable", { status: 503 });
  for (const [locale, error, notFound, down] of [
    ["en-US", "Error | Hirewave", "Page not found | Hirewave", "Hirewave is briefly unavailable"],
    ["de-DE", "Fehler | Hirewave", "Seite nicht gefunden | Hirewave", "Hirewave ist kurz nicht erreichbar"],
    ["nl-NL", "Fout | Hirewave", "Pagina niet gevonden | Hirewave", "Hirewave is even niet bereikbaar"],
  ] as const) {
    it(`names the screen's error in ${locale}`, async () => {
      expect(await titleWhenRootThrows(locale, new Error("session read failed"))).toBe(`<title>${error}</title>`);
      expect(await titleWhenRootThrows(locale, new Response(null, { status: 404 }))).toBe(`<title>${notFound}</title>`);
      // the database unreachable (issue 11 §4): the retry screen's heading, which names the product
      expect(await titleWhenRootThrows(locale, unavailable())).toBe(`<title>${down}</title>`);
    });
  }
});
