import { describe, expect, it } from "vitest";
import { containsPattern, prefixPattern } from "../../app/lib/sql-like";
import {
  CHANNEL_SEARCH_ORDER,
  CHANNEL_SEARCH_PAGE_SIZE,
  LOCATION_LOOKUP_DEBOUNCE_MS,
  LOOKUP_DEBOUNCE_MS,
  MAX_LOAD_MORE_PAGES,
  PRODUCT_LIST_PAGE_SIZE,
  SEARCH_TEXT_DEBOUNCE_MS,
  TITLE_LOOKUP_DEBOUNCE_MS,
  visibleCount,
} from "../../app/lib/catalogue/constants";
import {
  EMPTY_CRITERIA,
  addLocation,
  chooseJobTitle,
  criteriaToParams,
  parseCriteria,
  removeParam,
  toggleJobFunction,
  toggleParam,
  withPage,
  withParam,
} from "../../app/lib/catalogue/criteria";
import { joinDescription, paragraphs, splitDescription } from "../../app/lib/catalogue/description";
import { channelColour, channelInitials, channelLogoSvg, LOGO_COLOURS, nameInitial } from "../../app/lib/catalogue/logo";
import { sortFacetTree } from "../../app/lib/catalogue/facet-order";
import {
  RANKING_WEIGHTS,
  flatFit,
  functionFit,
  locationFit,
  abroadShare,
  functionsOutsideSector,
  scoreChannel,
  sectorsOf,
  trackRecordFactor,
} from "../../app/lib/catalogue/ranking";
import { TreeIndex } from "../../app/lib/catalogue/tree";
import { COUNTRY_CODES } from "../../app/lib/catalogue/options";
import { COUNTRIES, locationRows } from "../../app/services/catalogue/data/locations";

describe("spec 1 §9 numbers", () => {
  it("channel search: 20 per page, by score descending; product list: 24", () => {
    expect(CHANNEL_SEARCH_PAGE_SIZE).toBe(20);
    expect(PRODUCT_LIST_PAGE_SIZE).toBe(24);
    expect(CHANNEL_SEARCH_ORDER).toEqual({ orderBy: "_score", sortOrder: "desc" });
  });

  it("debounces: job titles 100 ms, locations 500 ms, other look-ups 500 ms, search text 500 ms", () => {
    expect(TITLE_LOOKUP_DEBOUNCE_MS).toBe(100);
    expect(LOOKUP_DEBOUNCE_MS).toBe(500);
    expect(LOCATION_LOOKUP_DEBOUNCE_MS).toBe(500);
    expect(SEARCH_TEXT_DEBOUNCE_MS).toBe(500);
  });

  it("load more adds one page size, up to the last page allowed", () => {
    expect(visibleCount(1, 20)).toBe(20);
    expect(visibleCount(2, 20)).toBe(40);
    expect(visibleCount(0, 20)).toBe(20);
    // spec-free cap of ours: 25 pages of 20
    expect(MAX_LOAD_MORE_PAGES).toBe(25);
    expect(visibleCount(999, 20)).toBe(500);
  });
});

describe("description split at -----", () => {
  it("splits on the separator line", () => {
    expect(splitDescription("Short part.\n-----\nLong part.\n\nMore.")).toEqual({ short: "Short part.", long: "Long part.\n\nMore." });
  });
  it("accepts CRLF, an inline separator and no separator", () => {
    expect(splitDescription("A\r\n-----\r\nB")).toEqual({ short: "A", long: "B" });
    expect(splitDescription("A ----- B")).toEqual({ short: "A", long: "B" });
    expect(splitDescription("Only short")).toEqual({ short: "Only short", long: "" });
    expect(splitDescription(null)).toEqual({ short: "", long: "" });
  });
  it("joins back and splits paragraphs", () => {
    expect(splitDescription(joinDescription(" A ", " B "))).toEqual({ short: "A", long: "B" });
    expect(joinDescription("A", "")).toBe("A");
    expect(paragraphs("a\n\n b \n\n\n")).toEqual(["a", "b"]);
  });
});

