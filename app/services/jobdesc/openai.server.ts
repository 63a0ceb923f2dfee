import { z } from "zod";
import { chatCompletionJson, type AiConfig } from "../ai/chat-completion.server";
import { plainText, textToSectionHtml } from "~/lib/jobdesc/html";
import type { GenerateRequest, GenerateResult, JobDescriptionWriter } from "./types";

/**
 * OpenAI-compatible chat-completions writer (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS, as
 * the recommendation reasons use). The answer must match a strict JSON schema (Zod); its texts are
 * sanitised to the section HTML allow-list. Any failure throws (status, timeout, malformed JSON);
 * the job turns it into the generation's error state.
 */
export type AiWriterConfig = AiConfig;

const LANGUAGE_NAMES = { en: "English", de: "German", nl: "Dutch" } as const;
const TONE = {
  en: { formal: 'formal ("you will")', informal: 'informal ("you\'ll")' },
  de: { formal: 'formal ("Sie")', informal: 'informal ("du")' },
  nl: { formal: 'formal ("u")', informal: 'informal ("je")' },
} as const;

export const answerSchema = z
  .object({
    tasks_responsibilities: z.array(z.string().min(1).max(400)).max(12),
    requirements: z.array(z.string().min(1).max(400)).max(12),
    job_title_suggestions: z.array(z.string().min(1).max(150)).max(10).default([]),
  })
  .strict();

/** Items become "- " lines of plain text (markup and script content dropped), then section HTML. */
const list = (items: string[]) => textToSectionHtml(items.map((i) => `- ${plainText(i)}`).filter((l) => l.length > 2).join("\n"));

export function openAiWriter(config: AiWriterConfig, fetchImpl: typeof fetch = fetch): JobDescriptionWriter {
  return {
    name: "openai",
    async write(request: GenerateRequest): Promise<GenerateResult> {
      const json = await chatCompletionJson(
        config,
        {
          temperature: 0.4,
          system:
            `You write job advertisements. Write in ${LANGUAGE_NAMES[request.language]}, ${TONE[request.language][request.tone]} tone, ` +
            "gender-inclusive and free of age or origin bias. Answer only with JSON: " +
            '{"tasks_responsibilities":["…"],"requirements":["…"],"job_title_suggestions":["…"]} with 4 to 8 short items per list.',
          user: JSON.stringify({
            job_title: request.jobTitle,
            tasks_responsibilities: request.tasksResponsibilities,
            requirements: request.requirements,
            generate_tasks_responsibilities: request.generateTasksResponsibilities,
            generate_requirements: request.generateRequirements,
            generate_job_title_suggestions: request.generateJobTitleSuggestions,
            instructions: request.instructions,
          }),
        },
        fetchImpl,
      );
      const answer = answerSchema.parse(json);
      return {
        jobTitle: request.jobTitle,
        tasksResponsibilities: request.generateTasksResponsibilities ? list(answer.tasks_responsibilities) : request.tasksResponsibilities,
        requirements: request.generateRequirements ? list(answer.requirements) : request.requirements,
        jobTitleSuggestions: request.generateJobTitleSuggestions
          ? answer.job_title_suggestions.map(plainText).filter(Boolean)
          : [],
        source: `AI (${config.model})`,
      };
    },
  };
}
