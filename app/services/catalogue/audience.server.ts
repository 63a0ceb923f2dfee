import { targetLevels, type ExperienceLevel } from "~/lib/catalogue/audience";
import type { ChannelCriteria } from "~/lib/catalogue/criteria";
import { iscoMajorGroup } from "~/lib/catalogue/ranking";
import { getJobTitleFacts, type Taxonomy } from "~/models/taxonomy.server";

/**
 * The target group of a search as the audience rules see it (issue 51 §1): its job functions (the
 * job title's when none is chosen, spec 1 §4) and its experience levels. Levels only when the
 * criteria name a person (a title, a function, a level or an employment type): a search by name
 * alone has none, and every channel fits it.
 */
export async function criteriaAudience(
  criteria: ChannelCriteria,
  taxonomy: Taxonomy,
): Promise<{ jobFunctionIds: string[]; levels: ExperienceLevel[] }> {
  let jobFunctionIds = criteria.jobFunctionIds;
  const title = criteria.jobTitleId ? await getJobTitleFacts(criteria.jobTitleId) : null;
  if (jobFunctionIds.length === 0 && title) jobFunctionIds = [title.jobFunctionId];
  const fn = jobFunctionIds.length === 1 ? taxonomy.byId.jobFunction.get(jobFunctionIds[0]) : undefined;
  const namesPerson = title !== null || jobFunctionIds.length > 0 || criteria.seniorityIds.length > 0 || criteria.workingTermIds.length > 0;
  const levels = namesPerson
    ? targetLevels({
        seniorityIds: criteria.seniorityIds,
        workingTermIds: criteria.workingTermIds,
        titleLabels: title?.labels ?? [],
        iscoMajorGroup: iscoMajorGroup(title?.iscoCode ? [title.iscoCode] : (fn?.iscoPrefixes ?? [])),
        iscoCode: title?.iscoCode ?? null,
        jobFunctionIds,
      })
    : [];
  return { jobFunctionIds, levels };
}