describe("location hierarchy", () => {
  const tree = new TreeIndex(locationRows());

  it("has the 29 countries of spec 1 §3, each with regions and cities", () => {
    expect(COUNTRIES.map((c) => c.code).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(COUNTRY_CODES).toHaveLength(29);
    for (const code of COUNTRY_CODES) {
      const regions = tree.childrenOf(code);
      expect(regions.length, code).toBeGreaterThan(0);
      expect(regions.every((r) => tree.childrenOf(r).length > 0), code).toBe(true);
    }
  });

  it("labels every place in en, de and nl with its parents", () => {
    const munich = locationRows().find((r) => r.id === "DE.bavaria.munich")!;
    expect(munich.labels).toEqual(["Munich, Bavaria, Germany", "München, Bayern, Deutschland", "München, Beieren, Duitsland"]);
    const berlin = locationRows().find((r) => r.id === "DE.berlin.berlin")!;
    expect(berlin.labels[0]).toBe("Berlin, Germany");
  });

  it("a country's closure holds its cities; a city's closure holds its region and country", () => {
    const germany = tree.matchClosure(["DE"]);
    expect(germany).toContain("DE.bavaria.munich");
    expect(germany).not.toContain("AT.vienna.vienna");
    expect(tree.matchClosure(["DE.berlin.berlin"])).toEqual(["DE", "DE.berlin", "DE.berlin.berlin"]);
    expect(tree.roots(["DE.berlin.berlin", "NL", "XX"])).toEqual(["DE", "NL"]);
  });

  it("a city selection: country and region cover it; other cities do not", () => {
    const ctx = tree.selectionContext(["DE.bavaria.munich"]);
    expect(ctx.above).toEqual(["DE", "DE.bavaria"]);
    expect(locationFit(["DE"], ctx)).toBe("covering");
    expect(locationFit(["DE.bavaria.munich"], ctx)).toBe("exact");
    expect(locationFit([], ctx)).toBe("international");
    expect(locationFit(["DE.berlin.berlin"], ctx)).toBeNull();
    expect(locationFit(["DE.berlin"], tree.selectionContext(["DE"]))).toBe("narrower");
  });

  it("stops on cycles in bad data", () => {
    const cyclic = new TreeIndex([
      { id: "a", parentId: "b" },
      { id: "b", parentId: "a" },
    ]);
    expect(cyclic.ancestors("a")).toEqual(["b"]);
  });
});

describe("ranking", () => {
  it("a sector's board outside the target group's sector counts nothing for the job function it names (nineteenth session)", () => {
    // Devex (development NGOs) for a nurse campaign in the Netherlands: related function, international
    expect(scoreChannel({ jobFunction: "related", location: "international", outsideSector: true })).toBe(1);
    expect(scoreChannel({ jobFunction: "related", location: "international" })).toBe(3);
    // a nurse is in healthcare, a finance post of an NGO in non-profit too
    expect(sectorsOf(["health-nursing", "healthcare"])).toEqual(["healthcare"]);
    expect(sectorsOf(["finance"], ["nonprofit"])).toEqual(["nonprofit", "finance", "consulting"]);
  });

  it("a sector's board's functions outside its industries' trades are searched as a label (devex.com/jobs: posts of development organisations)", () => {
    const ancestors = (id: string) => (id.startsWith("health-") ? ["healthcare"] : []);
    const devex = { industryIds: ["nonprofit", "government"], jobFunctionIds: ["management", "finance", "healthcare"], categoryIds: ["niche"] };
    expect(functionsOutsideSector(devex, ancestors)).toEqual(["management", "finance", "healthcare"]);
    // Nursing Times Jobs: Nursing is the trade of its industry; Guardian Jobs names industries only
    expect(functionsOutsideSector({ industryIds: ["healthcare"], jobFunctionIds: ["health-nursing"], categoryIds: ["niche"] }, ancestors)).toEqual([]);
    expect(functionsOutsideSector({ industryIds: ["media", "nonprofit"], jobFunctionIds: [], categoryIds: ["publication"] }, ancestors)).toEqual([]);
  });

  it("with search text, editorial weight and track record count in proportion to the text score (RANKING_WEIGHTS.text.qualityFrom 0.5)", () => {
    const full = { campaigns: 20, clicks: 4_000, applicants: 2_000 };
    // text 4 × 0.025 = 0.1 (a broad label): a fifth of the track record's 1.5 and of the editorial 0.5
    expect(scoreChannel({ searched: true, textRank: 0.025, trackRecord: full, editorialBoost: 1 })).toBe(0.1 + 0.2 * 2);
    // a specialism match (4 × 0.15 = 0.6 ≥ 0.5): all of it
    expect(scoreChannel({ searched: true, textRank: 0.15, trackRecord: full, editorialBoost: 1 })).toBe(0.6 + 2);
    // without text (recommendations, filters) quality counts in full, as before
    expect(scoreChannel({ trackRecord: full, editorialBoost: 1 })).toBe(2);
  });

  it("with search text, the track record of a channel of other countries than the searcher's does not count (RANKING_WEIGHTS.text.abroadTrackRecord 0)", () => {
    const full = { campaigns: 20, clicks: 4_000, applicants: 2_000 };
    // Zorgselect's Dutch track record for a German interface's 'Pflege': its text score (its share
    // abroad: 4 × 0.15 ÷ 1.2) and editorial weight
    expect(scoreChannel({ searched: true, textRank: 0.15, trackRecord: full, editorialBoost: 1, abroad: true })).toBe(1);
    expect(scoreChannel({ searched: true, textRank: 0.15, trackRecord: full, editorialBoost: 1, homeCountry: true })).toBe(2.72);
    // without text nothing is abroad: the recommendations' location filter already names the country
    expect(scoreChannel({ trackRecord: full, editorialBoost: 1, abroad: true })).toBe(2);
  });

  it("with search text, a channel of other countries only counts the text rank's share abroadShare (decision 087, fourth addendum)", () => {
    // alike in words and reach: the home board first, then the international, then the foreign one
    const alike = { searched: true, textRank: 0.1, editorialBoost: 0.3 };
    expect(scoreChannel({ ...alike, homeCountry: true })).toBeGreaterThan(scoreChannel(alike));
    expect(scoreChannel(alike)).toBeGreaterThan(scoreChannel({ ...alike, abroad: true }));
    expect(abroadShare()).toBeCloseTo(1 / 1.2);
    // Werken in de zorg (NL, reach 15) and NHS Jobs (England and Wales, reach 50) for a Dutch reader's
    // 'verpleegkundige' (their ranks in the seed catalogue): NHS Jobs came first on its reach
    const dutch = scoreChannel({ searched: true, textRank: 0.1045, editorialBoost: 0.15, homeCountry: true });
    const british = scoreChannel({ searched: true, textRank: 0.101, editorialBoost: 0.5, abroad: true });
    expect(dutch).toBeGreaterThan(british);
    // but the field's foreign board stays before a home board matching only through a broad label
    // with a full track record (Lkw-Fahrer-Gesucht.com for 'Pflege')
    const label = scoreChannel({ searched: true, textRank: 0.021, editorialBoost: 0.4, homeCountry: true, trackRecord: { campaigns: 20, clicks: 4_000, applicants: 2_000 } });
    expect(british).toBeGreaterThan(label);
    // a name asked for is found first wherever its channel is: the share weighs the words, not the name
    expect(scoreChannel({ searched: true, textRank: 0.1, nameSimilarity: 1, namePrefix: true, abroad: true })).toBeGreaterThan(dutch + 4);
    // without text nothing is abroad
    expect(scoreChannel({ textRank: 0.1, abroad: true })).toBe(scoreChannel({ textRank: 0.1 }));
  });

  it("exact beats covering beats narrower beats international for a location", () => {
    const s = (location: "exact" | "covering" | "narrower" | "international") => scoreChannel({ location });
    expect(s("exact")).toBeGreaterThan(s("covering"));
    expect(s("covering")).toBeGreaterThan(s("narrower"));
    expect(s("narrower")).toBeGreaterThan(s("international"));
  });

  it("a niche channel for the exact function beats a generic one; generic beats unrelated", () => {
    expect(scoreChannel({ jobFunction: "exact" })).toBeGreaterThan(scoreChannel({ jobFunction: "related" }));
    expect(scoreChannel({ jobFunction: "related" })).toBeGreaterThan(scoreChannel({ jobFunction: "generic" }));
    expect(scoreChannel({ jobFunction: "generic" })).toBeGreaterThan(scoreChannel({}));
  });

  it("fit to the target group outweighs editorial weight and track record", () => {
    const fit = scoreChannel({ jobFunction: "exact", location: "exact" });
    const popular = scoreChannel({ jobFunction: "generic", location: "covering", editorialBoost: 1, trackRecord: { campaigns: 50, clicks: 1, applicants: 5000 } });
    expect(fit).toBeGreaterThan(popular);
  });

  it("counts a track record from 3 campaigns, capped at full marks", () => {
    expect(trackRecordFactor(null)).toBe(0);
    expect(trackRecordFactor({ campaigns: 2, clicks: 0, applicants: 1000 })).toBe(0);
    expect(trackRecordFactor({ campaigns: 4, clicks: 0, applicants: 80 })).toBe(0.5);
    expect(trackRecordFactor({ campaigns: 4, clicks: 0, applicants: 8000 })).toBe(1);
    expect(scoreChannel({ trackRecord: { campaigns: 4, clicks: 0, applicants: 8000 } })).toBe(RANKING_WEIGHTS.trackRecord);
  });

  it("text: prefix and similarity add to the rank", () => {
    expect(scoreChannel({ textRank: 0.1, nameSimilarity: 1, namePrefix: true })).toBe(0.4 + 3 + 2);
    // one shared trigram ('Pflege' and 'Jobbnorge': 'ge ', 1/7) is below pg_trgm's threshold
    expect(scoreChannel({ nameSimilarity: 1 / 7 })).toBe(0);
    expect(scoreChannel({ nameSimilarity: 0.5 })).toBe(1.5);
  });

  it("fits of flat dimensions and functions", () => {
    expect(flatFit([], [])).toBeNull();
    expect(flatFit([], ["it"])).toBe("generic");
    expect(flatFit(["it", "finance"], ["it"])).toBe("exact");
    expect(flatFit(["finance"], ["it"])).toBeNull();
    const fns = new TreeIndex([
      { id: "it", parentId: null },
      { id: "it-dev", parentId: "it" },
      { id: "it-data", parentId: "it" },
    ]);
    expect(functionFit(["it"], fns.selectionContext(["it-dev"]))).toBe("related");
    expect(functionFit(["it-data"], fns.selectionContext(["it-dev"]))).toBeNull();
    expect(functionFit([], fns.selectionContext(["it-dev"]))).toBe("generic");
  });
});

describe("criteria in the URL", () => {
  it("parses and serialises all criteria", () => {
    const parsed = parseCriteria(new URLSearchParams("q=+nurse+&title=hw-nurse&jf=health-nursing&loc=GB&loc=GB&ind=healthcare&type=job_board&page=2&tq=x"));
    expect(parsed).toMatchObject({
      success: true,
      page: 2,
      titleQuery: "x",
      criteria: { text: "nurse", jobTitleId: "hw-nurse", jobFunctionIds: ["health-nursing"], locationIds: ["GB"], types: ["job_board"] },
    });
    if (parsed.success) expect(criteriaToParams(parsed.criteria).toString()).toBe("q=nurse&title=hw-nurse&jf=health-nursing&loc=GB&ind=healthcare&type=job_board");
  });

  it("rejects bad values with field errors", () => {
    const parsed = parseCriteria(new URLSearchParams(`page=abc&type=fax&loc=${encodeURIComponent("<x>")}&q=${"a".repeat(101)}`));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(parsed.errors).sort()).toEqual(["loc", "q", "type"]);
  });

  it("clamps the page instead of refusing it (issue 11 §1)", () => {
    const page = (value: string) => {
      const parsed = parseCriteria(new URLSearchParams({ page: value }));
      return parsed.success ? parsed.page : null;
    };
    expect(page("abc")).toBe(1);
    expect(page("-5")).toBe(1);
    expect(page("2")).toBe(2);
    expect(page("99999999999999999999999")).toBe(MAX_LOAD_MORE_PAGES);
  });

  it("a criteria change resets the page; toggles add and remove", () => {
    expect(toggleParam("?loc=DE&page=3", "loc", "NL")).toBe("?loc=DE&loc=NL");
    expect(toggleParam("?loc=DE&loc=NL", "loc", "DE")).toBe("?loc=NL");
    expect(removeParam("?q=x&loc=DE&page=2", "q")).toBe("?loc=DE");
    expect(addLocation("?loc=DE", "DE")).toBe("?loc=DE");
    expect(withPage("?loc=DE", 2)).toBe("?loc=DE&page=2");
    // the builder's "load more" of the relevant list keeps the campaign, the search and the filters
    expect(withParam("?id=c1&q=nurse&relevant=1", "relevant", 2)).toBe("?id=c1&q=nurse&relevant=2");
  });

  it("spec 1 §4: a job title sets the job function; a job function clears the job title", () => {
    expect(chooseJobTitle("?jf=it&loc=DE&tq=nur", "hw-nurse", "health-nursing")).toBe("?loc=DE&title=hw-nurse&jf=health-nursing");
    expect(toggleJobFunction("?title=hw-nurse&jf=health-nursing", "it")).toBe("?jf=health-nursing&jf=it");
    expect(EMPTY_CRITERIA.jobFunctionIds).toEqual([]);
  });
});

