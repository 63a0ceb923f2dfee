import { textToSectionHtml } from "~/lib/jobdesc/html";
import { composeRequirements, composeResponsibilities, titleInText, titleSuggestions, toHtml } from "~/lib/jobdesc/compose";
import { BUILTIN_ESCO_CONCEPTS } from "~/services/catalogue/data/job-titles";
import { searchJobTitles } from "~/models/taxonomy.server";
import { isUuid } from "~/lib/uuid";
import { escoOccupations, onetProfile } from "./reference-data.server";
import type { GenerateRequest, GenerateResult, JobDescriptionWriter } from "./types";

/**
 * The default writer (issue 13 §2): no AI service. The job title is matched to an occupation in
 * job_titles (ESCO or the built-in list), whose ESCO description (in the chosen language) and
 * O*NET profile (through the Nesta crosswalk or the ISCO-08 unit) are composed into texts in the
 * chosen tone; alternative labels become job-title suggestions. Of free instructions it follows
 * what a template writer can (named skills, tools and topics; "short"): docs/decisions/043.
 */
export interface Occupation {
  escoUuid: string | null;
  iscoCode: string | null;
  labels: string[];
}

export type OccupationLookup = (jobTitle: string, language: GenerateRequest["language"]) => Promise<Occupation | null>;

/** job_titles: ids are ESCO concept uuids or "hw-<slug>" for the built-in list. */
export const findOccupation: OccupationLookup = async (jobTitle, language) => {
  const [match] = await searchJobTitles(jobTitle, language, 1);
  if (!match) return null;
  const slug = match.id.replace(/^hw-/, "");
  const escoUuid = isUuid(match.id) ? match.id : (BUILTIN_ESCO_CONCEPTS[slug] ?? null);
  return { escoUuid, iscoCode: match.iscoCode ?? null, labels: [match.label] };
};

export function embeddedWriter(referenceDir: string, lookup: OccupationLookup = findOccupation): JobDescriptionWriter {
  return {
    name: "embedded",
    async write(request: GenerateRequest): Promise<GenerateResult> {
      // the title as typed: the occupation's label finds its data, it never replaces the title (issue 41 §1)
      const jobTitle = request.jobTitle.trim();
      const occupation = await lookup(titleInText(jobTitle, request.language), request.language);
      const esco = occupation?.escoUuid ? escoOccupations(referenceDir, request.language).get(occupation.escoUuid) : undefined;
      const escoEn = occupation?.escoUuid ? escoOccupations(referenceDir, "en").get(occupation.escoUuid) : undefined;
      const isco = occupation?.iscoCode ?? esco?.iscoGroup ?? null;
      const titleHints = [jobTitle, ...(escoEn ? [escoEn.preferredLabel, ...escoEn.altLabels.slice(0, 10)] : [])];
      const onet = occupation ? onetProfile(referenceDir, occupation.escoUuid, isco, titleHints) : null;
      const input = {
        language: request.language,
        tone: request.tone,
        jobTitle,
        description: esco?.description ?? null,
        onet,
        isco,
        titleHints,
        instructions: request.instructions,
      };
      const tasks = composeResponsibilities(input);
      const profile = composeRequirements(input);
      const sources = [esco ? "ESCO" : null, onet ? `O*NET ${onet.code}` : null].filter(Boolean);
      return {
        jobTitle,
        tasksResponsibilities: request.generateTasksResponsibilities ? textToSectionHtml(toHtml(tasks)) : request.tasksResponsibilities,
        requirements: request.generateRequirements ? textToSectionHtml(toHtml(profile)) : request.requirements,
        jobTitleSuggestions: request.generateJobTitleSuggestions
          ? titleSuggestions([...(esco ? [esco.preferredLabel, ...esco.altLabels] : []), ...(occupation?.labels ?? [])], jobTitle, request.language)
          : [],
        source: sources.length ? sources.join(", ") : "built-in",
      };
    },
  };
}
