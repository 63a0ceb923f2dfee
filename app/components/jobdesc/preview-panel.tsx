import type { SubmissionResult } from "@conform-to/react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { LazyCompanyDetailsDialog, type CompanyDetailsEditing } from "~/components/checkout/lazy-record-dialogs";
import { buttonClasses } from "~/components/ui/button";
import { itemSection, TEXT_MAX_CHARS, type SectionName } from "~/lib/jobdesc/constants";
import type { InclusiveResult } from "~/lib/jobdesc/inclusive";
import type { PdfOptions } from "~/lib/jobdesc/state";
import { stepPath } from "~/lib/jobdesc/steps";
import { ImagesForm } from "./images-form";
import { InclusiveFindings } from "./inclusive-findings";
import { PdfForm } from "./pdf-form";

export interface PreviewData {
  pdf: PdfOptions;
  companyDetails: { id: string; label: string }[];
  selectedDetails: { id: string; logoUrl: string | null } | null;
  signatures: string[];
  images: { header: boolean; footer: boolean };
  checks: { section: SectionName; title: string; html: string; inclusive: InclusiveResult }[];
  /**
   * what the PDF still needs (validation.ts pdfBlockers): PDF options not set, sections over the
   * maximum; no preview or download until they are in order
   */
  missing: string[];
  /** the last failed download's message (spec 2 §8), translated by the loader */
  pdfError: { message: string; missing: string[] } | null;
  qr: { url: string; kind: "job-page" | "vacancy" | "application"; live: boolean };
  dialog: {
    editing: ({ id: string; hasLogo: boolean; companyLogoFileName: string | null } & Record<string, unknown>) | null;
    logoMandatory: boolean;
    closeHref: string;
  } | null;
}

const DOWNLOADS = ["pdf", "docx"] as const;

/**
 * The pdf tab (spec 2 §2): PDF options with the company-details form, header and footer images,
 * downloads, the PDF itself embedded (its first page shows without JavaScript; a link when the
 * browser cannot show PDFs) and the inclusive-language check of each section.
 */
