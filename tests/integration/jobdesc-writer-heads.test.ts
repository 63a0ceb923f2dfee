import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { embeddedWriter, indexLookup } from "../../app/services/jobdesc/embedded.server";
import { warmReferenceData } from "../../app/services/jobdesc/reference-data.server";
import { batchRequestSchema, generateRequestOf, sectionLines } from "../../app/services/jobdesc/batch.server";

/**
 * "Head of Sales" leads the sales team (issue 50 §2): the title parser leaves "Sales", which named
 * the people led, and a Head of Sales visited customers as a sales representative. The field's
 * manager wins where ESCO and O*NET hold that manager; elsewhere the field stays (real data).
 */
const REFERENCE = path.resolve(process.cwd(), process.env.REFERENCE_DATA_DIR ?? "../shared/reference-data");
const hasReference = fs.existsSync(path.join(REFERENCE, "onet", "Task Statements.txt"));

describe.skipIf(!hasReference)("a head of a field is the field's manager (real data)", () => {
  beforeAll(() => warmReferenceData(REFERENCE));
  const write = async (request: Record<string, unknown>) => {
    const result = await embeddedWriter(REFERENCE, indexLookup(REFERENCE, null)).write(generateRequestOf(batchRequestSchema.parse(request)));
    return { source: result.source, tasks: sectionLines(result.tasksResponsibilities) };
  };

  it("Head of Sales, Marketing and Security: O*NET's sales, marketing and security managers", async () => {
    const sales = await write({ title: "Head of Sales", language: "en", country: "GB" });
    expect(sales.source).toMatch(/O\*NET 11-2022/);
    expect(sales.tasks).not.toMatch(/visit establishments/i);
    expect((await write({ title: "Head of Marketing", language: "en", country: "GB" })).source).toMatch(/O\*NET 11-2021/);
    const security = await write({ title: "Head of Security", language: "en", country: "GB" });
    expect(security.tasks).not.toMatch(/patrol/i);
  });

  it("a manager ESCO files elsewhere is not taken: 'IT manager' is an environmental engineer's label there", async () => {
    expect((await write({ title: "Head of IT", language: "en", country: "GB" })).tasks).not.toMatch(/environmental/i);
  });
});
