import { z } from "zod";
import type { TargetGroupOption } from "../catalogue/options";

/** spec 1 §5 target-group rules; message key form.warning.field-required. */
/** The longest campaign name the builder and the target-group form accept. */
export const CAMPAIGN_NAME_MAX = 200;

/** The target group a campaign is built for (campaigns.target_group, jsonb). */
export interface TargetGroup {
  jobTitle: TargetGroupOption;
  jobFunction: TargetGroupOption;
  regions: TargetGroupOption[];
  industries: TargetGroupOption[];
  /** job level (spec 1 §3 jobLevel), from the seniority vocabulary */
  seniority?: TargetGroupOption | null;
  /** employment type (spec 1 §3 employmentTypes), from the working_term vocabulary */
  workingTerm?: TargetGroupOption | null;
  /** spec 1 §3 educationLevel */
  educationLevel?: TargetGroupOption | null;
}

export const REQUIRED = "form.warning.field-required";

// built on call: a zod call at the top of this module would keep zod in the browser chunks of
// every page that imports appendGender (issue 10 §4)
const option = () => z.object({ id: z.string().min(1), label: z.string().min(1) });

export function targetGroupSchema(options: { vacancyFlow: boolean }) {
  return z.object({
    campaignName: options.vacancyFlow
      ? z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED)
      : z.string().trim().optional(),
    jobTitle: option().optional(),
    jobFunction: option().optional(),
    regions: z.array(option()).min(1, REQUIRED),
    industries: z.array(option()).default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.jobTitle) ctx.addIssue({ code: "custom", path: ["jobTitle"], message: REQUIRED });
    if (!value.jobFunction) ctx.addIssue({ code: "custom", path: ["jobFunction"], message: REQUIRED });
  });
}

/** Suffixes that already state gender (spec 1 §5 appendGenderAfterJobTitle). */
const GENDER_SUFFIX = /\((?:m\/w\/d|m\/f\/d|m\/w\/x|w\/m\/d|f\/m\/d|m\/v\/x|m\/v|all genders|d\/f\/m|gn)\)\s*$/i;
export const GENDER_TEXT: Record<string, string> = { "de-DE": "(m/w/d)", "nl-NL": "(m/v/x)", "en-US": "(m/f/d)" };

export function appendGender(title: string, locale: string, enabled: boolean) {
  const trimmed = title.trim();
  if (!enabled || GENDER_SUFFIX.test(trimmed)) return trimmed;
  return `${trimmed} ${GENDER_TEXT[locale] ?? GENDER_TEXT["en-US"]}`;
}

/** Whether a title already ends in a gender text (a saved title shown in another language keeps it). */
export function hasGenderText(title: string) {
  return GENDER_SUFFIX.test(title.trim());
}

/** spec 1 §5: a title containing m/w/d marks multi-location detection. */
export function isMultiLocationTitle(title: string) {
  return /m\/w\/d/i.test(title);
}
