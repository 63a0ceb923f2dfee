import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * issue 50 §6: `npm run -s jd:write -- --input FILE` on a checkout without a server or a database
 * (here also without reference data): one output line per request line, in order; an unknown key
 * is that line's error and the others still run.
 */
describe("npm run -s jd:write", () => {
  it("writes one JSON line per request, in order, and reports a bad line in its own output line", () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "jd-write-"));
    const input = [
      { title: "Berufskraftfahrer CE (m/w/d)", language: "de", country: "DE", tone: "informal" },
      { title: "Koch", language: "de", colour: "red" },
      { title: "Registered Nurse", language: "en", country: "US", location: "Chicago", instructions: "night shifts" },
      { language: "nl" },
    ]
      .map((l) => JSON.stringify(l))
      .join("\n");
    const run = spawnSync("npx", ["tsx", "scripts/jd-write.ts", "--input", "-"], {
      input,
      encoding: "utf8",
      env: { ...process.env, REFERENCE_DATA_DIR: empty, AI_BASE_URL: "", AI_MODEL: "" },
      timeout: 60_000,
    });
    const lines = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ title: "Berufskraftfahrer CE (m/w/d)" });
    expect(lines[0].requirements).toMatch(/^- Du hast einen Führerschein der Klasse CE mit der Schlüsselzahl 95/m);
    expect(Object.keys(lines[0]).sort()).toEqual(["requirements", "source", "suggestions", "tasks", "title", "warnings"]);
    expect(lines[1]).toEqual({ line: 2, error: "unknown key: colour" });
    expect(lines[2].requirements).toMatch(/NCLEX-RN/);
    expect(lines[2].tasks).toMatch(/^- Working conditions: night shifts\.$/m);
    expect(lines[3]).toMatchObject({ line: 4, error: expect.stringMatching(/^title: /) });
    expect(run.status).toBe(1);
  }, 90_000);
});
