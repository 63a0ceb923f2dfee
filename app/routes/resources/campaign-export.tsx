import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  EXPORT_FORMATS,
  EXPORT_MIME_TYPES,
  contentDisposition,
  exportFileName,
  type ExportFormat,
} from "~/lib/campaign/export";
import { isOrdered } from "~/lib/campaign/status";
import { campaignFigures, campaignPeriodOf } from "~/models/campaign-figures.server";
import { campaignOutcomes } from "~/models/campaign-outcomes.server";
import { requireCampaignSummary } from "~/services/campaigns/summary.server";
import { requireCompany } from "~/services/auth/gate.server";
import { buildExportDocument } from "~/services/export/campaign-document.server";
import { readExportCompanyDetails } from "~/services/files/stored-images.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { readQuery, readUrl } from "~/services/http/request.server";
import { renderPdf } from "~/services/pdf/render.server";
import { notFound } from "~/lib/not-found";
import { localizedErrors, localizedTextError } from "~/services/http/resource-errors.server";

/**
 * /resources/campaign-export/:format?id= — the PDF (pdfkit) or Word (docx) export of one of the
 * company's campaigns (spec 2 §2, §9), rendered on the server (docs/conventions/architecture-decisions.md §1), named after the
 * campaign. Nothing to export (no purchasable channel) is a 409, as the button is disabled then.
 */
export const loader = localizedErrors(async (args: LoaderFunctionArgs) => {
  const { request, params } = args;
  const { company, user } = await requireCompany(args);
  const format = params.format as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) notFound();
  const locale = await getLocale(args);
  const summary = await requireCampaignSummary(
    company.id,
    readQuery(request).get("id"),
    locale,
  );
  const t = await getT(locale, "campaign-list");
  if (summary.exportChannels.length === 0) throw localizedTextError(409, t("export.disabled"), locale);
  const ordered = isOrdered(summary.campaign.status);
  const period = campaignPeriodOf(readUrl(request), summary.campaign.createdAt);
  const [details, figures, outcomes] = await Promise.all([
    readExportCompanyDetails(company.id, summary.campaign.id),
    ordered ? campaignFigures(company.id, summary.campaign, period) : null,
    // hires and cost per hire per channel from the ATS, the same period (issue 52 §3)
    ordered ? campaignOutcomes(company.id, summary.campaign, period, locale) : null,
  ]);
  const content = buildExportDocument(summary, t, locale, {
    details,
    companyName: company.name,
    figures,
    outcomes,
    contact: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  let file: Buffer;
  if (format === "pdf") file = await renderPdf({ kind: "campaign-export", content });
  else {
    // the Word writer (docx) loads on the first export, not with the server (issue 10, warm start)
    const { renderCampaignDocx } = await import("~/services/export/campaign-docx.server");
    file = await renderCampaignDocx(content);
  }
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": EXPORT_MIME_TYPES[format],
      "Content-Disposition": contentDisposition(exportFileName(summary.campaign.name, format)),
      "Content-Length": String(file.length),
      "Cache-Control": "private, no-store",
    },
  });
});
