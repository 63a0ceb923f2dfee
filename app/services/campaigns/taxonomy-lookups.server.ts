import type { JobTitleOption, TargetGroupField } from "~/lib/campaign/target-group-form";
import {
  getJobTitleOption,
  getLocationOptions,
  lookupIndustries,
  lookupJobFunctions,
  lookupJobTitles,
  lookupLocations,
} from "~/services/catalogue/catalogue.server";

/**
 * The target-group form's look-ups by field, through the catalogue service (issue 3; the embedded
 * taxonomy or the external knowledge base): search by text and resolve ids to labels in the user's
 * language. A job title brings its job function along (spec 1 §4).
 */
const LIMIT = 10;

export async function searchOptions(
  companyId: string,
  field: TargetGroupField,
  query: string,
  locale: string,
): Promise<JobTitleOption[]> {
  switch (field) {
    case "jobTitle":
      return (await lookupJobTitles(companyId, locale, query, LIMIT)).map(({ id, label, jobFunction }) => ({ id, label, jobFunction }));
    case "regions":
      return (await lookupLocations(companyId, locale, query, LIMIT)).map(({ id, label, kind }) => ({ id, label, kind }));
    case "jobFunction":
      return (await lookupJobFunctions(companyId, locale, query)).slice(0, LIMIT).map(({ id, label }) => ({ id, label }));
    case "industries":
      return (await lookupIndustries(companyId, locale, query)).slice(0, LIMIT).map(({ id, label }) => ({ id, label }));
  }
}

/** Ids → options in the same order; unknown ids are dropped. */
export async function resolveOptions(
  companyId: string,
  field: TargetGroupField,
  ids: string[],
  locale: string,
): Promise<JobTitleOption[]> {
  if (ids.length === 0) return [];
  switch (field) {
    case "jobTitle": {
      const titles = await Promise.all(ids.map((id) => getJobTitleOption(companyId, locale, id)));
      return titles.flatMap((t) => (t ? [{ id: t.id, label: t.label, jobFunction: t.jobFunction }] : []));
    }
    case "regions":
      return (await getLocationOptions(companyId, locale, ids)).map(({ id, label }) => ({ id, label }));
    case "jobFunction":
    case "industries": {
      const all = field === "jobFunction" ? await lookupJobFunctions(companyId, locale) : await lookupIndustries(companyId, locale);
      const byId = new Map(all.map((o) => [o.id, { id: o.id, label: o.label }]));
      return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    }
  }
}
