/**
 * No key ever renders (issue 48 §1, decision 071): a text the page's language lacks renders in
 * English and is reported once; without English text either, or while a namespace is still on
 * its way, nothing renders (never the key), and the English namespace is loaded on that first miss.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18n, I18nProvider, useTranslation } from "~/lib/i18n/react";
import type { Dictionary } from "~/lib/i18n/translate";

const FILES: Record<string, Dictionary> = {
  "de-DE/market": { "builder.title": "Markt" },
  "de-DE/common": { save: "Speichern" },
  "en-US/market": { "builder.title": "Market", "builder.more": "More about the market", "builder.size_other": "{{count}} people" },
  "en-US/common": { save: "Save" },
};

function setup(language: string) {
  const loads: string[] = [];
  const reports: string[] = [];
  const i18n = new I18n(
    language,
    async (lng, ns) => {
      loads.push(`${lng}/${ns}`);
      const dictionary = FILES[`${lng}/${ns}`];
      if (!dictionary) throw new Error(`no ${lng}/${ns}`);
      return dictionary;
    },
    (message) => reports.push(message),
  );
  return { i18n, loads, reports };
}

function Texts({ keys, ns = "market" }: { keys: string[]; ns?: string }) {
  const { t } = useTranslation(ns);
  return createElement("p", null, keys.map((k) => t(k, k.startsWith("builder.size") ? { count: 3 } : undefined)).join("|"));
}

const render = (i18n: I18n, keys: string[], ns?: string) =>
  renderToString(createElement(I18nProvider, { i18n }, createElement(Texts, { keys, ns })));

describe("a text the page's language lacks", () => {
  it("renders in English once the English namespace is there, and is reported once", async () => {
    const { i18n, loads, reports } = setup("de-DE");
    await i18n.loadNamespaces(["market", "common"]);
    // first render: English not loaded yet — nothing, not the key; the miss starts its load
    expect(render(i18n, ["builder.title", "builder.more"])).toBe("<p>Markt|</p>");
    await i18n.settled();
    expect(loads).toEqual(["de-DE/market", "de-DE/common", "en-US/market", "en-US/common"]);
    expect(render(i18n, ["builder.title", "builder.more", "builder.size"])).toBe("<p>Markt|More about the market|3 people</p>");
    render(i18n, ["builder.more"]);
    expect(reports).toEqual(["Missing text: de-DE/market:builder.more", "Missing text: de-DE/market:builder.size"]);
  });

  it("renders nothing where no language has it, in English too", async () => {
    const { i18n, reports } = setup("en-US");
    await i18n.loadNamespaces(["market", "common"]);
    expect(render(i18n, ["builder.nowhere", "common:save"])).toBe("<p>|Save</p>");
    expect(reports).toEqual(["Missing text: en-US/market:builder.nowhere"]);
  });

  it("renders nothing while the namespace is not loaded, and says so", async () => {
    const { i18n, reports } = setup("de-DE");
    await i18n.loadNamespaces(["common"]);
    expect(render(i18n, ["builder.title"])).toBe("<p></p>");
    expect(reports).toEqual(["Namespace not loaded: de-DE/market:builder.title"]);
  });

  it("keeps a defaultValue, as i18next does", async () => {
    const { i18n, reports } = setup("de-DE");
    await i18n.loadNamespaces(["market", "common"]);
    function WithDefault() {
      const { t: translate } = useTranslation("market");
      return createElement("p", null, translate("builder.unknown", { defaultValue: "Fallback" }));
    }
    expect(renderToString(createElement(I18nProvider, { i18n }, createElement(WithDefault)))).toBe("<p>Fallback</p>");
    expect(reports).toEqual([]);
  });
});

describe("the server's render instance", () => {
  it("renders a text German lacks in English, from its own bundled resources", async () => {
    const { i18nForRender } = await import("~/services/i18n/i18next.server");
    const i18n = i18nForRender("de-DE");
    // a key only English has: put one in for the test, as a forgotten translation would be
    i18n.resources("en-US").market = { ...i18n.resources("en-US").market, "test.only-english": "Only in English" };
    try {
      expect(render(i18n, ["test.only-english"])).toBe("<p>Only in English</p>");
    } finally {
      delete i18n.resources("en-US").market?.["test.only-english"];
    }
  });
});
