import { BUILTIN_ESCO_CONCEPTS } from "~/lib/catalogue/builtin-job-titles";
import type { Lang } from "~/lib/catalogue/options";
import type { LookupNoMatch } from "~/lib/campaign/target-group-form";
import { parseTitleQuery } from "~/lib/catalogue/title-query";
import { parseTitle } from "~/lib/jobdesc/title-parse";
import { namesNoField } from "~/lib/jobdesc/title-synonyms";
import { getJobTitle, isTrainingTitle, searchJobTitlesMatched, type JobTitleOption, type MatchedTitle } from "~/models/taxonomy.server";
import type { Occupation } from "~/services/jobdesc/embedded.server";
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
 * built-in training title first, except against such a named title. A lead of no field finds
 * nothing (leadsNoField).
 */
export async function lookUpJobTitles(text: string, lang: Lang, limit: number): Promise<JobTitleOption[]> {
  if (leadsNoField(text)) return [];
  const [matched, occupation] = await Promise.all([searchJobTitlesMatched(text, lang, limit), writerTitleOccupation(text, lang)]);
  const found = matched.map(({ option }) => option);
  // an occupation ESCO lacks is the catalogue's built-in title for it ("Planner" in Dutch: hw-production-planner)
  const id = occupation?.escoUuid ?? occupation?.jobTitleId;
  const [top] = matched;
  // a trainee's title keeps the training title first, unless the writer's lists name the typed title
  // with evidence: "DevOps Engineer" had found the engineering intern by its letters
  if (!occupation || !id || top?.option.id === id || (top && isTrainingTitle(top.option.id) && !occupation.named)) return found;
  // a built-in title that stands for the writer's occupation already agrees ("Nurse": hw-nurse is ESCO's nurse)
  if (top && BUILTIN_ESCO_CONCEPTS[top.option.id.replace(/^hw-/, "")] === id) return found;
  if (top?.asTyped && !occupation.named && !writerMatchesAsTyped(text, top, matched, occupation)) return found;
  const first = found.find((option) => option.id === id) ?? (await getJobTitle(id, lang));
  if (!first) return found;
  return [first, ...found.filter((option) => option.id !== id)].slice(0, limit);
}

/**
 * Whether the writer's occupation is named by what was typed as much as the database's first
 * suggestion is, so the writer's pick, made knowing the whole title, decides between them:
 * - both are exact labels: ESCO gives "sales manager" to the motor vehicle shop manager too, and
 *   the writer reads "Senior Sales Manager" as the sales manager;
 * - the writer matched the typed text written as one word where it was typed as two, or the other way ("Headteacher" for "Head Teacher",
 *   where the database's first is the nursery school's head teacher);
 * - the first suggestion only begins with the typed text and the writer's label holds all of it as
 *   words ("Crane Operator": the mobile crane operator, not the crane operator supervisor). Not a
 *   word being typed: "Pflege" is no word of the writer's "Pfleger".
 */
function writerMatchesAsTyped(text: string, top: MatchedTitle, matched: MatchedTitle[], occupation: Occupation) {
  if (matched.some(({ option, exact }) => exact && option.id === occupation.escoUuid)) return true;
  const query = parseTitleQuery(text.trim());
  const typed = [query.text, query.core].filter(Boolean);
  const compact = (s: string) => s.toLocaleLowerCase().replace(/[\s-]+/g, "");
  const words = (s: string) => ` ${s.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
  // written differently only: the same letters would have made the writer's label exact above
  const respaced = (label: string, t: string) => compact(label) === compact(t) && label.toLocaleLowerCase() !== t.toLocaleLowerCase();
  return occupation.labels.some(
    (label) => typed.some((t) => respaced(label, t)) || (!top.exact && words(label).includes(words(query.text))),
  );
}

/**
 * A title that leads people but names no field ("Team Leader", "Teamleiter", "Teamleider",
 * "Supervisor", "Deputy Manager": the writer's FIELDLESS_LEADS, lib/jobdesc/title-synonyms.ts). ESCO
 * has no team lead of no field, nor has ISCO-08 (it files supervisors with their field), and the
 * labels holding the words are some field's lead: "Team Leader" found the zoo section leader,
 * "Teamleiter" a fruit farm's ("Teamleiter Obstbau") and "Teamleider" insulation's. The lead
 * engineer's decision (decision 088, addendum of 2026-12-07): no single occupation, as for a title
 * nothing matches — the recruiter adds the field ("Teamleiter Lager"), and the writer asks for it.
 */
export function leadsNoField(text: string) {
  return namesNoField(parseTitle(text).core);
}

/** Why a job-title look-up found nothing, where it knows: a lead of no field is asked for the field. */
export function jobTitleNoMatch(text: string): LookupNoMatch | undefined {
  return leadsNoField(text) ? "lead-without-field" : undefined;
}
