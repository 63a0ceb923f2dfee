/**
 * The public tables the embedded market data comes from (REFERENCE_DATA_DIR/labour-market, each
 * described by its SOURCE file there). Licence and attribution travel with every figure through
 * its source id; the page and the README show the attribution.
 */
export interface MarketSourceInfo {
  id: string;
  publisher: string;
  title: string;
  licence: string;
  attribution: string;
  url: string;
}

export const MARKET_SOURCES = {
  ilostatEmployment: {
    id: "ilostat-emp-oc2",
    publisher: "International Labour Organization (ILOSTAT)",
    title: "EMP_TEMP_SEX_OC2_NB: Employment by sex and occupation, ISCO-08 level 2 (thousands), annual",
    licence: "CC BY 4.0",
    attribution: "Source: ILOSTAT, International Labour Organization",
    url: "https://ilostat.ilo.org/data/",
  },
  ilostatUnemployment: {
    id: "ilostat-une-ocu",
    publisher: "International Labour Organization (ILOSTAT)",
    title: "UNE_TUNE_SEX_OCU_NB: Unemployment by sex and previous occupation, ISCO-08 major groups (thousands), annual",
    licence: "CC BY 4.0",
    attribution: "Source: ILOSTAT, International Labour Organization",
    url: "https://ilostat.ilo.org/data/",
  },
  nesta: {
    id: "nesta-lfs-isco3",
    publisher: "Nesta (from Eurostat EU-LFS microdata)",
    title: "Mapping Career Causeways: employment by ISCO-08 minor group (thousands), 2014–2018",
    licence: "MIT (© 2021 Nesta); Eurostat EU-LFS data reused with source acknowledgement",
    attribution: "Source: Nesta, Mapping Career Causeways, based on Eurostat EU-LFS microdata",
    url: "https://github.com/nestauk/mapping-career-causeways",
  },
} as const satisfies Record<string, MarketSourceInfo>;

/**
 * The attribution each licence asks for, in parts, so that the page can write the words around
 * them in the reader's language ("Quelle:", "Datensatz:", "Lizenz:") while the names the SOURCE
 * files prescribe stay as published: `names` is the attribution after its "Source:", `dataset`
 * the table's published code and name, `licence` the licence's name. `basis` and `licenceNote`
 * are translated (market.json sources.basis.* and sources.licence-note.*). Kept beside
 * MARKET_SOURCES, not in the database: an imported source row keeps the English `attribution`.
 */
export interface MarketSourceCredit {
  names: string;
  dataset: string;
  licence: string;
  basis?: "eurostat-lfs";
  licenceNote?: "eurostat-reuse";
}

export const MARKET_SOURCE_CREDITS: Record<string, MarketSourceCredit> = {
  [MARKET_SOURCES.ilostatEmployment.id]: {
    names: "ILOSTAT, International Labour Organization",
    dataset: "EMP_TEMP_SEX_OC2_NB, Employment by sex and occupation - ISCO level 2 (thousands)",
    licence: "CC BY 4.0",
  },
  [MARKET_SOURCES.ilostatUnemployment.id]: {
    names: "ILOSTAT, International Labour Organization",
    dataset: "UNE_TUNE_SEX_OCU_NB, Unemployment by sex and previous occupation (thousands)",
    licence: "CC BY 4.0",
  },
  [MARKET_SOURCES.nesta.id]: {
    names: "Nesta, Mapping Career Causeways",
    basis: "eurostat-lfs",
    dataset: "Mapping Career Causeways, national_count_isco",
    licence: "MIT (© 2021 Nesta)",
    licenceNote: "eurostat-reuse",
  },
};

/** ILOSTAT's public SDMX API (used only by `npm run import:market-data -- --from-ilostat`). */
export const ILOSTAT_SDMX_URL = "https://sdmx.ilo.org/rest/data";

/** ISO 3166 alpha-3 → alpha-2 for the 29 countries of the screen (ILOSTAT keys by alpha-3). */
export const ALPHA3_TO_ALPHA2: Record<string, string> = {
  GBR: "GB", NLD: "NL", DEU: "DE", USA: "US", AUT: "AT", BEL: "BE", BGR: "BG", CZE: "CZ", HRV: "HR", DNK: "DK",
  EST: "EE", FIN: "FI", FRA: "FR", GRC: "GR", HUN: "HU", IRL: "IE", ITA: "IT", LVA: "LV", LTU: "LT", NOR: "NO",
  POL: "PL", PRT: "PT", ROU: "RO", SVK: "SK", SVN: "SI", ESP: "ES", SWE: "SE", CHE: "CH", UKR: "UA",
};
