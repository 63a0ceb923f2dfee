import type { Lang } from "~/lib/catalogue/options";
import { getJobTitle, isTrainingTitle, searchJobTitlesMatched, type JobTitleOption } from "~/models/taxonomy.server";
import { writerTitleOccupation } from "~/services/jobdesc/writer.server";

/**
 * The job-title look-up of the campaign builder, the vacancy import, the channel search's
 * occupation and market insights (decision 088): the database's suggestions, with the occupation
 * the job-description writer reads for the same title first, so both describe one occupation.
 * The database's first suggestion stays first when the typed title (or its occupation words) is
 * one of its labels, or the whole text begins one, and the writer only matched labels too: ESCO
 * names that occupation so, or the recruiter is still typing its name ("Pflege" of
 * "Pflegefachkraft"). A title the writer's own lists name with evidence (Occupation.named) comes
 * first even then: ESCO gives "solicitor" to a court jury coordinator. A trainee's title keeps the
 * built-in training title first.
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
