import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./app-server";

/** Pads a markdown table so it also reads well in the terminal. */
export function markdownTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  // figures align right, text left
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => /^[\d.,×—-]+ ?(ms|s|kB|MB|×)?$/.test(r[i])));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${"-".repeat(w + 1)}:` : `${"-".repeat(w + 1)}-`)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

export function machine() {
  return `${os.availableParallelism()} cores (nproc), ${os.cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}`;
}

/**
 * Rewrites the part of docs/performance.md between the markers of `key`, so each benchmark
 * keeps the figures of its last run while the rest of the page is written by hand.
 */
export function writeSection(key: string, body: string) {
  const file = path.join(ROOT, "docs/performance.md");
  const start = `<!-- ${key}:start (written by the script, do not edit) -->`;
  const end = `<!-- ${key}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Performance\n";
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) text = text.slice(0, from) + section + text.slice(to + end.length);
  else text = `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, text);
  console.log(`\nWrote the figures to docs/performance.md (${key}).`);
}

/** The nearest-rank percentile `p` (0–100) of ascending `sorted` values. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
