import type { TargetGroup } from "~/lib/campaign/target-group";
import { appendGender } from "~/lib/campaign/target-group";
import type { TargetGroupFormValues } from "~/lib/campaign/target-group-form";
import type { CompanyContext } from "~/services/auth/gate.server";
import { resolveOptions } from "~/services/campaigns/taxonomy-lookups.server";

/** Ids → {id,label} in the user's language; a title brings its job function along. */
export async function resolveValues(
  companyId: string,
  ids: { campaignName: string; jobTitle?: string; jobFunction?: string; regions: string[]; industries: string[] },
  locale: string,
) {
  const [titles, functions, regions, industries] = await Promise.all([
    resolveOptions(companyId, "jobTitle", ids.jobTitle ? [ids.jobTitle] : [], locale),
    resolveOptions(companyId, "jobFunction", ids.jobFunction ? [ids.jobFunction] : [], locale),
    resolveOptions(companyId, "regions", ids.regions, locale),
    resolveOptions(companyId, "industries", ids.industries, locale),
  ]);
  const title = titles[0] ?? null;
  const values: TargetGroupFormValues = {
    campaignName: ids.campaignName,
    jobTitle: title ? { id: title.id, label: title.label } : null,
    jobFunction: functions[0] ?? null,
    regions,
    industries,
  };
  return { values, titleFunction: title?.jobFunction ?? null };
}

/**
 * A saved target group in the page's language (issue 38 §10): its labels were stored in the
 * language it was saved in, so each id is looked up again; an id the catalogue no longer knows
 * keeps its saved label. The title takes the gender text as saving it again would. The optional
 * criteria are shown from their ids already.
 */
export function targetGroupInLanguage(context: CompanyContext, targetGroup: TargetGroup, locale: string): Promise<TargetGroup> {
  return targetGroupLabelsIn(context.company.id, targetGroup, locale, context.features.append_gender_after_job_title);
}

/** The forms' look-up, given the company and its append_gender_after_job_title. */
async function targetGroupLabelsIn(companyId: string, targetGroup: TargetGroup, locale: string, withGender: boolean): Promise<TargetGroup> {
  const { values } = await resolveValues(
    companyId,
    {
      campaignName: "",
      jobTitle: targetGroup.jobTitle?.id,
      jobFunction: targetGroup.jobFunction?.id,
      regions: (targetGroup.regions ?? []).map((r) => r.id),
      industries: (targetGroup.industries ?? []).map((i) => i.id),
    },
    locale,
  );
  const relabel = <T extends { id: string; label: string }>(fresh: { id: string; label: string }[], old: T[] = []) =>
    old.map((o) => ({ ...o, label: fresh.find((f) => f.id === o.id)?.label ?? o.label }));
  const title = values.jobTitle && appendGender(values.jobTitle.label, locale, withGender);
  return {
    ...targetGroup,
    jobTitle: targetGroup.jobTitle && { ...targetGroup.jobTitle, label: title ?? targetGroup.jobTitle.label },
    jobFunction: targetGroup.jobFunction && { ...targetGroup.jobFunction, label: values.jobFunction?.label ?? targetGroup.jobFunction.label },
    regions: relabel(values.regions, targetGroup.regions),
    industries: relabel(values.industries, targetGroup.industries),
  };
}
