import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { BuilderMarketInsightCard } from "~/components/market/builder-insight";
import { Attribution, InsightCards, ResultAbout } from "~/components/market/insight-cards";
import type { Locale } from "~/lib/i18n/config";
import { I18nProvider } from "~/lib/i18n/react";
import type { BuilderMarketInsight, MarketInsight } from "~/lib/market/types";
import { MARKET_SOURCE_CREDITS, MARKET_SOURCES } from "~/lib/market/sources";
import { i18nForRender } from "~/services/i18n/i18next.server";

/** The ISCO group names as the reference data has them (ESCO's de/nl labels, nominative plural). */
const GROUPS = {
  "de-DE": { "22": "Akademische und verwandte Gesundheitsberufe", "2": "Akademische Berufe", occupation: "Akademische und vergleichbare Krankenpflegefachkräfte" },
  "nl-NL": { "22": "Specialisten op het gebied van de gezondheidszorg", "2": "Intellectuele, wetenschappelijke en artistieke beroepen", occupation: "Verpleegkundige" },
  "en-US": { "22": "Health professionals", "2": "Professionals", occupation: "Nurse" },
} as const;

function insight(locale: keyof typeof GROUPS): MarketInsight {
  const g = GROUPS[locale];
  const sources = [MARKET_SOURCES.ilostatEmployment, MARKET_SOURCES.ilostatUnemployment];
  return {
    country: "NL",
    iscoCode: "2221",
    updatedAt: "2026-01-01T00:00:00.000Z",
    dataYear: 2024,
    sizeTargetGroup: { total: 392_546, regions: [], provenance: { sourceIds: [sources[0].id], iscoGroup: "22", year: 2024, groupLabel: g["22"] } },
    jobMarketActivity: { active: 1.75, passive: null, notLooking: null, provenance: { sourceIds: sources.map((s) => s.id), iscoGroup: "2", year: 2024, fromYear: 2020, groupLabel: g["2"] } },
    recruitmentDifficulty: { value: 8.9, label: null, estimate: true, provenance: { sourceIds: sources.map((s) => s.id), iscoGroup: "2", year: 2024, fromYear: 2020, groupLabel: g["2"] } },
    salary: null,
    pullFactors: null,
    jobBenefits: null,
    sources: sources.map((s) => ({ ...s, credit: MARKET_SOURCE_CREDITS[s.id] })),
  };
}

