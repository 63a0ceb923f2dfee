import { z } from "zod";
import { plainText, textToSectionHtml } from "~/lib/jobdesc/html";
import type { GenerateRequest, GenerateResult, JobDescriptionWriter } from "./types";

/**
 * OpenAI-compatible chat-completions writer (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS, as
 * the recommendation reasons use). The answer must match a strict JSON schema (Zod); its texts are
 * sanitised to the section HTML allow-list. Any failure throws (status, timeout, malformed JSON);
 * the job turns it into the generation's error state.
 */
export interface AiWriterConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const LANGUAGE_NAMES = { en: "English", de: "German", nl: "Dutch" } as const;
const TONE = {
  en: { formal: 'formal ("you will")', informal: 'informal ("you\'ll")' },
  de: { formal: 'formal ("Sie")', informal: 'informal ("du")' },
  nl: { formal: 'formal ("u")', informal: 'informal ("je")' },
} as const;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
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
      const url = `${config.baseUrl.replace(/\/$/, "")}/chat/completions`;
      const response = await fetchImpl(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
        },
        signal: AbortSignal.timeout(config.timeoutMs),
        body: JSON.stringify({
          model: config.model,
          temperature: 0.4,
          response_format: { type: "json_object" },
          messages: [
            {
              role: "system",
              content:
                `You write job advertisements. Write in ${LANGUAGE_NAMES[request.language]}, ${TONE[request.language][request.tone]} tone, ` +
                "gender-inclusive and free of age or origin bias. Answer only with JSON: " +
                '{"tasks_responsibilities":["…"],"requirements":["…"],"job_title_suggestions":["…"]} with 4 to 8 short items per list.',
            },
            {
              role: "user",
              content: JSON.stringify({
                job_title: request.jobTitle,
                tasks_responsibilities: request.tasksResponsibilities,
                requirements: request.requirements,
                generate_tasks_responsibilities: request.generateTasksResponsibilities,
                generate_requirements: request.generateRequirements,
                generate_job_title_suggestions: request.generateJobTitleSuggestions,
                instructions: request.instructions,
              }),
            },
          ],
        }),
      });
      if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
      const completion = completionSchema.parse(await response.json());
      const content = completion.choices[0].message.content.replace(/^```(?:json)?\s*|\s*```$/g, "");
      const answer = answerSchema.parse(JSON.parse(content));
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
