import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CampaignLink } from "../../app/components/analytics/sections";
import { CenteredPage, InsideMain } from "../../app/components/auth/centered-page";
import { I18nextProvider } from "~/services/i18n/react-i18n";
import { getT, i18nForRender } from "../../app/services/i18n/i18next.server";

/** Issue 42: the residue of the spec, item by item (the items with a screen part). */

function render(node: ReactNode, locale: "en-US" | "de-DE" | "nl-NL" = "en-US") {
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: i18nForRender(locale) }, createElement(MemoryRouter, null, node)),
  );
}

describe("§9 analytics' campaign list", () => {
  it("links the campaign name to campaign performance and its analytics as the secondary link", () => {
    const html = render(createElement(CampaignLink, { id: "c1", name: "Nurses" }));
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(["/campaign-performance/campaign/?id=c1", "/analytics/campaign?id=c1"]);
    expect(html).toMatch(/>Nurses<\/a>/);
    expect(html).toContain("Campaign analytics");
  });
});

describe("§22 one main landmark per page", () => {
  it("a centred page (error, not found) opens <main> on its own but not inside the shell's", () => {
    const page = createElement(CenteredPage, { title: "Error", children: "x" });
    expect(render(page).match(/<main/g)).toHaveLength(1);
    expect(render(createElement(InsideMain.Provider, { value: true }, page))).not.toContain("<main");
  });

  it("the analytics overview is titled Analytics overview (spec 1 §2) in three languages", async () => {
    const titles = await Promise.all(
      (["en-US", "de-DE", "nl-NL"] as const).map(async (l) => (await getT(l, "analytics"))("titles.overview")),
    );
    expect(titles).toEqual(["Analytics overview", "Analytics-Übersicht", "Analytics-overzicht"]);
  });
});
