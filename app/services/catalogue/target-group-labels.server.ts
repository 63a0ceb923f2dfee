import { appendGender, hasGenderText, type TargetGroup } from "~/lib/campaign/target-group";
import { catalogueContext, getKnowledgeBase } from "./knowledge-base.server";

export interface TargetGroupIds {
  jobTitles: string[];
  jobFunctions: string[];
  locations: string[];
  industries: string[];
}

/** id → label per kind; a kind's map holds only ids the knowledge base has a label for. */
export type TargetGroupLabelMaps = Record<keyof TargetGroupIds, Map<string, string>>;

/**
 * The labels of many saved target groups at once, for a page of a campaign list (issue 38 §10,
 * decision 063): one call per kind for the whole page, not one per row. A label that is only the
 * id (the HTTP knowledge base has no location labels) counts as unknown, so the saved one stays.
 */
export async function targetGroupLabelMaps(companyId: string, locale: string, ids: TargetGroupIds): Promise<TargetGroupLabelMaps> {
  const ctx = catalogueContext(companyId, locale);
  const kb = getKnowledgeBase();
  const none = Promise.resolve([] as { id: string; label: string }[]);
  const [titles, locations, functions, industries] = await Promise.all([
    ids.jobTitles.length ? kb.jobTitleLabels(ctx, ids.jobTitles) : none,
    ids.locations.length ? kb.locationLabels(ctx, ids.locations) : none,
    ids.jobFunctions.length ? kb.jobFunctions(ctx) : none,
    ids.industries.length ? kb.industries(ctx) : none,
  ]);
  const mapOf = (options: { id: string; label: string }[], wanted: string[]) => {
    const keep = new Set(wanted);
    return new Map(options.filter((o) => keep.has(o.id) && o.label && o.label !== o.id).map((o) => [o.id, o.label]));
  };
  return {
    jobTitles: mapOf(titles, ids.jobTitles),
    locations: mapOf(locations, ids.locations),
    jobFunctions: mapOf(functions, ids.jobFunctions),
    industries: mapOf(industries, ids.industries),
  };
}

/** A saved label in the page's language where the catalogue has one, else as saved. */
function labelOf<T extends { id: string; label: string }>(saved: T, known: Map<string, string>): T {
  return { ...saved, label: known.get(saved.id) ?? saved.label };
}

/**
 * A saved target group with its labels from the maps (issue 48 §2): the one relabelling every
 * surface uses — the campaign lists, the performance page, the share page and the PDF/Word
 * exports. A title keeps the gender text it was saved with, in the page's language.
 */
export function relabelTargetGroup(targetGroup: TargetGroup, labels: TargetGroupLabelMaps, locale: string): TargetGroup {
  const title = targetGroup.jobTitle;
  const freshTitle = title && labels.jobTitles.get(title.id);
  return {
    ...targetGroup,
    jobTitle: title && (freshTitle ? { ...title, label: appendGender(freshTitle, locale, hasGenderText(title.label)) } : title),
    jobFunction: targetGroup.jobFunction && labelOf(targetGroup.jobFunction, labels.jobFunctions),
    regions: (targetGroup.regions ?? []).map((r) => labelOf(r, labels.locations)),
    industries: (targetGroup.industries ?? []).map((i) => labelOf(i, labels.industries)),
  };
}

/** One saved target group in the viewer's language (stored labels are in the language it was saved in). */
export async function savedTargetGroupIn(companyId: string, locale: string, targetGroup: TargetGroup): Promise<TargetGroup> {
  const labels = await targetGroupLabelMaps(companyId, locale, {
    jobTitles: targetGroup.jobTitle ? [targetGroup.jobTitle.id] : [],
    jobFunctions: targetGroup.jobFunction ? [targetGroup.jobFunction.id] : [],
    locations: (targetGroup.regions ?? []).map((r) => r.id),
    industries: (targetGroup.industries ?? []).map((i) => i.id),
  });
  return relabelTargetGroup(targetGroup, labels, locale);
}
