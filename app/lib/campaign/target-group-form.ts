import type { TargetGroup } from "~/lib/campaign/target-group";
import type { TargetGroupOption } from "~/lib/catalogue/options";

/**
 * The target-group form's values while it is being filled in (spec 1 §2 "Target-group form",
 * §4 "Choosing a job title also sets the job function; choosing a job function clears the job
 * title"). Pure, shared by the combobox handlers (with JavaScript) and the page's search-and-choose
 * loader (without it).
 */
export interface JobTitleOption extends TargetGroupOption {
  /** each job title belongs to one job function in the taxonomy */
  jobFunction?: TargetGroupOption | null;
  /** locations: a city and its region can share a name */
  kind?: "country" | "region" | "city";
  /** job titles from the look-up: the level the typed text named ("Senior Softwareentwickler") */
  seniority?: string | null;
}

export interface TargetGroupFormValues {
  campaignName: string;
  jobTitle: TargetGroupOption | null;
  jobFunction: TargetGroupOption | null;
  regions: TargetGroupOption[];
  industries: TargetGroupOption[];
}

export const EMPTY_TARGET_GROUP_FORM: TargetGroupFormValues = {
  campaignName: "",
  jobTitle: null,
  jobFunction: null,
  regions: [],
  industries: [],
};

/** Choosing a job title also sets its job function. */
export function chooseJobTitle(values: TargetGroupFormValues, title: JobTitleOption | null): TargetGroupFormValues {
  if (!title) return { ...values, jobTitle: null };
  const { jobFunction, seniority: _level, ...option } = title;
  return { ...values, jobTitle: option, jobFunction: jobFunction ?? values.jobFunction };
}

/**
 * The job level to preselect once a title is chosen with JavaScript: the level its typed text named
 * ("Senior Softwareentwickler" → senior), unless a level is chosen already or the form does not
 * offer it — what the no-JS search does with the searched text (routes/campaigns/target-group.server.ts).
 */
export function levelForChosenTitle(chosenLevel: string, title: JobTitleOption | null, levels: TargetGroupOption[]) {
  const named = title?.seniority;
  if (chosenLevel || !named || !levels.some((level) => level.id === named)) return null;
  return named;
}

/** Choosing a job function clears the job title (unless it is the title's own function). */
export function chooseJobFunction(
  values: TargetGroupFormValues,
  jobFunction: TargetGroupOption | null,
): TargetGroupFormValues {
  if (jobFunction && values.jobFunction?.id === jobFunction.id) return { ...values, jobFunction };
  return { ...values, jobFunction, jobTitle: null };
}

/** Adds an option to a multi-value field once; removing drops it by id. */
export function addOption(list: TargetGroupOption[], option: TargetGroupOption) {
  return list.some((o) => o.id === option.id) ? list : [...list, option];
}

export function removeOption(list: TargetGroupOption[], id: string) {
  return list.filter((o) => o.id !== id);
}

export function formValuesFromTargetGroup(name: string, targetGroup: TargetGroup | null | undefined): TargetGroupFormValues {
  if (!targetGroup) return { ...EMPTY_TARGET_GROUP_FORM, campaignName: name };
  return {
    campaignName: name,
    jobTitle: targetGroup.jobTitle ?? null,
    jobFunction: targetGroup.jobFunction ?? null,
    regions: targetGroup.regions ?? [],
    industries: targetGroup.industries ?? [],
  };
}

/** The form's choosable fields; each has a look-up (spec 1 §7 "Lookups"). */
export const TARGET_GROUP_FIELDS = ["jobTitle", "jobFunction", "regions", "industries"] as const;
export type TargetGroupField = (typeof TARGET_GROUP_FIELDS)[number];
export const MULTI_VALUE_FIELDS: readonly TargetGroupField[] = ["regions", "industries"];

/**
 * spec 1 §3 TargetGroup jobLevel, educationLevel and the employment types of `job_criteria.all`:
 * optional choices from the taxonomy's small vocabularies (the job category is the job function,
 * docs/decisions/057). Plain selects, the same with and without JavaScript.
 */
export const TARGET_GROUP_CRITERIA = ["seniority", "workingTerm", "educationLevel"] as const;
export type TargetGroupCriterion = (typeof TARGET_GROUP_CRITERIA)[number];
export const CRITERION_VOCABULARY = {
  seniority: "seniority",
  workingTerm: "working_term",
  educationLevel: "education_level",
} as const satisfies Record<TargetGroupCriterion, string>;

/** Everything the form needs to render, in the dialog and on its page. */
/**
 * Why a job-title look-up found nothing, where it knows: "lead-without-field" for a title that leads
 * people but names no field ("Team Leader", "Teamleiter"; decision 088), which finds no occupation until
 * the field is added ("Team Leader Customer Service")
 */
export type LookupNoMatch = "lead-without-field";

export interface TargetGroupFormData {
  campaignId: string | null;
  /** spec 1 §2: the campaign name field exists only when the campaign comes from a vacancy */
  vacancyFlow: boolean;
  values: TargetGroupFormValues;
  /** without JavaScript: what was typed into a field and the matches found for it */
  /** `noMatch`: why nothing was found, where the look-up knows (a lead of no field: "Team Leader") */
  search: Partial<Record<TargetGroupField, { query: string; options: JobTitleOption[]; noMatch?: LookupNoMatch }>>;
  features: { aiJobDescriptionGenerator: boolean; appendGenderAfterJobTitle: boolean };
  locale: string;
  /** the chosen id of each optional criterion, and each one's options in the user's language */
  criteria: Record<TargetGroupCriterion, string | null>;
  criteriaOptions: Record<TargetGroupCriterion, TargetGroupOption[]>;
}

/**
 * Without JavaScript the form is submitted whole; `prev*` hidden fields tell what the title and
 * function were when the page was rendered, so the server applies the same coupling rules.
 */
export function coupleSubmittedValues(
  values: TargetGroupFormValues,
  previous: { jobTitleId: string | null; jobFunctionId: string | null },
  titleFunction: TargetGroupOption | null,
): TargetGroupFormValues {
  const titleChanged = (values.jobTitle?.id ?? null) !== previous.jobTitleId;
  const functionChanged = (values.jobFunction?.id ?? null) !== previous.jobFunctionId;
  if (values.jobTitle && (titleChanged || !values.jobFunction)) {
    return chooseJobTitle(values, { ...values.jobTitle, jobFunction: titleFunction });
  }
  // a different job function clears the job title
  if (functionChanged) return { ...values, jobTitle: null };
  return values;
}
