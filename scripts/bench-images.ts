/**
 * `npm run bench:images`: what issue 36 §3's image bomb costs before and after normalisation
 * (docs/decisions/042). Each scenario runs in a process of its own (so its peak RSS is its own) and
 * prints wall time, CPU time of the whole process (all threads), peak RSS, the longest the event
 * loop was blocked (monitorEventLoopDelay, 1 ms resolution; on a busy machine this includes time
 * the thread waited for a core) and how long the main thread was busy (eventLoopUtilization's
 * active time) while it ran. The bomb is a 5000×5000
 * translucent RGBA PNG of about 100 kB, used as the job description's header and footer image.
 *
 *   before      the bomb itself drawn by pdfkit on the main thread (what the code did)
 *   upload      normaliseImage on the bomb (sharp, libuv's thread pool): one upload
 *   here        the normalised copies (2000×2000) drawn on the main thread
 *   worker      the same render on the PDF thread (render.server.ts): what the code does now
 *   worst-here  the worst allowed copy — 2000×2000 RGBA noise with varying alpha — on the main thread
 *   worst-worker  the same on the PDF thread
 *   docx        the Word file with the normalised copy as logo (main thread; docx zips in slices)
 *   idle        nothing for 3 s: the loop delay the machine itself causes (a busy machine delays timers)
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import sharp from "sharp";
import { TEMPLATES } from "../app/lib/jobdesc/templates";
import { normaliseImage } from "../app/services/files/image.server";
import type { JobDocument } from "../app/services/jobdesc/document.server";
import { renderJobPdf } from "../app/services/jobdesc/pdf.server";
import { renderPdf } from "../app/services/pdf/render.server";

const SCENARIOS = ["idle", "before", "upload", "here", "worker", "worst-here", "worst-worker", "docx"] as const;
type Scenario = (typeof SCENARIOS)[number];

const bomb = () =>
  sharp({ create: { width: 5000, height: 5000, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.5 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

async function normalised(input: Buffer) {
  const result = await normaliseImage(input, { maxPixels: 5000 });
  if (!result.ok) throw new Error(result.reason);
  return result.bytes;
}

/** 2000×2000 RGBA noise: nothing for zlib to find, and pdfkit must split every pixel's alpha. */
async function worstCopy() {
  const noise = await sharp(randomBytes(2000 * 2000 * 4), { raw: { width: 2000, height: 2000, channels: 4 } }).png().toBuffer();
  return normalised(noise);
}

function jobDocument(image: Buffer | null, logo: Buffer | null = null): JobDocument {
  return {
    template: TEMPLATES.default_template,
    language: "en",
    jobTitle: "Registered nurse",
    employer: "Northwind Staffing",
    color: "#1f57d1",
    header: true,
    footer: true,
    sections: [{ title: "Your tasks", blocks: [{ kind: "paragraph", text: "Caring for patients on a busy ward." }] }],
    jobRefId: null,
    company: logo ? { name: "Northwind", department: "", address: ["Berlin"], logo } : null,
    locations: [],
    allowRemoteWork: false,
    signature: "",
    qr: null,
    headerImage: image,
    footerImage: image,
    labels: { jobRefId: "Ref", locations: "Locations", remote: "Remote", apply: "Apply" },
  };
}

async function prepare(scenario: Scenario): Promise<() => Promise<unknown>> {
  switch (scenario) {
    case "idle":
      return () => new Promise((resolve) => setTimeout(resolve, 3000));
    case "before": {
      const input = await bomb();
      return () => renderJobPdf(jobDocument(input));
    }
    case "upload": {
      const input = await bomb();
      return () => normalised(input);
    }
    case "here":
    case "worker": {
      const copy = await normalised(await bomb());
      return scenario === "here" ? () => renderJobPdf(jobDocument(copy)) : () => renderPdf({ kind: "job-description", content: jobDocument(copy) });
    }
    case "worst-here":
    case "worst-worker": {
      const copy = await worstCopy();
      return scenario === "worst-here" ? () => renderJobPdf(jobDocument(copy)) : () => renderPdf({ kind: "job-description", content: jobDocument(copy) });
    }
    case "docx": {
      const copy = await worstCopy();
      const { renderJobDocx } = await import("../app/services/jobdesc/docx.server");
      return () => renderJobDocx(jobDocument(null, copy));
    }
  }
}

async function measure(scenario: Scenario) {
  const run = await prepare(scenario);
  // warm: pdfkit, docx and the PDF thread loaded, fonts read
  if (scenario === "worker" || scenario === "worst-worker") await renderPdf({ kind: "job-description", content: jobDocument(null) });
  else await renderJobPdf(jobDocument(null));
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const cpu = process.cpuUsage();
  const busy = performance.eventLoopUtilization();
  const started = performance.now();
  await run();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  // one more turn, so a block at the very end is recorded
  await new Promise((resolve) => setTimeout(resolve, 5));
  loop.disable();
  const utilisation = performance.eventLoopUtilization(busy);
  return {
    scenario,
    wallMs: Math.round(wall),
    cpuMs: Math.round((used.user + used.system) / 1000),
    rssBeforeMb: Math.round(rssBefore / 1e6),
    peakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 1e6),
    loopBlockedMaxMs: Math.round(loop.max / 1e6),
    mainThreadBusyMs: Math.round(utilisation.active),
  };
}

const chosen = process.argv.find((a) => a.startsWith("--scenario="))?.slice("--scenario=".length) as Scenario | undefined;
if (chosen) {
  console.log(JSON.stringify(await measure(chosen)));
  process.exit(0);
}
const only = process.argv.slice(2).filter((a) => (SCENARIOS as readonly string[]).includes(a)) as Scenario[];
console.log("| scenario | wall ms | CPU ms (all threads) | RSS before MB | peak RSS MB | event loop blocked, max ms | main thread busy ms |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const scenario of only.length ? only : SCENARIOS) {
  const out = execFileSync(process.execPath, [...process.execArgv, "--expose-gc", import.meta.filename, `--scenario=${scenario}`], { encoding: "utf8" });
  const r = JSON.parse(out.trim().split("\n").pop()!) as Awaited<ReturnType<typeof measure>>;
  console.log(`| ${r.scenario} | ${r.wallMs} | ${r.cpuMs} | ${r.rssBeforeMb} | ${r.peakRssMb} | ${r.loopBlockedMaxMs} | ${r.mainThreadBusyMs} |`);
}