export function PreviewPanel({
  campaignId,
  preview,
  multiLocation,
  results,
}: {
  campaignId: string;
  preview: PreviewData;
  multiLocation: boolean;
  results: { pdf: SubmissionResult<string[]> | null; details: SubmissionResult<string[]> | null; images: Record<string, string[]> | null };
}) {
  const { t } = useTranslation("jobdesc");
  const location = useLocation();
  const saved = new URLSearchParams(location.search).get("saved");
  const download = (format: "pdf" | "docx") => `/job-description/download/${format}?id=${campaignId}`;
  const here = stepPath("preview", campaignId);
  // a new URL per saved state, so the embedded view never shows a stale cached answer
  const embedded = `${download("pdf")}&inline=1&v=${encodeURIComponent(location.key)}`;
  const { missing, pdfError } = preview;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <h2 className="text-lg font-semibold">{t("step.preview")}</h2>
        {pdfError && !missing.length ? (
          <div role="alert" className="space-y-1 rounded-[6px] border border-red-300 bg-red-50 p-3 text-sm text-red-800" data-testid="pdf-error">
            <p>{pdfError.message}</p>
          </div>
        ) : null}
        <PdfForm
          key={location.key}
          defaults={preview.pdf}
          companyDetails={preview.companyDetails}
          signatures={preview.signatures}
          lastResult={results.pdf}
          multiLocation={multiLocation}
          qr={preview.qr}
          detailsLinks={{
            create: `${here}&dialog=company-details`,
            edit: preview.selectedDetails ? `${here}&dialog=company-details&edit=${preview.selectedDetails.id}` : null,
            logoUrl: preview.selectedDetails?.logoUrl ?? null,
          }}
        />
        {saved === "1" ? (
          <p role="status" className="text-sm text-emerald-800">
            {t("pdf.saved")}
          </p>
        ) : null}
        <ImagesForm key={`images-${location.key}`} saved={preview.images} errors={results.images} />
        {saved === "images" ? (
          <p role="status" className="text-sm text-emerald-800">
            {t("images.saved-status")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {DOWNLOADS.map((format, i) =>
            missing.length ? (
              // the server refuses a download without the required options: not offered, and why beside it
              <button key={format} type="button" disabled aria-describedby="pdf-missing" className={buttonClasses[i ? "secondary" : "primary"]}>
                {t(`download.${format}`)}
              </button>
            ) : (
              // no download attribute: a failed download comes back to this page with its message
              <a key={format} href={download(format)} className={buttonClasses[i ? "secondary" : "primary"]}>
                {t(`download.${format}`)}
              </a>
            ),
          )}
          <Link to={stepPath("benefits", campaignId)} className={buttonClasses.ghost}>
            {t("nav.back")}
          </Link>
        </div>
        {missing.length ? (
          // issue 41 §4: what the PDF still needs, with links to it, in place of the embedded PDF;
          // after a refused download (a stale page, a bookmarked address) led by the server's message
          <div id="pdf-missing" role={pdfError ? "alert" : undefined} data-testid="pdf-missing" className="space-y-1 rounded-[6px] border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p>{pdfError ? pdfError.message : t(missing.some(itemSection) ? "preview.incomplete-texts" : "preview.incomplete")}</p>
            {missing.map((field) => {
              const section = itemSection(field);
              return section ? (
                <p key={field}>
                  <Link to={stepPath(section, campaignId)} className="font-semibold underline">
                    {t("error.pdf-missing.section-too-long", { section: t(`step.${section}`), max: TEXT_MAX_CHARS })}
                  </Link>
                </p>
              ) : field === "companyDetailsId" ? (
                <p key={field}>
                  {t("error.pdf-missing.companyDetailsId")}{" "}
                  <Link to={`${here}&dialog=company-details`} className="font-semibold underline">
                    {t("error.pdf-missing.add-company-details")}
                  </Link>
                  {preview.companyDetails.length ? (
                    <>
                      {" "}
                      {t("error.pdf-missing.or")}{" "}
                      <a href="#jobdesc-pdf" className="font-semibold underline">
                        {t("error.pdf-missing.choose-company-details")}
                      </a>
                    </>
                  ) : null}
                </p>
              ) : (
                <p key={field}>
                  <a href="#jobdesc-pdf" className="font-semibold underline">
                    {t("error.pdf-missing.check-field", { field: t(`pdf.${field}`) })}
                  </a>
                </p>
              );
            })}
          </div>
        ) : (
          <div className="space-y-1">
            <iframe src={embedded} title={t("preview.pdf")} className="h-[36rem] w-full rounded-[6px] border border-slate-200 bg-white" />
            <p className="text-xs text-slate-600">
              {t("preview.fallback")}{" "}
              <a href={`${download("pdf")}&inline=1`} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                {t("preview.open")}
              </a>
            </p>
          </div>
        )}
      </div>
      <div className="space-y-4">
        {preview.checks.map((c) => (
          <section key={c.section} aria-labelledby={`preview-${c.section}`} className="space-y-2">
            <h3 id={`preview-${c.section}`} className="font-semibold">
              {c.title || t(`step.${c.section}`)}
            </h3>
            {/* sanitised to p, ul, ol, li, strong, em, br on save and again in the loader */}
            <div className="text-sm [&_li]:ml-5 [&_ul]:list-disc [&_ol]:list-decimal [&_p]:mb-2" dangerouslySetInnerHTML={{ __html: c.html }} />
            {c.html ? <InclusiveFindings result={c.inclusive} /> : null}
          </section>
        ))}
      </div>
      {preview.dialog ? (
        <LazyCompanyDetailsDialog
          editing={preview.dialog.editing as CompanyDetailsEditing}
          logoMandatory={preview.dialog.logoMandatory}
          lastResult={results.details}
          closeHref={preview.dialog.closeHref}
        />
      ) : null}
    </div>
  );
}
