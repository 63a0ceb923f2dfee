import { beforeAll, describe, expect, it } from "vitest";
import { EMPTY_CRITERIA, type ChannelCriteria } from "../../app/lib/catalogue/criteria";
import { searchChannels } from "../../app/services/catalogue/catalogue.server";
import { createCompany, seedCatalogue } from "./catalogue-helpers";

let companyId: string;
const criteria = (over: Partial<ChannelCriteria>): ChannelCriteria => ({ ...EMPTY_CRITERIA, ...over });
const count = (options: { key: string; recordCount: number }[], key: string) => options.find((o) => o.key === key)?.recordCount ?? 0;

beforeAll(async () => {
  await seedCatalogue();
  companyId = (await createCompany("facets")).id;
});

describe("location hierarchy", () => {
  it("a channel targeting a country matches its cities; international channels match everywhere", async () => {
    const munich = await searchChannels(companyId, criteria({ locationIds: ["DE.bavaria.munich"] }), { locale: "en-US", limit: 500 });
    const names = munich.results.map((r) => r.name);
    expect(names).toContain("StepStone Deutschland"); // targets DE
    expect(names).toContain("Süddeutsche Zeitung Stellenmarkt"); // targets Bavaria
    expect(names).toContain("LinkedIn Job Post"); // international
    expect(names).not.toContain("Berlin Startup Jobs"); // another city of the same country
    expect(names).not.toContain("Totaljobs"); // another country
  });

  it("searching a country also finds channels of its regions and cities, ranked below national ones", async () => {
    const de = await searchChannels(companyId, criteria({ locationIds: ["DE"] }), { locale: "en-US", limit: 500 });
    const names = de.results.map((r) => r.name);
    expect(names).toContain("Berlin Startup Jobs");
    const berlin = de.results.find((r) => r.name === "Berlin Startup Jobs")!;
    const stepstone = de.results.find((r) => r.name === "StepStone Deutschland")!;
    expect(berlin.match?.location).toBe("narrower");
    expect(stepstone.match?.location).toBe("exact");
    expect(stepstone.score).toBeGreaterThan(berlin.score);
  });

  it("ranks national boards above international ones for a city", async () => {
    const result = await searchChannels(companyId, criteria({ locationIds: ["NL.north-holland.amsterdam"] }), { locale: "en-US", limit: 500 });
    const nvb = result.results.findIndex((r) => r.name === "Nationale Vacaturebank");
    const jooble = result.results.findIndex((r) => r.name === "Jooble");
    expect(nvb).toBeGreaterThanOrEqual(0);
    expect(nvb).toBeLessThan(jooble);
  });
});

describe("job function tree", () => {
  it("a parent function matches channels of its children and a child matches channels of its parent", async () => {
    const parent = await searchChannels(companyId, criteria({ jobFunctionIds: ["healthcare"], locationIds: ["GB"] }), { locale: "en-US", limit: 500 });
    expect(parent.results.map((r) => r.name)).toContain("Nursing Times Jobs"); // targets health-nursing
    const child = await searchChannels(companyId, criteria({ jobFunctionIds: ["health-nursing"], locationIds: ["DE"] }), { locale: "en-US", limit: 500 });
    expect(child.results.map((r) => r.name)).toContain("Medi-Jobs"); // targets healthcare
    expect(child.results.map((r) => r.name)).not.toContain("praktischArzt"); // sibling: physicians
  });
});

describe("facets", () => {
  it("a facet count equals the number of results choosing that value gives", async () => {
    const base = criteria({ jobFunctionIds: ["it"] });
    const all = await searchChannels(companyId, base, { locale: "en-US" });
    for (const key of ["DE", "PL", "GB"]) {
      const narrowed = await searchChannels(companyId, { ...base, locationIds: [key] }, { locale: "en-US" });
      expect(count(all.facets.countries, key)).toBe(narrowed.totalHits);
    }
    const industry = await searchChannels(companyId, { ...base, industryIds: ["it"] }, { locale: "en-US" });
    expect(count(all.facets.industries, "it")).toBe(industry.totalHits);
  });

  it("counts narrow as filters are added, and a dimension keeps its alternatives", async () => {
    const none = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US" });
    const nl = await searchChannels(companyId, criteria({ locationIds: ["NL"] }), { locale: "en-US" });
    const nlIt = await searchChannels(companyId, criteria({ locationIds: ["NL"], jobFunctionIds: ["it"] }), { locale: "en-US" });
    expect(nl.totalHits).toBeLessThan(none.totalHits);
    expect(nlIt.totalHits).toBeLessThan(nl.totalHits);
    expect(count(nl.facets.jobFunctions, "it")).toBe(nlIt.totalHits);
    // the country facet still offers other countries while NL is chosen
    expect(count(nl.facets.countries, "DE")).toBeGreaterThan(0);
    expect(count(nlIt.facets.countries, "NL")).toBe(nlIt.totalHits);
  });

  it("labels facets in the user's language and counts channel types without a generic share", async () => {
    const de = await searchChannels(companyId, criteria({ locationIds: ["AT"] }), { locale: "de-DE" });
    expect(de.facets.countries.find((c) => c.key === "AT")?.label).toBe("Österreich");
    expect(de.facets.types.find((c) => c.key === "job_board")?.label).toBe("Jobbörse");
    const types = de.facets.types.reduce((n, t) => n + t.recordCount, 0);
    expect(types).toBe(de.totalHits);
  });

  it("job functions are sorted by count (then label), sub-functions right under their parent (issue 16 §6)", async () => {
    const result = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "en-US" });
    const functions = result.facets.jobFunctions;
    const top = functions.filter((f) => !f.parent);
    const byCount = (a: { recordCount: number; label: string }, b: { recordCount: number; label: string }) =>
      b.recordCount - a.recordCount || a.label.localeCompare(b.label);
    expect(top.map((f) => f.key)).toEqual([...top].sort(byCount).map((f) => f.key));
    functions.forEach((f, i) => {
      if (!f.parent) return;
      // the rows above a sub-function, back to its parent, are siblings of it
      const parentAt = functions.findIndex((p) => p.key === f.parent);
      expect(parentAt).toBeGreaterThanOrEqual(0);
      expect(parentAt).toBeLessThan(i);
      expect(functions.slice(parentAt + 1, i).every((s) => s.parent === f.parent)).toBe(true);
    });
  });

  it("job-function facets carry their parent for the tree", async () => {
    const result = await searchChannels(companyId, EMPTY_CRITERIA, { locale: "nl-NL" });
    const dev = result.facets.jobFunctions.find((f) => f.key === "it-dev")!;
    expect(dev.parent).toBe("it");
    expect(dev.label).toBe("Softwareontwikkeling");
  });

  it("filters by seniority, working term and channel type", async () => {
    const graduates = await searchChannels(companyId, criteria({ seniorityIds: ["student"], locationIds: ["GB"], types: ["job_board"] }), {
      locale: "en-US",
      limit: 200,
    });
    expect(graduates.results.map((r) => r.name)).toContain("Milkround");
    expect(graduates.results.every((r) => r.type === "job_board")).toBe(true);
    const freelance = await searchChannels(companyId, criteria({ workingTermIds: ["freelance"], locationIds: ["DE"], jobFunctionIds: ["it"] }), {
      locale: "en-US",
      limit: 200,
    });
    expect(freelance.results.map((r) => r.name)).toContain("GULP");
    expect(freelance.results.map((r) => r.name)).not.toContain("AZUBIYO");
  });
});
