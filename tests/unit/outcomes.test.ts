import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { attribute, type AttributionContext } from "../../app/lib/outcomes/attribution";
import { DEFAULT_SOURCE_MAPPINGS, slugMatches } from "../../app/lib/outcomes/source-mapping";
import { classifyStage } from "../../app/lib/outcomes/stages";
import { summariseOutcomes } from "../../app/lib/outcomes/figures";
import type { ImportedApplication } from "../../app/lib/outcomes/types";

const application = (extra: Partial<ImportedApplication> = {}): ImportedApplication => ({
  externalId: "a1", atsJobId: "J1", sourceName: "Indeed", trackingValues: [], visitorId: null, stageId: null, stageName: null,
  stage: "applied", status: "active", appliedAt: new Date("2026-11-10T00:00:00Z"), interviewAt: null, offerAt: null,
  hiredAt: null, rejectedAt: null, atsUpdatedAt: new Date("2026-11-10T00:00:00Z"), ...extra,
});
const context = (extra: Partial<AttributionContext> = {}): AttributionContext => ({
  vacancies: new Map([["J1", "v1"]]),
  campaigns: new Map([["v1", [
    { id: "old", startedAt: new Date("2026-09-01T00:00:00Z"), channels: [{ id: "c-indeed-old", slug: "indeed-de", utmSource: null }] },
    { id: "c1", startedAt: new Date("2026-11-01T00:00:00Z"), channels: [
      { id: "c-indeed", slug: "indeed-nl", utmSource: "Indeed NL" },
      { id: "c-nvb", slug: "nationale-vacaturebank", utmSource: null },
    ] },
    { id: "later", startedAt: new Date("2026-12-01T00:00:00Z"), channels: [] },
  ]]]),
  mappings: new Map(),
  visitors: new Map(),
  ...extra,
});

describe("attribution (issue 52 §2)", () => {
  it("takes the vacancy's campaign that had started on the application date, the latest such", () => {
    expect(attribute(application(), context())).toMatchObject({ campaignId: "c1", channelId: "c-indeed", attributionRule: "source-mapping" });
    expect(attribute(application({ appliedAt: new Date("2026-10-01T00:00:00Z") }), context())).toMatchObject({ campaignId: "old", channelId: "c-indeed-old" });
    expect(attribute(application({ appliedAt: new Date("2026-08-01T00:00:00Z") }), context())).toMatchObject({ campaignId: null, attributionRule: "unattributed" });
  });

  it("tries the tracking parameter first, then the source name, then the visitor", () => {
    // the ATS source says Indeed, but our tag names the other channel: the tag wins
    expect(attribute(application({ trackingValues: ["hirewave-nationale-vacaturebank"] }), context())).toMatchObject({ channelId: "c-nvb", attributionRule: "tracking-parameter" });
    expect(attribute(application({ sourceName: "Referral", trackingValues: ["indeed nl"] }), context())).toMatchObject({ channelId: "c-indeed", attributionRule: "tracking-parameter" });
    const visitors = new Map([["c1 v-9", "c-nvb"]]);
    expect(attribute(application({ sourceName: "Referral", visitorId: "v-9" }), context({ visitors }))).toMatchObject({ channelId: "c-nvb", attributionRule: "visitor" });
    expect(attribute(application({ sourceName: "Referral" }), context())).toMatchObject({ campaignId: "c1", channelId: null, attributionRule: "unattributed" });
  });

  it("the company's mapping overrides the reviewed default, also to 'no channel'", () => {
    expect(attribute(application(), context({ mappings: new Map([["indeed", "c-nvb"]]) }))).toMatchObject({ channelId: "c-nvb", attributionRule: "source-mapping" });
    expect(attribute(application(), context({ mappings: new Map([["indeed", null]]) }))).toMatchObject({ channelId: null, attributionRule: "unattributed" });
  });

  it("the reviewed defaults name only channels the catalogue has", () => {
    const slugs = fs.readFileSync("app/services/catalogue/data/catalogue.csv", "utf8").split("\n").slice(1).map((l) => l.split(",")[0]).filter(Boolean);
    for (const entry of DEFAULT_SOURCE_MAPPINGS) {
      for (const pattern of entry.slugs) expect(slugs.some((s) => slugMatches(pattern, s)), pattern).toBe(true);
    }
  });
});

describe("stages (issue 52 §3)", () => {
  it("classifies the vendors' default stage names in three languages", () => {
    expect(["Face to Face", "On-site interview", "Vorstellungsgespräch", "Tweede gesprek"].map(classifyStage)).toEqual(["interview", "interview", "interview", "interview"]);
    expect(["Offer", "Angebot", "Application Review", "Recruiter screen", "New applicant", "Runde 2"].map(classifyStage)).toEqual(["offer", "offer", "screening", "screening", "applied", "applied"]);
  });
});

describe("time to hire (issue 52 §3)", () => {
  const campaign = { id: "c1", start: new Date("2026-11-01T21:10:00Z"), orderedTotalCents: null, orderedCurrency: null, basket: [] };
  const hire = (hiredAt: string) => ({ campaignId: "c1", channelId: null, rule: "unattributed", stage: "hired", status: "hired", appliedAt: new Date("2026-11-03T09:00:00Z"), hiredAt: new Date(hiredAt) });
  it("counts calendar days from going online, whatever the hour of either (a campaign online at 21:10 and hires at 09:00)", () => {
    const { total } = summariseOutcomes([hire("2026-11-19T09:00:00Z"), hire("2026-11-23T09:00:00Z")], [campaign]);
    expect(total.timeToHireDays).toBe(20);
    expect(summariseOutcomes([hire("2026-11-01T23:59:00Z")], [campaign]).total.timeToHireDays).toBe(0);
  });
});
