import type { Lang } from "~/lib/catalogue/options";
import { getJobTitle, isTrainingTitle, searchJobTitlesMatched, type JobTitleOption } from "~/models/taxonomy.server";
import { writerTitleOccupation } from "~/services/jobdesc/writer.server";

/**
 * The job-title look-up of the campaign builder, the vacancy import, the channel search's
 * occupation and market insights: the database's suggestions (models/taxonomy.server.ts), with the
 * occupation the job-description writer reads for the same title first, unless the typed title
 * (or its occupation words) is a label of the database's first suggestion, or begins one, and the
 * writer only matched labels too: ESCO names that occupation so, or the recruiter is still typing
 * its name ("Pflege" of "Pflegefachkraft": the writer's guess for a part of a word is no title). A title the writer's own lists name with
 * their evidence (Occupation.named: title synonyms, field managers) comes first even then: ESCO gives "solicitor" to a court jury
 * coordinator. Without it the two disagreed on 219 of 717 evaluated titles (`npm run
 * compare:title-resolution`): for "School Principal" the look-up's first label was a school bus
 * attendant and for "Solicitor" a court jury coordinator, while the writer wrote a headteacher's and
 * a lawyer's ad. A trainee's title keeps the look-up's built-in training title first.
 */
export async function lookUpJobTitles(text: string, lang: Lang, limit: number): Promise<JobTitleOption[]> {
  const [matched, occupation] = await Promise.all([searchJobTitlesMatched(text, lang, limit), writerTitleOccupation(text, lang)]);
  const found = matched.map(({ option }) => option);
  const id = occupation?.escoUuid;
  const [top] = matched;
  if (!id || top?.option.id === id || (top?.asTyped && !occupation.named) || (top && isTrainingTitle(top.option.id))) return found;
  const first = found.find((option) => option.id === id) ?? (await getJobTitle(id, lang));
  if (!first) return found;
  return [first, ...found.filter((option) => option.id !== id)].slice(0, limit);
}
