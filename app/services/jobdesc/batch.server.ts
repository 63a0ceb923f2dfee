import { z } from "zod";
import { LANGUAGES, TONALITIES } from "~/lib/jobdesc/constants";
import { plainText } from "~/lib/jobdesc/html";
import type { GenerateResult, JobDescriptionWriter } from "./types";

/**
 * One request line of `npm run -s jd:write` (issue 50 §6) and of the evaluation set: all but title
 * and language optional; an unknown key is an error for that line (`.strict()`).
 */
export const batchRequestSchema = z
  .object({
    title: z.string().trim().min(1).max(150),
    language: z.enum(LANGUAGES),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "a two-letter country code (ISO 3166-1)")
      .transform((c) => c.toUpperCase())
      .optional(),
    location: z.string().trim().max(150).optional(),
    tone: z.enum(TONALITIES).optional(),
    instructions: z.string().max(500).optional(),
    seniority: z.string().trim().max(50).optional(),
  })
  .strict();
export type BatchRequest = z.infer<typeof batchRequestSchema>;

export interface BatchResult {
  title: string;
  /** plain text, one bullet a line */
  tasks: string;
  requirements: string;
  suggestions: string[];
  source: string;
  warnings: string[];
}

/** Section HTML → the intro line, then one "- " line per bullet. */
export function sectionLines(html: string) {
  const lines: string[] = [];
  for (const [, tag, inner] of html.matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)) {
    const text = plainText(inner);
    if (text) lines.push(tag === "li" ? `- ${text}` : text);
  }
  return lines.join("\n");
}

export function toBatchResult(result: GenerateResult): BatchResult {
  return {
    title: result.jobTitle,
    tasks: sectionLines(result.tasksResponsibilities),
    requirements: sectionLines(result.requirements),
    suggestions: result.jobTitleSuggestions,
    source: result.source,
    warnings: result.warnings ?? [],
  };
}

export async function writeBatchRequest(request: BatchRequest, writer: JobDescriptionWriter): Promise<BatchResult> {
  const result = await writer.write({
    language: request.language,
    tone: request.tone ?? "formal",
    jobTitle: request.title,
    tasksResponsibilities: "",
    requirements: "",
    generateJobTitleSuggestions: true,
    generateTasksResponsibilities: true,
    generateRequirements: true,
    instructions: request.instructions ?? "",
    facts: { country: request.country ?? null, location: request.location ?? null, seniority: request.seniority ?? null },
  });
  return toBatchResult(result);
}
