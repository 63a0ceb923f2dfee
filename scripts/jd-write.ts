/**
 * `npm run -s jd:write -- --input FILE` (issue 50 §6): job descriptions for many titles at once,
 * for recruiters and integrators. FILE holds JSON Lines (`-` reads standard input); each line is a
 * request `{"title", "language", "country"?, "location"?, "tone"?, "instructions"?, "seniority"?}`
 * and gives one JSON line on standard output, in the same order: `{"title", "tasks",
 * "requirements", "suggestions", "source", "warnings"}`, or `{"line", "error"}` for a line that
 * cannot be read (an unknown key, a missing title) while the other lines still run. No server and
 * no database: the writer the app uses (the OpenAI-compatible one when AI_BASE_URL and AI_MODEL
 * are set), with occupations from REFERENCE_DATA_DIR.
 */
import fs from "node:fs";
import { writeBatchLine } from "../app/services/jobdesc/batch.server";
import { getWriter } from "../app/services/jobdesc/writer.server";

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: npm run -s jd:write -- --input FILE   (FILE: JSON Lines; - reads standard input)\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const at = args.indexOf("--input");
const file = at >= 0 ? args[at + 1] : undefined;
if (!file) usage("--input is required");

let text: string;
try {
  text = fs.readFileSync(file === "-" ? 0 : file, "utf8");
} catch (err) {
  usage(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
}

const writer = getWriter({ database: false });
const lines = text.split(/\r?\n/);
let failed = 0;
for (const [index, line] of lines.entries()) {
  if (!line.trim()) continue;
  const result = await writeBatchLine(line, index + 1, writer);
  if ("error" in result) failed++;
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
// a bad line is reported in its output line; the exit code tells a script that some failed
process.exitCode = failed > 0 ? 1 : 0;
