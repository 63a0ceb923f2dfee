import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sectionBlocks } from "../../app/lib/jobdesc/html";
import { embeddedWriter, indexLookup } from "../../app/services/jobdesc/embedded.server";
import { warmReferenceData } from "../../app/services/jobdesc/reference-data.server";
import type { GenerateRequest } from "../../app/services/jobdesc/types";

/**
 * What a recruiter typed reaches the published text as the recruiter meant it: the instruction's
 * verb is not written into the ad ("Working conditions: emphasise remote work."), a salary keeps
 * its thousands separator, asking for inclusive wording is not reported back as unused, and the
 * job-title suggestions are in the text's language only.
 */
const REFERENCE = path.resolve(process.cwd(), process.env.REFERENCE_DATA_DIR ?? "../shared/reference-data");
const hasReference = fs.existsSync(path.join(REFERENCE, "onet", "Task Statements.txt"));

function request(language: GenerateRequest["language"], jobTitle: string, instructions: string): GenerateRequest {
  return {
    language,
    tone: "informal",
    jobTitle,
    tasksResponsibilities: "",
    requirements: "",
    generateJobTitleSuggestions: true,
    generateTasksResponsibilities: true,
    generateRequirements: true,
    instructions,
  };
}

const items = (html: string) => sectionBlocks(html).flatMap((b) => (b.kind === "list" ? b.items : []));

describe.skipIf(!hasReference)("instructions and suggestions as the recruiter meant them", () => {
  beforeAll(() => warmReferenceData(REFERENCE));
  const writer = () => embeddedWriter(REFERENCE, indexLookup(REFERENCE, null));

  it("conditions are written without the instruction's verb, in all three languages", async () => {
    const cases = [
      ["en", "Senior Nurse", "mention 30 days holiday, emphasise remote work, no gendered language", "Working conditions: 30 days holiday, remote work."],
      ["de", "Lead Softwareentwickler (m/w/d)", "Python, 30 Tage Urlaub erwähnen, Homeoffice betonen, geschlechtsneutrale Sprache", "Rahmenbedingungen: 30 Tage Urlaub, Homeoffice."],
      ["nl", "Vrachtwagenchauffeur CE", "noem 30 vakantiedagen, benadruk flexibele werktijden, genderneutrale taal", "Werktijden en voorwaarden: 30 vakantiedagen, flexibele werktijden."],
      ["en", "Senior Sales Manager", "mention a company car, $90,000 per year", "Working conditions: company car, $90,000 per year."],
    ] as const;
    for (const [language, title, instructions, line] of cases) {
      const result = await writer().write(request(language, title, instructions));
      const tasks = items(result.tasksResponsibilities);
      expect(tasks, title).toContain(line);
      // asked-for inclusive wording is what every text of the writer has: nothing to report
      expect(result.warnings, title).toEqual([]);
    }
  });

  it("German and Dutch job-title suggestions hold no English label", async () => {
    for (const [language, title] of [
      ["nl", "Senior verpleegkundige"],
      ["de", "Pflegefachkraft (m/w/d)"],
    ] as const) {
      const result = await writer().write(request(language, title, ""));
      expect(result.jobTitleSuggestions.length, title).toBeGreaterThan(0);
      expect(result.jobTitleSuggestions, title).not.toContain("nurse responsible for general care");
    }
  });
});
