/**
 * The browser renders with `translate()` (decision 021), the server with i18next: a difference
 * would be a hydration mismatch. Every key of every namespace of the three locales goes through
 * both, with a value for each placeholder (a number for one with a format part, `{{min, number}}`)
 * and several counts for plurals.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { serverI18n } from "~/services/i18n/i18next.server";
import { interpolate, translate, type LanguageResources } from "~/lib/i18n/translate";

const LOCALES_DIR = path.resolve(import.meta.dirname, "../../locales");
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function load(language: string): LanguageResources {
  const resources: LanguageResources = {};
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, language))) {
    resources[file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), "utf8"));
  }
  return resources;
}

/** A text's placeholders: each one's name, and whether it has a format part (`{{min, number}}`). */
function placeholders(text: string) {
  return [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => {
    const [name, ...format] = m[1].split(",");
    return { name: name.trim(), formatted: format.length > 0 };
  });
}
/** What a formatted placeholder gets: a thousands separator and a decimal one in every language. */
const FORMATTED_VALUE = 1234567.891;

// the server keeps each text cut at its placeholders, the browser replaces (translate.ts): both
describe.each([
  ["server", true],
  ["browser", false],
])("translate() renders what i18next renders, as the %s does", (_side, ssr) => {
  beforeEach(() => vi.stubEnv("SSR", ssr));
  afterEach(() => vi.unstubAllEnvs());

  for (const language of SUPPORTED_LOCALES) {
    const resources = load(language);
    it(`every key of ${language}`, () => {
      let compared = 0;
      let formatted = 0;
      for (const [ns, dictionary] of Object.entries(resources)) {
        const server = serverI18n.getFixedT(language, ns);
        const baseKeys = new Set(Object.keys(dictionary!).map((k) => k.replace(PLURAL_SUFFIX, "")));
        for (const key of baseKeys) {
          const variants = Object.entries(dictionary!).filter(([k]) => k === key || k.replace(PLURAL_SUFFIX, "") === key);
          const values: Record<string, unknown> = {};
          for (const [, text] of variants) {
            for (const { name, formatted: withFormat } of placeholders(text)) {
              if (withFormat) values[name] = FORMATTED_VALUE;
              else values[name] ??= `‹${name}›`;
            }
          }
          const withFormat = variants.some(([, text]) => placeholders(text).some((p) => p.formatted));
          const plural = variants.some(([k]) => PLURAL_SUFFIX.test(k));
          const optionSets = plural ? [0, 1, 2, 5, 21, 1.5].map((count) => ({ ...values, count })) : [values];
          for (const options of optionSets) {
            const text = translate(resources, language, ns, key, options);
            expect(text, `${language} ${ns}:${key}`).toBe(server(key, options));
            compared += 1;
            if (withFormat) {
              expect(text, `${language} ${ns}:${key} formats its number`).not.toMatch(/NaN|1234567/);
              formatted += 1;
            }
          }
          // the fast path: a plain key without options
          if (!plural && Object.keys(values).length === 0) {
            expect(translate(resources, language, ns, key), `${language} ${ns}:${key} without options`).toBe(server(key));
          }
          // through the fallback namespace, with the namespace written in the key
          expect(translate(resources, language, "common", `${ns}:${key}`, optionSets[0])).toBe(
            serverI18n.getFixedT(language, "common")(`${ns}:${key}`, optionSets[0]),
          );
        }
      }
      expect(compared).toBeGreaterThan(500);
      // job-ad:job-ad.warning.max-below-min at least
      expect(formatted).toBeGreaterThan(0);
    });
  }

  it("falls back to common, then to defaultValue, then to the key", () => {
    const resources = load("en-US");
    const server = serverI18n.getFixedT("en-US", "campaigns");
    const commonKey = Object.keys(resources.common!)[0];
    expect(translate(resources, "en-US", "campaigns", commonKey)).toBe(server(commonKey));
    expect(translate(resources, "en-US", "campaigns", "no.such.key", { defaultValue: "Hi {{name}}", name: "Ann" })).toBe(
      server("no.such.key", { defaultValue: "Hi {{name}}", name: "Ann" }),
    );
    expect(translate(resources, "en-US", "campaigns", "no.such.key")).toBe(server("no.such.key"));
    expect(translate(resources, "en-US", "campaigns", "no.such.key")).toBe("no.such.key");
  });

  it("interpolates names with spaces and leaves unknown ones as written", () => {
    expect(interpolate("{{ a }} and {{b}}", { a: 1 }, "en-US")).toBe("1 and {{b}}");
    expect(interpolate("{{count}} items", { count: 0 }, "en-US")).toBe("0 items");
  });

  it("gives the same text when a template and a count are asked for again", () => {
    for (let round = 0; round < 2; round++) {
      expect(interpolate("{{a}}{{a}}-{{ b }}{{c}}!", { a: "x", b: null, c: 0 }, "en-US")).toBe("xx-{{ b }}0!");
      expect(interpolate("{{a}} {{", { a: 1 }, "en-US")).toBe("1 {{");
      expect(interpolate("{{a}}", { a: "$& $1" }, "en-US")).toBe("$& $1");
      expect(interpolate("{{a, number}}/{{a}}", { a: 38.5 }, "de-DE")).toBe("38,5/38.5");
      const resources = { common: { item_one: "{{count}} item", item_other: "{{count}} items", item_zero: "none" } };
      expect(translate(resources, "en-US", "common", "item", { count: 1 })).toBe("1 item");
      expect(translate(resources, "en-US", "common", "item", { count: 2 })).toBe("2 items");
      expect(translate(resources, "en-US", "common", "item", { count: 0 })).toBe("none");
      expect(translate(resources, "en-US", "common", "item", { count: 1.5 })).toBe("1.5 items");
    }
  });
});
