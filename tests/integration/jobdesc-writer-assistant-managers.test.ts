import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { embeddedWriter, indexLookup } from "../../app/services/jobdesc/embedded.server";
import { warmReferenceData } from "../../app/services/jobdesc/reference-data.server";
import { batchRequestSchema, generateRequestOf, sectionLines } from "../../app/services/jobdesc/batch.server";

/**
 * A British "Assistant … Manager" is the field's deputy manager (NCS 'Hotel manager', 'Retail
 * manager', 'Restaurant manager': "you could start as an assistant manager"). "Assistant Hotel
 * Manager" found ESCO's label "assistant manager" of the executive assistant, and the ad arranged
 * executives' travel. The bare "Assistant Manager" names no field: the text stays general with the
 * warning, and the suggested titles are the fields such ads are mostly for (real data).
 */
const REFERENCE = path.resolve(process.cwd(), process.env.REFERENCE_DATA_DIR ?? "../shared/reference-data");
const hasReference = fs.existsSync(path.join(REFERENCE, "onet", "Task Statements.txt"));

describe.skipIf(!hasReference)("assistant managers (real data)", () => {
  beforeAll(() => warmReferenceData(REFERENCE));
  const write = async (title: string) => {
    const result = await embeddedWriter(REFERENCE, indexLookup(REFERENCE, null)).write(generateRequestOf(batchRequestSchema.parse({ title, language: "en", country: "GB" })));
    return { ...result, tasks: sectionLines(result.tasksResponsibilities) };
  };

  it("Assistant Hotel, Store and Restaurant Manager: the field's manager, not an executive assistant", async () => {
    const hotel = await write("Assistant Hotel Manager");
    expect(hotel.source).toMatch(/O\*NET 11-9081/);
    expect(hotel.tasks).not.toMatch(/executives/i);
    expect(hotel.warnings).toEqual([]);
    // the shop manager's profile: First-Line Supervisors of Retail Sales Workers (lib/jobdesc/onet-choice.ts)
    expect((await write("Assistant Store Manager")).source).toMatch(/O\*NET 41-1011/);
    expect((await write("Assistant Restaurant Manager")).source).toMatch(/O\*NET 11-9051/);
  });

  it("the bare Assistant Manager asks for the field and suggests the usual ones", async () => {
    const bare = await write("Assistant Manager");
    expect(bare.source).toBe("built-in");
    expect((bare.warnings ?? []).join(" ")).toMatch(/No occupation matched/);
    expect(bare.jobTitleSuggestions).toEqual(["Assistant Store Manager", "Assistant Restaurant Manager", "Assistant Hotel Manager"]);
    for (const title of bare.jobTitleSuggestions) expect((await write(title)).warnings, title).toEqual([]);
  });
});
