import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SingleLookup } from "~/components/campaign-builder/lookup-combobox";
import { I18nProvider } from "~/lib/i18n/react";
import { i18nForRender } from "~/services/i18n/i18next.server";

/**
 * An optional look-up field (the target group's industry) marks "(optional)" in the lighter weight
 * of the other optional fields, not in the label's bold: it read "Branche (optioneel)" all bold.
 */
describe("target-group look-up field: the optional mark", () => {
  for (const [locale, optional] of [
    ["en-US", "(optional)"],
    ["de-DE", "(optional)"],
    ["nl-NL", "(optioneel)"],
  ] as const) {
    it(`is a lighter span inside the label (${locale})`, () => {
      const html = renderToStaticMarkup(
        <I18nProvider i18n={i18nForRender(locale)}>
          <SingleLookup field="industries" label="Branche" optional placeholder="" endpoint="/x" debounceMs={100} value={null} onChange={() => {}} />
        </I18nProvider>,
      );
      const label = /<label[^>]*>(.*?)<\/label>/.exec(html)?.[1];
      expect(label).toBe(`Branche <span class="font-normal text-slate-500">${optional}</span>`);
    });
  }
});
