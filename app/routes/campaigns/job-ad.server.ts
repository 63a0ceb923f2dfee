import { formText } from "~/lib/form-text";
import type { TargetGroup } from "~/lib/campaign/target-group";
import { parsePhone } from "~/lib/phone";
import { JOB_AD_FORM, JOB_AD_TEXT_FIELDS, SALARY_CURRENCY, type JobAdState } from "~/lib/validation/job-ad";
import { richTextFromInput, sanitizeRichText } from "~/services/html/sanitize.server";
import { JOBDESC_FORM } from "~/lib/jobdesc/constants";
import { plainText } from "~/lib/jobdesc/html";
import { jobAdFollowsDescription, jobAdTextFromDescription, sectionsFromJobAdText } from "~/lib/jobdesc/job-ad-text";
import type { GeneratorState } from "~/lib/jobdesc/state";
import { isPending } from "~/lib/campaign/status";
import { getFormState, saveFormState, saveFormStates } from "~/models/form-state.server";

/** Longest text kept for any job-ad field in a draft (the validators report the real limits). */
const DRAFT_MAX_CHARS = 20_000;
const CHOICE_FIELDS = ["applicationMethod", "employmentType", "salaryPeriod", "contactPhoneCode"] as const;

/**
 * The job ad as a draft (form.state): every field as typed, the description sanitised, the phone
 * parsed with its calling code (spec 1 §5). Saved whether valid or not, so nothing typed is lost.
 */
export function jobAdDraft(formData: FormData): JobAdState {
  const read = (name: string) => formText(formData, name, DRAFT_MAX_CHARS);
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

/** The campaign's job description as job-ad text (issue 38 §2), sanitised; "" when there is none. */
export async function jobDescriptionText(companyId: string, campaignId: string) {
  return (await jobDescriptionOf(companyId, campaignId)).text;
}

/**
 * The campaign's job description: its saved state, its text as job-ad text, and the job ad's own
 * HTML it was last taken from (decision 068), which counts as the same text.
 */
export async function jobDescriptionOf(companyId: string, campaignId: string) {
  const saved = await getFormState<Partial<GeneratorState>>(companyId, JOBDESC_FORM, campaignId);
  const state = saved && typeof saved === "object" && !Array.isArray(saved) ? saved : null;
  const text = sanitizeRichText(jobAdTextFromDescription(state));
  return { state, text, sameText: (html: string | undefined) => Boolean(text) && [text, state?.jobAdText ?? ""].includes((html ?? "").trim()) };
}

/**
 * PUT form.state of the job ad (decision 068): while the campaign is not ordered and the job ad was
 * in step with its job description (empty, the description's text, or the text the description
 * last took from it), an edited description goes back into the generator's sections, both rows in
 * one statement. A job ad with text of its own leaves the description alone.
 */
export async function saveJobAd(
  companyId: string,
  userId: string,
  campaign: { id: string; status: string },
  draft: JobAdState,
) {
  const [saved, description] = await Promise.all([
    getFormState<JobAdState>(companyId, JOB_AD_FORM, campaign.id),
    jobDescriptionOf(companyId, campaign.id),
  ]);
  const edited = (draft.description ?? "").trim();
  // a job ad never saved opened with the description's text (withDescription)
  const before = saved ? saved.description : description.text;
  const inStep = jobAdFollowsDescription(before, description.text) || description.sameText(before);
  if (!isPending(campaign.status) || !description.state?.sections || !inStep || !plainText(edited) || description.sameText(edited)) {
    await saveFormState(companyId, userId, JOB_AD_FORM, campaign.id, draft);
    return;
  }
  const jobDescription: Partial<GeneratorState> = {
    ...description.state,
    sections: sectionsFromJobAdText(edited, description.state.sections as GeneratorState["sections"]),
    jobAdText: edited,
    download: { ...description.state.download, newPdf: true },
  };
  await saveFormStates(companyId, userId, campaign.id, [
    { name: JOB_AD_FORM, state: draft },
    { name: JOBDESC_FORM, state: jobDescription as Record<string, unknown> },
  ]);
}

/** A job ad without description text opens with the job description's (issue 38 §2). */
export function withDescription(state: JobAdState, descriptionText: string): JobAdState {
  return !plainText(state.description ?? "") && descriptionText ? { ...state, description: descriptionText } : state;
}