function render(locale: Locale, node: ReactNode) {
  const html = renderToStaticMarkup(
    <StaticRouter location="/market-insights">
      <I18nProvider i18n={i18nForRender(locale)}>{node}</I18nProvider>
    </StaticRouter>,
  );
  // the text as a reader sees it: no tags, entities decoded, spaces collapsed
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function resultPage(locale: keyof typeof GROUPS) {
  const data = insight(locale);
  return render(
    locale,
    <>
      <ResultAbout insight={data} occupation={GROUPS[locale].occupation} locale={locale} />
      <InsightCards insight={data} occupation={GROUPS[locale].occupation} />
    </>,
  );
}

function builderCard(locale: keyof typeof GROUPS) {
  const g = GROUPS[locale];
  const card: BuilderMarketInsight = {
    isco: "2221",
    country: "NL",
    countryName: "",
    inCountry: { "de-DE": "in den Niederlanden", "nl-NL": "in Nederland", "en-US": "in the Netherlands" }[locale],
    jobTitleId: "t1",
    size: 392_546,
    sizeGroup: { code: "22", label: g["22"] },
    sizeYear: 2024,
    difficulty: { value: 8.9, label: null, estimate: true, group: { code: "2", label: g["2"] } },
    high: true,
  };
  return render(locale, <BuilderMarketInsightCard insight={card} />);
}

/**
 * ISCO group names are labels in the nominative ("Akademische und verwandte Gesundheitsberufe"):
 * put after "in" they read "Erwerbstätige in Akademische und verwandte Gesundheitsberufe". The
 * texts name the group as a quoted label after "Berufsgruppe", whatever its grammar.
 */
describe("market insights: ISCO group names stand as labels", () => {
  it("German result page", () => {
    const text = resultPage("de-DE");
    expect(text).toContain(
      "Zahlen für die Berufsgruppe „Akademische und verwandte Gesundheitsberufe“ (ISCO-08 22), zu der „Akademische und vergleichbare Krankenpflegefachkräfte“ gehört.",
    );
    expect(text).toContain("Erwerbstätige in der Berufsgruppe „Akademische und verwandte Gesundheitsberufe“ (ISCO-08 22), zu der „Akademische und vergleichbare Krankenpflegefachkräfte“ gehört");
    expect(text).toContain("Gemessen für die ganze Berufshauptgruppe „Akademische Berufe“ (ISCO-08 2), nicht für diesen Beruf allein.");
    expect(text).not.toMatch(/(in|für) Akademische/);
  });

  it("German campaign-builder card", () => {
    const text = builderCard("de-DE");
    expect(text).toContain("≈393 Tausend Erwerbstätige in der Berufsgruppe „Akademische und verwandte Gesundheitsberufe“ (ISCO-08 22) in den Niederlanden, 2024");
    expect(text).toContain("gemessen für die ganze Berufshauptgruppe „Akademische Berufe“ (ISCO-08 2)");
    expect(text).not.toMatch(/(in|für) Akademische/);
  });

  it("Dutch result page and builder card", () => {
    const text = resultPage("nl-NL") + builderCard("nl-NL");
    expect(text).toContain("Cijfers voor de beroepsgroep ‘Specialisten op het gebied van de gezondheidszorg’ (ISCO-08 22), waartoe ‘Verpleegkundige’ behoort.");
    expect(text).toContain("werkenden in de beroepsgroep ‘Specialisten op het gebied van de gezondheidszorg’ (ISCO-08 22)");
    expect(text).toContain("Gemeten voor de hele hoofdgroep ‘Intellectuele, wetenschappelijke en artistieke beroepen’ (ISCO-08 2), niet alleen voor dit beroep.");
    expect(text).not.toMatch(/(in|voor) Specialisten/);
  });

  it("every locale: a group name is only ever interpolated inside quotation marks", async () => {
    for (const locale of ["en-US", "de-DE", "nl-NL"] as const) {
      const texts: Record<string, string> = (await import(`../../locales/${locale}/market.json`)).default;
      const withName = Object.entries(texts).filter(([, text]) => text.includes("{{group}}") && text.includes("{{code}}"));
      expect(withName.map(([key]) => key).sort()).toEqual(["builder.group", "builder.major-group", "level.major", "result.about", "size.about"]);
      for (const [key, text] of withName) expect(`${locale} ${key}: ${text}`).toMatch(/[“„‘]\{\{group\}\}[”“’]/);
    }
  });
});

/**
 * The sources list (CC BY 4.0 attribution): on German and Dutch pages it said "Source: ILOSTAT,
 * International Labour Organization. … Lizenz: CC BY 4.0". The words around the attribution are
 * the reader's; what the SOURCE files prescribe — the credited names, the dataset's code and
 * name, the licence's name — stays as published.
 */
describe("market insights: the sources list in the page's language", () => {
  const all = [MARKET_SOURCES.ilostatEmployment, MARKET_SOURCES.ilostatUnemployment, MARKET_SOURCES.nesta].map((s) => ({ ...s, credit: MARKET_SOURCE_CREDITS[s.id] }));
  const list = (locale: Locale) => render(locale, <Attribution sources={all} />);

  it("German", () => {
    const text = list("de-DE");
    expect(text).toContain(
      "Quelle: ILOSTAT, International Labour Organization. Datensatz: EMP_TEMP_SEX_OC2_NB, Employment by sex and occupation - ISCO level 2 (thousands). Lizenz: CC BY 4.0. Datenquelle",
    );
    expect(text).toContain("Quelle: ILOSTAT, International Labour Organization. Datensatz: UNE_TUNE_SEX_OCU_NB, Unemployment by sex and previous occupation (thousands). Lizenz: CC BY 4.0.");
    expect(text).toContain(
      "Quelle: Nesta, Mapping Career Causeways, auf Grundlage von Mikrodaten der Arbeitskräfteerhebung der EU (Eurostat EU-LFS). Datensatz: Mapping Career Causeways, national_count_isco. Lizenz: MIT (© 2021 Nesta); Daten der Eurostat EU-LFS, weiterverwendet mit Quellenangabe.",
    );
    expect(text).not.toMatch(/Source:|based on|reused|annual/);
  });

  it("Dutch", () => {
    const text = list("nl-NL");
    expect(text).toContain("Bron: ILOSTAT, International Labour Organization. Dataset: EMP_TEMP_SEX_OC2_NB, Employment by sex and occupation - ISCO level 2 (thousands). Licentie: CC BY 4.0. Gegevensbron");
    expect(text).toContain("Bron: Nesta, Mapping Career Causeways, op basis van microdata van de Europese enquête naar de beroepsbevolking (Eurostat EU-LFS).");
    expect(text).toContain("Licentie: MIT (© 2021 Nesta); gegevens van de Eurostat EU-LFS, hergebruikt met bronvermelding.");
    expect(text).not.toMatch(/Source:|based on|reused/);
  });

  it("English: the attribution exactly as the SOURCE files word it", () => {
    const text = list("en-US");
    expect(text).toContain(`${MARKET_SOURCES.ilostatEmployment.attribution}. Dataset: EMP_TEMP_SEX_OC2_NB`);
    expect(text).toContain(`${MARKET_SOURCES.nesta.attribution}. Dataset: Mapping Career Causeways`);
    expect(text).toContain("Licence: MIT (© 2021 Nesta); Eurostat EU-LFS data reused with source acknowledgement.");
  });

  it("every imported source has its credit; a source without one is shown as it comes", () => {
    for (const source of Object.values(MARKET_SOURCES)) expect(MARKET_SOURCE_CREDITS[source.id], source.id).toBeDefined();
    const text = render("de-DE", <Attribution sources={[{ id: "api", publisher: "X", title: "Salary survey", licence: "proprietary", attribution: "Source: Example Ltd", url: "https://example.com" }]} />);
    expect(text).toContain("Source: Example Ltd. Salary survey. Lizenz: proprietary.");
  });

  it("the cards' notes name the source by its short name, in the page's words", () => {
    const text = resultPage("de-DE");
    expect(text).toContain("ISCO-08-Gruppe 22, 2024. Quelle: ILOSTAT");
    expect(text).not.toContain("International Labour Organization (ILOSTAT)");
  });
});
