import type { TargetGroup } from "~/db/schema";
import { parsePhone } from "~/lib/phone";
import { JOB_AD_TEXT_FIELDS, SALARY_CURRENCY, type JobAdState } from "~/lib/validation/job-ad";
import { richTextFromInput, sanitizeRichText } from "~/services/html/sanitize.server";
import { JOBDESC_FORM } from "~/lib/jobdesc/constants";
import { plainText } from "~/lib/jobdesc/html";
import { jobAdTextFromDescription } from "~/lib/jobdesc/job-ad-text";
import type { GeneratorState } from "~/lib/jobdesc/state";
import { getFormState } from "~/models/form-state.server";

/** Longest text kept for any job-ad field in a draft (the validators report the real limits). */
const DRAFT_MAX_CHARS = 20_000;
const CHOICE_FIELDS = ["applicationMethod", "employmentType", "salaryPeriod", "contactPhoneCode"] as const;

/**
 * The job ad as a draft (form.state): every field as typed, the description sanitised, the phone
 * parsed with its calling code (spec 1 §5). Saved whether valid or not, so nothing typed is lost.
 */
export function jobAdDraft(formData: FormData): JobAdState {
  const read = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, DRAFT_MAX_CHARS) : "";
  };
  const draft: JobAdState = { salaryCurrency: SALARY_CURRENCY };
  for (const field of JOB_AD_TEXT_FIELDS) draft[field] = read(field);
  for (const field of CHOICE_FIELDS) draft[field] = read(field);
  draft.description = richTextFromInput(draft.description ?? "");
  const phone = draft.contactPhone ? parsePhone(draft.contactPhoneCode ?? "", draft.contactPhone) : null;
  draft.contactPhoneCountry = phone?.country ?? null;
  draft.contactPhoneE164 = phone?.valid ? phone.e164 : null;
  return draft;
}

/**
 * GET form.prefill for a campaign without a saved job ad: the title and locations of its target
 * group, application by URL, full time, monthly salary in EUR, a British calling code for +44.
 */
export function jobAdPrefill(campaign: { name: string; targetGroup: TargetGroup | null }, defaultCallingCode: string): JobAdState {
  return {
    jobTitle: campaign.targetGroup?.jobTitle.label ?? campaign.name,
    locations: campaign.targetGroup?.regions.map((r) => r.label).join(", ") ?? "",
    applicationMethod: "url",
    employmentType: "full-time",
    salaryPeriod: "month",
    salaryCurrency: SALARY_CURRENCY,
    contactPhoneCode: defaultCallingCode,
  };
}

/** Rendering a saved description: sanitised again (ARCHITECTURE §8: on save and on render). */
export function descriptionHtml(state: JobAdState) {
  return sanitizeRichText(state.description ?? "");
}

/** The calling code suggested for the user's locale (en-US → +1 would surprise; the product is European). */
export function defaultCallingCode(locale: string) {
  if (locale.startsWith("de")) return "+49";
  if (locale.startsWith("nl")) return "+31";
  return "+44";
}

/** The campaign's job description as job-ad text (issue 38 §2), sanitised; "" when there is none. */
export async function jobDescriptionText(companyId: string, campaignId: string) {
  const saved = await getFormState<Partial<GeneratorState>>(companyId, JOBDESC_FORM, campaignId);
  return sanitizeRichText(jobAdTextFromDescription(saved && typeof saved === "object" ? saved : null));
}

/** A job ad without description text opens with the job description's (issue 38 §2). */
export function withDescription(state: JobAdState, descriptionText: string): JobAdState {
  return !plainText(state.description ?? "") && descriptionText ? { ...state, description: descriptionText } : state;
}
