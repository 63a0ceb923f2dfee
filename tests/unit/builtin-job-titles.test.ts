import { describe, expect, it } from "vitest";
import { BUILTIN_JOB_TITLES } from "../../app/lib/catalogue/builtin-job-titles";

/** The built-in titles (no ESCO files) that hold a word, as a label form or an extra search word. */
const holding = (word: string) =>
  BUILTIN_JOB_TITLES.filter(([, , , labels, alt = []]) =>
    [...labels.flatMap((l) => [l, ...l.split("/")]), ...alt].some((w) => w.trim().toLowerCase() === word.toLowerCase()),
  ).map(([slug, , isco]) => `${slug} ${isco}`);

/**
 * Without the ESCO files the built-in list is the look-up: a word on the wrong title finds the wrong
 * occupation. Each word is on the title of the ESCO occupation whose preferred label it is.
 */
describe("the built-in job titles", () => {
  it.each([
    // ESCO's cook (5120): "cook", "Koch/Köchin", "kok"; its chef (3434): "chef", "Chefkoch/Chefköchin"
    ["cook", ["cook 5120"]],
    ["Koch", ["cook 5120"]],
    ["Köchin", ["cook 5120"]],
    ["Kok", ["cook 5120"]],
    ["Chefkoch", ["chef 3434"]],
    // ESCO's call centre agent (5244): "call centre agent", "Mitarbeiter Callcenter", "callcentermedewerker"
    ["call centre agent", ["call-centre-agent 5244"]],
    ["Callcentermedewerker", ["call-centre-agent 5244"]],
    // ESCO's Dutch "UX designer": the user experience analyst (2511), not the graphic designer (2166)
    ["UX designer", ["ux-designer 2511"]],
    // the Bürokaufmann does general office work: ESCO's office clerk (4110: "Büroassistent", "Bürokraft"),
    // not its administrative assistant (3343: "Verwaltungsassistent", "Verwaltungssekretär")
    ["Bürokaufmann", ["office-clerk 4110"]],
    ["Bürokauffrau", ["office-clerk 4110"]],
    ["Kauffrau für Büromanagement", ["office-clerk 4110"]],
    ["Verwaltungsassistentin", ["administrative-assistant 3343"]],
  ])("%s is on %j only", (word, titles) => {
    expect(holding(word)).toEqual(titles);
  });

  it("has ESCO's ISCO groups for the data scientist, the administrative assistant and the customer service agent", () => {
    const isco = new Map(BUILTIN_JOB_TITLES.map(([slug, , code]) => [slug, code]));
    // ESCO: data scientist 258e46f9 2511, administrative assistant 044d78cc 3343, customer service representative 13d1b2b4 4225
    expect([isco.get("data-scientist"), isco.get("administrative-assistant"), isco.get("customer-service-agent")]).toEqual(["2511", "3343", "4225"]);
  });
});

describe("the demo data's job titles", () => {
  it("are built-in titles: an unknown id saves a target group whose title no look-up resolves", async () => {
    const fs = await import("node:fs");
    const slugs = new Set(BUILTIN_JOB_TITLES.map(([slug]) => `hw-${slug}`));
    const used = ["scripts/seed/campaigns.server.ts", "scripts/seed/history.server.ts"].flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/"(hw-[a-z-]+)"/g)].map((m) => m[1]),
    );
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((id) => !slugs.has(id))).toEqual([]);
  });
});
