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
