import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { embeddedWriter, indexLookup } from "../../app/services/jobdesc/embedded.server";
import { warmReferenceData } from "../../app/services/jobdesc/reference-data.server";
import { batchRequestSchema, generateRequestOf, sectionLines } from "../../app/services/jobdesc/batch.server";
import { britishSpelling } from "../../app/lib/jobdesc/writer/british";

/**
 * A Manchester HGV driver's ad read "maneuver trucks" and "capacities greater than 13 tons": O*NET's
 * US English for every English-speaking country. On the real reference data: British spelling and
 * tonnes outside the US, O*NET's own words in the US.
 */
const REFERENCE = path.resolve(process.cwd(), process.env.REFERENCE_DATA_DIR ?? "../shared/reference-data");
const hasReference = fs.existsSync(path.join(REFERENCE, "onet", "Task Statements.txt"));

describe.skipIf(!hasReference)("English ads outside the US in British spelling (real data)", () => {
  beforeAll(() => warmReferenceData(REFERENCE));
  const tasks = async (request: Record<string, unknown>) => {
    const result = await embeddedWriter(REFERENCE, indexLookup(REFERENCE, null)).write(generateRequestOf(batchRequestSchema.parse(request)));
    return sectionLines(result.tasksResponsibilities);
  };

  it("HGV Class 1 Driver in Manchester: manoeuvre, lorries, tonnes", async () => {
    const text = await tasks({ title: "HGV Class 1 Driver", language: "en", country: "GB", location: "Manchester" });
    // (O*NET's "Maneuver trucks into loading … positions" no longer reaches the six lines: see britishSpelling below)
    expect(text).toMatch(/drive lorries/);
    expect(britishSpelling("Maneuver trucks into loading or unloading positions.", { lorries: true })).toBe("Manoeuvre lorries into loading or unloading positions.");
    expect(text).not.toMatch(/\btrucks?\b/);
    expect(text).toMatch(/greater than 11\.8 tonnes/);
    expect(text).not.toMatch(/\bmaneuver|\btons\b/);
  });
  it("an Irish data analyst: analyse, organisation", async () => {
    const text = await tasks({ title: "Data Analyst", language: "en", country: "IE" });
    expect(text).not.toMatch(/\b\w+(?:iz|yz)(?:e|es|ed|ing|ation|ations)\b/);
    expect(text).toMatch(/analys/);
  });
  it("a US truck driver keeps O*NET's words", async () => {
    const text = await tasks({ title: "CDL-A Truck Driver", language: "en", country: "US" });
    expect(text).toMatch(/drive trucks/);
    expect(text).toMatch(/greater than 13 tons/);
    expect(text).not.toMatch(/\blorr(?:y|ies)\b|\btonnes\b/);
  });
});
