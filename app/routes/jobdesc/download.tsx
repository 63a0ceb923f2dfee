import type { LoaderFunctionArgs } from "@remix-run/node";
import { pdfFileName } from "~/lib/jobdesc/title";
import { pdfSchema } from "~/lib/jobdesc/validation";
import { getStoredPdf, storePdf } from "~/models/jobdesc.server";
import { readQuery } from "~/services/http/request.server";
import { buildJobDocument, documentHash } from "~/services/jobdesc/document.server";
import { renderJobDocx } from "~/services/jobdesc/docx.server";
import { renderJobPdf } from "~/services/jobdesc/pdf.server";
import { loadGenerator, saveState } from "./generator.server";

/**
 * /job-description/download/{pdf|docx}?id= (spec 2 §4 "PDF download"): the file named after the
 * job title. A PDF is rendered only when something changed (newPdf, or content that differs from
 * the stored one); otherwise the stored PDF is served. `inline=1` shows it in the preview.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const format = params.format;
  if (format !== "pdf" && format !== "docx") throw new Response("Not Found", { status: 404 });
  const generator = await loadGenerator(request);
  const { context, campaign, state } = generator;
  const options = pdfSchema().safeParse({
    ...state.pdf,
    header: state.pdf.header ? "on" : undefined,
    footer: state.pdf.footer ? "on" : undefined,
    qrCode: state.pdf.qrCode ? "on" : undefined,
    allowRemoteWork: state.pdf.allowRemoteWork ? "on" : undefined,
    companyDetailsId: state.pdf.companyDetailsId ?? "",
  });
  if (!options.success) return new Response("The PDF options are incomplete: open the preview step.", { status: 400 });

  const document = await buildJobDocument({
    companyId: context.company.id,
    campaign,
    state,
    appendGender: context.features.append_gender_after_job_title,
  });
  const inline = readQuery(request).get("inline") === "1";
  const disposition = (name: string) => `${inline ? "inline" : "attachment"}; filename="${name}"`;
  if (format === "docx") {
    const docx = await renderJobDocx(document);
    return new Response(new Uint8Array(docx), {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "Content-Disposition": disposition(pdfFileName(state.settings.jobTitle, "docx")),
      },
    });
  }
  const hash = documentHash(document);
  const stored = await getStoredPdf(context.company.id, campaign.id);
  let pdf = stored && !state.download.newPdf && stored.inputHash === hash ? stored.pdf : null;
  if (!pdf) {
    pdf = await renderJobPdf(document);
    await storePdf(context.company.id, campaign.id, hash, pdf);
    await saveState(generator, { ...state, download: { newPdf: false } });
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": disposition(pdfFileName(state.settings.jobTitle)),
      "Cache-Control": "private, no-store",
    },
  });
}
