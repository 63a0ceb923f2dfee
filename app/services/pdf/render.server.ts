import { Worker } from "node:worker_threads";
import { logger } from "~/platform/logger.server";
import type { RenderJob, RenderReply } from "./render-protocol";

/**
 * PDFs are rendered on one thread of their own (render-worker.server.ts, docs/decisions/042), so a
 * render never holds up the event loop that answers everyone else. Started on first use, one per
 * process; in production server.ts names the compiled worker (HIREWAVE_PDF_WORKER), from sources
 * (tests, scripts, the dev server) the module is loaded through tsx. A worker that fails is
 * replaced, its renders fail (the download says so); after three failures renders run on the main
 * thread, as before.
 */
let worker: Worker | undefined;
let failures = 0;
let nextId = 1;
let enabled = true;
const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

/** How many renders ran where, for tests and operators. */
export const pdfRenderCounts = { worker: 0, mainThread: 0 };

/** Tests render both ways; returns the previous setting. */
export function setPdfWorkerEnabled(on: boolean) {
  const was = enabled;
  enabled = on;
  return was;
}

function pdfWorkerInUse() {
  return enabled && failures < 3;
}

export async function renderPdf(job: RenderJob): Promise<Buffer> {
  if (!pdfWorkerInUse()) {
    pdfRenderCounts.mainThread++;
    return renderHere(job);
  }
  pdfRenderCounts.worker++;
  const current = worker ?? start();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // a render waiting for its answer keeps the process alive; an idle worker does not
    current.ref();
    current.postMessage({ ...job, id });
  });
}

async function renderHere(job: RenderJob) {
  if (job.kind === "job-description") {
    const { renderJobPdf } = await import("../jobdesc/pdf.server");
    return renderJobPdf(job.content);
  }
  const { renderCampaignPdf } = await import("../export/campaign-pdf.server");
  return renderCampaignPdf(job.content);
}

function start() {
  const built = process.env.HIREWAVE_PDF_WORKER;
  const source = new URL("./render-worker.server.ts", import.meta.url).href;
  const started = built
    ? new Worker(built)
    : new Worker(`import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(source)}); });`, { eval: true });
  started.unref();
  started.on("message", (reply: RenderReply) => {
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    if ("error" in reply) request?.reject(new Error(reply.error));
    else request?.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const [id, request] of pending) {
      pending.delete(id);
      request.reject(error);
    }
  };
  started.on("error", (error) => {
    failures++;
    logger.error({ err: error }, "PDF render worker failed");
    fail(error);
  });
  started.on("exit", (code) => fail(new Error(`PDF render worker exited (${code})`)));
  worker = started;
  return started;
}