describe("generated logos", () => {
  it("uses initials and a stable colour from the name", () => {
    expect(channelInitials("StepStone Deutschland")).toBe("SD");
    expect(channelInitials("LinkedIn")).toBe("LI");
    expect(channelInitials("jobs.ch")).toBe("JO");
    expect(channelInitials("Nationale Vacaturebank")).toBe("NV");
    expect(channelColour("Reed")).toBe(channelColour("reed"));
    // different names spread over the palette
    const names = ["Reed", "Totaljobs", "Indeed", "StepStone", "XING", "Monster", "Jobat", "Adzuna"];
    expect(new Set(names.map(channelColour)).size).toBeGreaterThanOrEqual(5);
    // WCAG relative luminance: white initials on every logo colour reach 4.5:1
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const colour of LOGO_COLOURS) expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(4.5);
  });
  it("escapes the name in the SVG", () => {
    const svg = channelLogoSvg(`<script>"&"`);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
  });
});

describe("LIKE patterns (app/lib/sql-like.ts)", () => {
  it("escape the wildcards and the escape character so typed text matches literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(prefixPattern("a_b")).toBe("a\\_b%");
  });
});

describe("company initial instead of a missing logo (issue 16 §6)", () => {
  it("is the first letter or digit in upper case, '?' without one", () => {
    expect(nameInitial("Northwind Staffing")).toBe("N");
    expect(nameInitial("  ärztekammer")).toBe("Ä");
    expect(nameInitial("(3M) Deutschland")).toBe("3");
    expect(nameInitial("—")).toBe("?");
  });
});

describe("facet order (issue 16 §6)", () => {
  it("sorts each level by count then label and keeps children under their parent", () => {
    const option = (key: string, recordCount: number, parent: string | null = null) => ({ key, label: key, recordCount, parent });
    const sorted = sortFacetTree([
      option("it", 275),
      option("eng", 239),
      option("health", 241),
      option("it-dev", 50, "it"),
      option("it-ops", 80, "it"),
      option("orphan", 300, "gone"),
      option("b", 10),
      option("a", 10),
    ]);
    expect(sorted.map((o) => o.key)).toEqual(["orphan", "it", "it-ops", "it-dev", "health", "eng", "a", "b"]);
  });
});
