/**
 * The German interface names a campaign's applicants one way. QA found the campaign page's figures
 * saying "Bewerber" and its forecast card beside them "Bewerbende" for the same count. "Bewerber"
 * is the word of most of the interface ("Kosten pro Bewerber", "Bewerbermanagementsystem"), so
 * the other form may not come back. The job-description writer's ad text is not interface text
 * and is not checked here (its inclusive-language check is its own).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve("locales/de-DE");

describe("German terminology", () => {
  const files = fs.readdirSync(DIR).filter((f) => f.endsWith(".json")).sort();

  it("reads every de-DE namespace", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it("says Bewerber, never Bewerbende, for applicants", () => {
    const found: string[] = [];
    for (const file of files) {
      const strings = JSON.parse(fs.readFileSync(path.join(DIR, file), "utf8")) as Record<string, string>;
      for (const [key, text] of Object.entries(strings)) if (/Bewerbend/.test(text)) found.push(`${file}:${key}`);
    }
    expect(found).toEqual([]);
  });
});
