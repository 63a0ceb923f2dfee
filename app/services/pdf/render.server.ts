import { workerClient } from "~/platform/worker-client.server";
import type { RenderJob, RenderReply, RenderRequest } from "./render-protocol";

/**
 * PDFs are rendered on one thread of their own (render-worker.server.ts, docs/decisions/042), so a
 * render never holds up the event loop that answers everyone else; the thread is started and kept
 * by platform/worker-client.server.ts (HIREWAVE_PDF_WORKER in production, tsx from sources). A
 * worker that fails is replaced, its renders fail (the download says so); after three failures
 * renders run on the main thread, as before.
 */
let enabled = true;
const client = workerClient<RenderRequest, RenderReply>({
  name: "PDF render worker",
  builtEnv: "HIREWAVE_PDF_WORKER",
  source: new URL("./render-worker.server.ts", import.meta.url).href,
});

/** How many renders ran where, for tests and operators. */
export const pdfRenderCounts = { worker: 0, mainThread: 0 };

/** Tests render both ways; returns the previous setting. */
export function setPdfWorkerEnabled(on: boolean) {
  const was = enabled;
  enabled = on;
  return was;
}

function pdfWorkerInUse() {
  return enabled && client.usable;
}

export async function renderPdf(job: RenderJob): Promise<Buffer> {
  if (!pdfWorkerInUse()) {
    pdfRenderCounts.mainThread++;
    return renderHere(job);
  }
  pdfRenderCounts.worker++;
  const reply = await client.ask(job);
  if ("error" in reply) throw new Error(reply.error);
  return Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength);
}

async function renderHere(job: RenderJob) {
  if (job.kind === "job-description") {
    const { renderJobPdf } = await import("../jobdesc/pdf.server");
    return renderJobPdf(job.content);
  }
  const { renderCampaignPdf } = await import("../export/campaign-pdf.server");
  return renderCampaignPdf(job.content);
}
