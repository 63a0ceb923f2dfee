import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { PDF_ERRORS } from "~/lib/jobdesc/constants";
import { stepPath } from "~/lib/jobdesc/steps";
import { contentDisposition, pdfFileName, publishedTitle } from "~/lib/jobdesc/title";
import { plainText } from "~/lib/jobdesc/html";
import { pdfBlockers } from "~/lib/jobdesc/validation";
import { getStoredPdf, storePdf } from "~/models/jobdesc.server";
import { readQuery } from "~/services/http/request.server";
import { buildJobDocument, documentHash } from "~/services/jobdesc/document.server";
import { isPdf } from "~/services/jobdesc/pdf.server";
import { renderPdf } from "~/services/pdf/render.server";
import { logger } from "~/platform/logger.server";
import { loadGenerator, saveState, type Generator } from "~/services/jobdesc/generator.server";
import { notFound } from "~/lib/not-found";
import { localizedErrors } from "~/services/http/resource-errors.server";

/**
 * /job-description/download/{pdf|docx}?id= (spec 2 §4 "PDF download"): the file named after the
 * job title. A PDF is rendered only when something changed (newPdf, or content that differs from
 * the stored one); otherwise the stored PDF is served — if it still is a PDF. `inline=1` is the
 * preview's embedded view. A failed download goes back to the preview with the spec 2 §8 message
 * stored in the state: "Error fetching PDF: {status text}" or "Invalid PDF format received", with the
 * options that were missing, so the preview says why and links to them (issue 41 §4).
 */
export const loader = localizedErrors(async (args: LoaderFunctionArgs) => {
  const { request, params } = args;
  const format = params.format;
  if (format !== "pdf" && format !== "docx") notFound();
  const generator = await loadGenerator(args);
  const { context, campaign, state } = generator;
  const inline = readQuery(request).get("inline") === "1";
  const fail = failWith(generator, inline);
  const missing = pdfBlockers(state, plainText);
  if (missing.length) return fail(PDF_ERRORS.fetchPrefix + "Bad Request", 400, missing);

  let file: { bytes: Buffer; rendered: string | null };
  try {
    const document = await buildJobDocument({
      companyId: context.company.id,
      campaign,
      state,
      companyName: context.company.name,
      appendGender: context.features.append_gender_after_job_title,
    });
    if (format === "docx") {
      // the Word writer (docx) loads on the first download, not with the server (issue 10, warm start)
      const { renderJobDocx } = await import("~/services/jobdesc/docx.server");
      file = { bytes: await renderJobDocx(document), rendered: null };
    } else {
      const hash = documentHash(document);
      const stored = await getStoredPdf(context.company.id, campaign.id);
      const reuse = stored && !state.download.newPdf && stored.inputHash === hash;
      file = reuse ? { bytes: Buffer.from(stored.pdf), rendered: null } : { bytes: await renderPdf({ kind: "job-description", content: document }), rendered: hash };
    }
  } catch (error) {
    logger.error({ err: error, campaignId: campaign.id, format }, "job description download failed");
    return fail(PDF_ERRORS.fetchPrefix + "Internal Server Error", 500);
  }
  // spec 2 §4: "The downloaded blob must be application/pdf" — a damaged stored file is not served
  // and the next download renders a new one
  if (format === "pdf" && !isPdf(file.bytes)) return fail(PDF_ERRORS.invalid, 500);
  if (file.rendered) await storePdf(context.company.id, campaign.id, file.rendered, file.bytes);
  if (file.rendered || state.download.error) await saveState(generator, { ...state, download: { newPdf: format === "pdf" ? false : state.download.newPdf, error: null } });

  // the title it is published under, with the inclusive suffix in German and Dutch (issue 41 §1)
  const name = pdfFileName(publishedTitle(state.settings.jobTitle, state.settings.language, context.features.append_gender_after_job_title), format);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": format === "pdf" ? "application/pdf" : "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", name),
      "Cache-Control": "private, no-store",
    },
  });
});

/**
 * Records the message and returns to the preview, which shows it. The embedded view (inline) gets
 * the status alone: the preview around it already says what is missing.
 */
function failWith(generator: Generator, inline: boolean) {
  return async (message: string, status: number, missing?: string[]) => {
    if (inline) return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    const { state, campaign } = generator;
    await saveState(generator, { ...state, download: { newPdf: true, error: message, ...(missing ? { missing } : {}) } });
    return redirect(stepPath("preview", campaign.id));
  };
}
