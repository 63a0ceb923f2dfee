import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InclusiveFindings } from "~/components/jobdesc/inclusive-findings";
import { checkInclusive } from "~/lib/jobdesc/inclusive";
import { I18nProvider } from "~/lib/i18n/react";
import { i18nForRender } from "~/services/i18n/i18next.server";

/** issue 50 §9: a coded word used several times is one line that says how often, in the page's language. */
describe("InclusiveFindings: the coded words", () => {
  const text = "Support comes first. We support every new colleague and support the team.";
  for (const [locale, times] of [
    ["en-US", "3 times"],
    ["de-DE", "3-mal"],
    ["nl-NL", "3 keer"],
  ] as const) {
    it(`names "support" once with its count (${locale})`, () => {
      const html = renderToStaticMarkup(
        <I18nProvider i18n={i18nForRender(locale)}>
          <InclusiveFindings result={checkInclusive(text, "en")} />
        </I18nProvider>,
      );
      expect(html.match(/<li data-kind="feminine">/g)).toHaveLength(1);
      expect(html).toContain(`<span data-testid="coded-count">${times}, </span>`);
      expect(html).toContain("<q>Support comes first.</q>");
    });
  }
});
