/**
 * The preview's PDF error (spec 2 §8) keeps the English status text in the state ("Error fetching
 * PDF: Bad Request") but says it in the reader's language: a Dutch page showed "Bad Request" in
 * the middle of a Dutch sentence (QA, 2026-12-03).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PDF_ERRORS } from "~/lib/jobdesc/constants";
import { translate, type LanguageResources } from "~/lib/i18n/translate";
import { pdfErrorMessage } from "~/routes/jobdesc/preview.server";

const LOCALES_DIR = path.resolve(import.meta.dirname, "../../locales");
const namespace = (language: string, ns: string) => JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${ns}.json`), "utf8"));
const resources = (language: string): LanguageResources => ({
  jobdesc: namespace(language, "jobdesc"),
  "jobdesc-pdf": namespace(language, "jobdesc-pdf"),
});

/** What the preview panel shows: the loader's message, with the status in the page's language. */
function shown(language: string, error: string, missing: string[] = []) {
  const t = (key: string, options?: Record<string, unknown>) => translate(resources(language), language, "jobdesc", key, options);
  return pdfErrorMessage(t, error, missing)!.message;
}

describe("the PDF error in the reader's language", () => {
  const badRequest = `${PDF_ERRORS.fetchPrefix}Bad Request`;
  const serverError = `${PDF_ERRORS.fetchPrefix}Internal Server Error`;

  it("keeps spec 2 §8's wording in English", () => {
    expect(shown("en-US", badRequest, ["companyDetailsId"])).toBe("Error fetching PDF: Bad Request. The PDF cannot be made yet:");
    expect(shown("en-US", serverError)).toMatch(/^Error fetching PDF: Internal Server Error\. /);
  });

  it("has no English status text in German or Dutch", () => {
    expect(shown("nl-NL", badRequest, ["companyDetailsId"])).toBe("Fout bij het ophalen van de pdf: ongeldig verzoek. De pdf kan nog niet worden gemaakt:");
    expect(shown("de-DE", badRequest, ["companyDetailsId"])).toBe("Fehler beim Abrufen der PDF: ungültige Anfrage. Die PDF kann noch nicht erstellt werden:");
    for (const language of ["de-DE", "nl-NL"]) {
      expect(shown(language, serverError)).not.toMatch(/Internal Server Error/);
    }
  });

  it("an unknown status text is shown as it came", () => {
    expect(shown("nl-NL", `${PDF_ERRORS.fetchPrefix}I'm a teapot`)).toMatch(/I'm a teapot/);
  });

  it("Dutch says 'het sjabloon' (dit, not deze)", () => {
    const texts = Object.values(resources("nl-NL")).flatMap((dictionary) => Object.values(dictionary ?? {}));
    expect(texts.filter((text) => /\bdeze sjabloon/i.test(text))).toEqual([]);
  });
});
