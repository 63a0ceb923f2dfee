import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { embeddedWriter, indexLookup } from "../../app/services/jobdesc/embedded.server";
import { warmReferenceData } from "../../app/services/jobdesc/reference-data.server";
import { batchRequestSchema, generateRequestOf, sectionLines } from "../../app/services/jobdesc/batch.server";
import { FIELD_MANAGERS } from "../../app/lib/jobdesc/field-managers";

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

  // lib/jobdesc/field-managers.ts: ESCO files these managers under another name; each row's
  // ESCO occupation and O*NET profile agree (the row's evidence)
  it.each([
    ["Head of HR", "en", "GB", "f605bcd2-90b6-45a0-a558-d05016d68a77", "11-3121.00", /employment records|human resources documents/i],
    ["Head of People", "en", "GB", "f605bcd2-90b6-45a0-a558-d05016d68a77", "11-3121.00", /employment records|human resources documents/i],
    ["Head of IT", "en", "GB", "82f90e87-de92-4678-adae-61d3e5f7e1e4", "11-3021.00", /environmental/i],
    ["Hoofd ICT", "nl", "NL", "82f90e87-de92-4678-adae-61d3e5f7e1e4", "11-3021.00", /metingen/i],
    ["Head of Customer Service", "en", "GB", "f5166c6b-3467-4fc4-9343-d12e870d9def", "43-1011.00", /by telephone or in person|take or enter orders/i],
    ["Hoofd klantenservice", "nl", "NL", "f5166c6b-3467-4fc4-9343-d12e870d9def", "43-1011.00", /beantwoordt vragen via telefoon/i],
    ["Head of Legal", "en", "GB", "fdfce14e-992d-4ff4-9f9d-7a353c75654e", "23-1011.00", /affidavits/i],
    ["Head of Engineering", "en", "GB", "73ceb2f9-18e3-4cfe-9c06-e9fb31ece440", "11-9041.00", /sound|recording|biofuel/i],
  ])("%s (%s): the field's manager, O*NET %s", async (title, language, country, esco, onet, staff) => {
    const result = await write({ title, language, country });
    expect(result.source).toContain(`O*NET ${onet}`);
    expect(result.tasks).not.toMatch(staff);
    const row = FIELD_MANAGERS.find((r) => r.onet === onet);
    expect(row?.escoUuid).toBe(esco);
  });

  it("the same field without 'Head of' is still the field's staff", async () => {
    expect((await write({ title: "HR Advisor", language: "en", country: "GB" })).source).not.toContain("O*NET 11-3121");
  });
});
