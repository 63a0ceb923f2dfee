import { GENERATION_ERRORS, POLL_MAX_ATTEMPTS } from "~/lib/jobdesc/constants";
import type { GeneratorState } from "~/lib/jobdesc/state";
import { plainText } from "~/lib/jobdesc/html";
import { textLanguage } from "~/lib/jobdesc/text-language";
import { writerTextProblems } from "~/lib/jobdesc/validation";
import { createGenerationUnlessInFlight, getGeneration, listCompanyOptions } from "~/models/jobdesc.server";
import { enqueueJobdescGeneration, generateResultSchema } from "../jobs/jobdesc.server";
import type { GenerateRequest, JobFacts } from "./types";

/**
 * The page's side of spec 2 §4 "Generation": post a request (→ id), then poll it. A poll returns
 * the state to save: on success the sections and job-title suggestions filled, on error or after
 * the last attempt the catalogue message stored in `generation.error`.
 */
export function generateRequest(state: GeneratorState, instructions: string, facts?: JobFacts): GenerateRequest {
  const { responsibilities, requirements } = state.sections;
  return {
    language: state.settings.language,
    tone: state.settings.tonality,
    jobTitle: state.settings.jobTitle,
    tasksResponsibilities: responsibilities.value,
    requirements: requirements.value,
    generateJobTitleSuggestions: true,
    generateTasksResponsibilities: Boolean(responsibilities.aiGeneration),
    generateRequirements: Boolean(requirements.aiGeneration),
    instructions,
    ...(facts ? { facts } : {}),
  };
}

export async function startGeneration(
  companyId: string,
  campaignId: string,
  userId: string | null,
  state: GeneratorState,
  instructions: string,
  facts?: JobFacts,
) {
  // the callers refuse it with the field message first (generator.server.ts); this holds for any other
  if (Object.keys(writerTextProblems(state.sections, plainText)).length) {
    throw new Error("a section text over the maximum is not sent to the writer");
  }
  // one generation in flight per job description: a repeated "Generate" waits for the same one
  const { id, created } = await createGenerationUnlessInFlight(companyId, campaignId, userId, generateRequest(state, instructions, facts));
  if (created) await enqueueJobdescGeneration({ companyId, generationId: id });
  return id;
}

/**
 * The first poll waits for a quick answer (issue 13 "Done when": a generation in ≤ 2 s): the
 * embedded writer is done well within a second, so the page need not sit out the 2000 ms interval.
 * Later polls answer at once; the interval between them stays the spec's 2000 ms.
 */
export const FIRST_POLL_WAIT_MS = 1_500;
const FIRST_POLL_STEP_MS = 100;

export async function waitForGeneration(companyId: string, campaignId: string, generationId: string, maxMs = FIRST_POLL_WAIT_MS) {
  const until = Date.now() + maxMs;
  for (;;) {
    const row = await getGeneration(companyId, campaignId, generationId);
    if (!row || row.status === "success" || row.status === "error" || Date.now() >= until) return;
    await new Promise((resolve) => setTimeout(resolve, FIRST_POLL_STEP_MS));
  }
}

/**
 * issue 41 §2 "company and benefits from the company's saved texts, in the JD's language": an empty
 * company or benefits section takes the newest saved text written in the description's language
 * (in edit mode, so "Next" offers to save or override it). A text the user wrote is never replaced.
 */
async function savedTexts(companyId: string, state: GeneratorState) {
  const filled: Partial<GeneratorState["sections"]> = {};
  for (const [section, kind] of [["company", "information"], ["benefits", "benefits"]] as const) {
    if (plainText(state.sections[section].value)) continue;
    const options = await listCompanyOptions(companyId, kind);
    const match = options.find((o) => textLanguage(plainText(o.value)) === state.settings.language);
    if (match) filled[section] = { ...state.sections[section], value: match.value, optionId: match.id };
  }
  return filled;
}

export type PollOutcome =
  | { status: "pending"; state: GeneratorState }
  | { status: "success" | "error"; state: GeneratorState };

export async function pollGeneration(
  companyId: string,
  campaignId: string,
  state: GeneratorState,
  generationId: string,
  attempt: number,
): Promise<PollOutcome> {
  const row = await getGeneration(companyId, campaignId, generationId);
  const fail = (error: string): PollOutcome => ({
    status: "error",
    state: { ...state, generation: { id: generationId, error } },
  });
  if (!row) return fail(GENERATION_ERRORS.retrieve);
  if (row.status === "error") return fail(row.error ?? GENERATION_ERRORS.generate);
  if (row.status === "success") {
    const parsed = generateResultSchema.safeParse(row.result);
    if (!parsed.success) return fail(GENERATION_ERRORS.retrieve);
    const result = parsed.data;
    const { responsibilities, requirements } = state.sections;
    return {
      status: "success",
      state: {
        ...state,
        sections: {
          ...state.sections,
          ...(await savedTexts(companyId, state)),
          // what was generated replaces the text; the flag goes off so the length rules apply again
          responsibilities: responsibilities.aiGeneration
            ? { ...responsibilities, value: result.tasksResponsibilities, aiGeneration: false }
            : responsibilities,
          requirements: requirements.aiGeneration
            ? { ...requirements, value: result.requirements, aiGeneration: false }
            : requirements,
        },
        jobTitleSuggestions: result.jobTitleSuggestions,
        // issue 50 §2, §4: no occupation matched, instructions not used, an AI fallback — shown with the text
        generation: { id: generationId, error: null, notes: result.warnings ?? [] },
        download: { newPdf: true },
      },
    };
  }
  if (attempt >= POLL_MAX_ATTEMPTS) return fail(GENERATION_ERRORS.polling);
  return { status: "pending", state };
}
