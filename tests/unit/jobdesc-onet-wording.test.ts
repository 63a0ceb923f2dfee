import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { correctOnetText } from "../../app/lib/jobdesc/onet-wording";
import { correctEscoText } from "../../app/lib/jobdesc/esco-corrections";

describe("O*NET's dated words in today's", () => {
  it("disability, age and gendered job nouns; a capital at the start stays one", () => {
    expect(correctOnetText("Plan and implement programs and social activities to help patients learn work or school skills and adjust to handicaps.")).toBe(
      "Plan and implement programs and social activities to help patients learn work or school skills and adjust to living with a disability.",
    );
    expect(correctOnetText("Develop and implement strategies to meet the needs of students with a variety of handicapping conditions.")).toMatch(/a variety of disabilities\.$/);
    expect(correctOnetText("… increase patient strength, or decrease or prevent deformity or crippling.")).toMatch(/deformity or disability\.$/);
    expect(correctOnetText("such as small children, the elderly, or persons with disabilities")).toBe("such as small children, older people, or persons with disabilities");
    expect(correctOnetText("Employ foremen to deal directly with workers")).toBe("Employ supervisors to deal directly with workers");
    expect(correctOnetText("Handicapped passengers")).toBe("Disabled passengers");
    // a sports official's handicap number is no person's
    expect(correctOnetText("such as starting order or handicap number")).toBe("such as starting order or handicap number");
  });
  it("an accountant's ledger in today's words", () => {
    expect(correctOnetText("Establish tables of accounts and assign entries to proper accounts.")).toBe("Maintain the chart of accounts and post entries to the correct accounts.");
    expect(correctOnetText("Develop, implement, modify, and document recordkeeping and accounting systems, making use of current computer technology.")).toBe(
      "Develop, implement, modify, and document recordkeeping and accounting systems.",
    );
  });
  it("the Dutch ESCO descriptions' 'gehandicapten' are people with a disability", () => {
    expect(correctEscoText("Voogden bieden bijstand en ondersteuning aan minderjarige kinderen, geestelijk gehandicapten of hulpbehoevende ouderen.", "nl")).toMatch(/mensen met een verstandelijke beperking/);
  });
  const file = path.join(process.env.REFERENCE_DATA_DIR ?? "/work/shared/reference-data", "onet", "Task Statements.txt");
  it.skipIf(!existsSync(file))("no O*NET 29.3 task keeps a dated word", () => {
    const tasks = readFileSync(file, "utf8").split("\n").slice(1).map((line) => line.split("\t")[3] ?? "");
    const dated = tasks.map(correctOnetText).filter((task) => /\bhandicap(?:s|ped|ping)\b|\bcrippl|\bretarded (?!fetal)|\bthe elderly\b|\bforem[ae]n\b|\bmanpower\b/i.test(task));
    expect(dated).toEqual([]);
  });
});
