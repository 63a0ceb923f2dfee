/**
 * The Dutch interface addresses the user informally, with "je"/"jouw", everywhere (QA found
 * auth, checkout and settings saying "je" while campaigns, channels and analytics said "u/uw").
 * Every nl-NL string is checked for the formal pronouns "u", "uw" and "uzelf" as words, so the
 * mix cannot come back. Not checked: the job-description writer's generated ad text, whose tone
 * (formal "u" or informal "je") the user chooses; only the labels of that choice live in the
 * locales and are allowed below by key.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { composeDescription, composeFocus, type ComposeInput } from "../../app/services/catalogue/compose";

const DIR = path.resolve("locales/nl-NL");

/** "namespace:key" of strings that may name the formal pronoun: they describe the generated text's tone. */
const ALLOWED = new Set(["jobdesc:tonality.formal"]);

/** The formal pronouns as words; placeholders ({{u}}) and markup (<u>) are not text the user reads. */
function formalPronouns(text: string) {
  const readable = text.replace(/\{\{[^}]*\}\}/g, " ").replace(/<[^>]*>/g, " ");
  return [...readable.matchAll(/(?<![\p{L}\p{N}_])(?:u|uw|uzelf)(?![\p{L}\p{N}_])/giu)].map((m) => m[0]);
}

describe("Dutch form of address", () => {
  it("finds the formal pronoun only as a word, outside placeholders and markup", () => {
    expect(formalPronouns("Wilt u de campagne verwijderen?")).toEqual(["u"]);
    expect(formalPronouns("Uw campagnes")).toEqual(["Uw"]);
    expect(formalPronouns("U hebt nog geen campagnes.")).toEqual(["U"]);
    expect(formalPronouns("Stel uw campagne samen")).toEqual(["uw"]);
    expect(formalPronouns("Een kanaal (u) kiezen")).toEqual(["u"]);
    expect(formalPronouns("Je bent uitgelogd. Je kunt binnen 24 uur je campagne bekijken.")).toEqual([]);
    expect(formalPronouns("Hallo {{u}}, <u>nieuw</u> in je campagne: {{uw}}")).toEqual([]);
    expect(formalPronouns("Kies één van de UWV-vacatures in jouw regio")).toEqual([]);
  });

  const files = fs.readdirSync(DIR).filter((f) => f.endsWith(".json")).sort();

  it("reads every nl-NL namespace", () => {
    expect(files.length).toBeGreaterThan(10);
    for (const key of ALLOWED) {
      const [ns, k] = key.split(":");
      const data = JSON.parse(fs.readFileSync(path.join(DIR, `${ns}.json`), "utf8")) as Record<string, string>;
      // an allowed string that is gone or no longer names "u" should leave the list
      expect(data[k], key).toBeDefined();
      expect(formalPronouns(data[k]), key).not.toEqual([]);
    }
  });

  it.each(files)("nl-NL/%s says je/jouw, never u/uw", (file) => {
    const ns = file.replace(/\.json$/, "");
    const data = JSON.parse(fs.readFileSync(path.join(DIR, file), "utf8")) as Record<string, string>;
    const formal = Object.entries(data)
      .filter(([key, value]) => !ALLOWED.has(`${ns}:${key}`) && formalPronouns(value).length > 0)
      .map(([key, value]) => `${key}: ${value}`);
    expect(formal).toEqual([]);
  });

  it("composes the Dutch channel descriptions with je", () => {
    const base: ComposeInput = {
      name: "Test Board",
      type: "job_board",
      audience: "niche",
      functions: { en: ["Nursing"], de: ["Pflege"], nl: ["Verpleging"] },
      places: { en: ["Germany"], de: ["Deutschland"], nl: ["Duitsland"] },
      seniorities: { en: [], de: [], nl: [] },
      durationDays: 30,
      processDays: 2,
      crosspostings: ["Partner A"],
      availableForPurchase: true,
      isAddon: false,
      isEvent: false,
      bundleName: "Zorgpakket",
    };
    for (const input of [base, { ...base, isEvent: true }, { ...base, isAddon: true }, { ...base, availableForPurchase: false }]) {
      const nl = composeDescription(input, composeFocus(input)).nl!;
      expect(formalPronouns(nl), nl).toEqual([]);
    }
    expect(composeDescription(base, composeFocus(base)).nl).toContain("Je vacature staat 30 dagen online");
  });

  it("says je on the Dutch part of the restart error page", () => {
    const page = fs.readFileSync("deploy/errors/unavailable.html", "utf8");
    const nl = page.match(/<section lang="nl">([\s\S]*?)<\/section>/)![1];
    expect(formalPronouns(nl)).toEqual([]);
    expect(nl).toContain("je campagnes");
  });
});
