import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { companyDetailsSchema } from "~/lib/validation/company-details-schema";
import { COMPANY_DETAILS_MAX, createCompanyDetails, findCompanyDetails, updateCompanyDetails } from "~/models/company-details.server";
import { message } from "~/lib/validation/messages";
import type { CompanyContext } from "~/services/auth/gate.server";
import { IMAGE_VERSION } from "./image.server";
import { checkFileCount, checkLogoUpload, type LogoCheck } from "./logo.server";
import { notFound } from "~/lib/not-found";

/**
 * The company-details form with its logo upload (spec 1 §5 "Logo upload", spec 2 §2 "A
 * company-details form with logo upload is part of the pdf tab"): one upload path for the checkout
 * dialog and the job-description generator. Reads the multipart form's fields and "logo", checks
 * the file by content, creates or updates the record. An unknown or foreign `id` is a 404.
 */
export type CompanyDetailsSave =
  | { ok: true; id: string }
  | { ok: false; result: SubmissionResult<string[]> };

export async function saveCompanyDetailsForm(context: CompanyContext, formData: FormData): Promise<CompanyDetailsSave> {
  const companyId = context.company.id;
  const id = formData.get("id");
  const existing = typeof id === "string" && id ? await findCompanyDetails(companyId, id) : null;
  if (typeof id === "string" && id && !existing) notFound();
  const submission = parseWithZod(formData, {
    schema: companyDetailsSchema({ logoMandatory: context.features.company_logo_mandatory, hasLogo: Boolean(existing?.hasLogo) }),
  });
  const fail = (fieldErrors?: Record<string, string[]>) =>
    ({ ok: false, result: submission.reply({ fieldErrors, hideFields: ["logo"] }) }) as const;
  if (submission.status !== "success") return fail();
  const upload = await readImageUpload(formData, "logo");
  if (upload && !upload.ok) return fail({ logo: [upload.error] });
  const logo = upload?.ok ? { bytes: upload.bytes, mime: upload.mime, fileName: upload.fileName, version: IMAGE_VERSION } : null;
  const { id: _id, logo: _logo, ...input } = submission.value;
  if (existing) {
    await updateCompanyDetails(companyId, existing.id, input, logo);
    return { ok: true, id: existing.id };
  }
  const created = await createCompanyDetails(companyId, input, logo);
  if (!created) return { ok: false, result: submission.reply({ formErrors: [message("company-details.limit", { max: COMPANY_DETAILS_MAX })], hideFields: ["logo"] }) };
  return { ok: true, id: created };
}

/**
 * One image field of a multipart form under the logo rules (jpeg/png by content, one file, size and
 * pixel limits, sanitised name), as its normalised copy (issue 36 §3). Null when no file was chosen.
 */
export async function readImageUpload(formData: FormData, name: string): Promise<LogoCheck | null> {
  const files = formData.getAll(name).filter((f): f is File => typeof f !== "string");
  const countError = checkFileCount(files);
  if (countError) return { ok: false, error: countError };
  if (files.length === 0) return null;
  return checkLogoUpload(new Uint8Array(await files[0].arrayBuffer()), files[0].name, files[0].type);
}
