import { parentPort } from "node:worker_threads";
import { renderCampaignPdf } from "../export/campaign-pdf.server";
import { renderJobPdf } from "../jobdesc/pdf.server";
import { reviveBuffers, type RenderJob, type RenderReply, type RenderRequest } from "./render-protocol";

/**
 * The PDF thread (issue 36 §3, docs/decisions/042): pdfkit decodes a PNG with transparency pixel by
 * pixel in JavaScript and compresses its planes again, so one render with 2000-pixel images takes
 * the thread for hundreds of milliseconds. Here that time is not the event loop's. Started by
 * render.server.ts; compiled to build/node by scripts/build-server.mjs.
 */
function render(job: RenderJob) {
  return job.kind === "job-description" ? renderJobPdf(reviveBuffers(job.content)) : renderCampaignPdf(reviveBuffers(job.content));
}

/** The PDF's bytes in an ArrayBuffer of their own, so they move to the main thread instead of being copied. */
function own(pdf: Buffer): Uint8Array<ArrayBuffer> {
  return pdf.buffer instanceof ArrayBuffer && pdf.byteOffset === 0 && pdf.buffer.byteLength === pdf.byteLength ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
}

// one render at a time: pdfkit's image work waits on zlib callbacks, so renders started together
// would interleave and each hold its decoded images; in turn, the thread holds one render's worth
let queue: Promise<unknown> = Promise.resolve();

parentPort!.on("message", (request: RenderRequest) => {
  queue = queue.then(() => render(request)).then(
    (pdf) => {
      const bytes = own(pdf);
      parentPort!.postMessage({ id: request.id, pdf: bytes } satisfies RenderReply, [bytes.buffer]);
    },
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply),
  );
});
