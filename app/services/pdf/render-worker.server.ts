import { parentPort } from "node:worker_threads";
import { renderCampaignPdf } from "../export/campaign-pdf.server";
import { renderJobPdf } from "../jobdesc/pdf.server";
import { reviveBuffers, type RenderJob, type RenderReply, type RenderRequest } from "./render-protocol";

/**
 * The PDF thread (issue 36 §3, docs/decisions/041): pdfkit decodes a PNG with transparency pixel by
 * pixel in JavaScript and compresses its planes again, so one render with 2000-pixel images takes
 * the thread for hundreds of milliseconds. Here that time is not the event loop's. Started by
 * render.server.ts; compiled to build/node by scripts/build-server.mjs.
 */
function render(job: RenderJob) {
  return job.kind === "job-description" ? renderJobPdf(reviveBuffers(job.content)) : renderCampaignPdf(reviveBuffers(job.content));
}

parentPort!.on("message", (request: RenderRequest) => {
  render(request).then(
    (pdf) => parentPort!.postMessage({ id: request.id, pdf } satisfies RenderReply),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply),
  );
});
