import { z } from "zod";
import { LANGUAGES, TONALITIES } from "~/lib/jobdesc/constants";
import { plainText } from "~/lib/jobdesc/html";
import type { GenerateRequest, GenerateResult, JobDescriptionWriter } from "./types";

/**
 * `npm run -s jd:write -- --input FILE` (issue 50 §6) and the evaluation: one request line in,
 * one result line out, with the writer the app uses (scripts/jd-write.ts).
 */

/**
 * One request line of the batch command and of the evaluation set: all but title
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

/** Section HTML → plain text, one bullet a line ("- …"); the section's intro sentence is left out. */
export function sectionLines(html: string) {
  const lines: string[] = [];
  for (const [, inner] of html.matchAll(/<li>([\s\S]*?)<\/li>/g)) {
    const text = plainText(inner);
    if (text) lines.push(`- ${text}`);
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

export function generateRequestOf(request: BatchRequest): GenerateRequest {
  return {
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
  };
}

export async function writeBatchRequest(request: BatchRequest, writer: JobDescriptionWriter): Promise<BatchResult> {
  return toBatchResult(await writer.write(generateRequestOf(request)));
}

/** One input line → its output line: the result, or `{ "line": n, "error": "…" }` for a bad line. */
export async function writeBatchLine(line: string, lineNumber: number, writer: JobDescriptionWriter): Promise<BatchResult | { line: number; error: string }> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { line: lineNumber, error: "not a JSON object" };
  }
  const parsed = batchRequestSchema.safeParse(json);
  if (!parsed.success) {
    const error = parsed.error.issues
      .map((i) => (i.code === "unrecognized_keys" ? `unknown key${i.keys.length > 1 ? "s" : ""}: ${i.keys.join(", ")}` : `${i.path.join(".") || "line"}: ${i.message}`))
      .join("; ");
    return { line: lineNumber, error };
  }
  try {
    return await writeBatchRequest(parsed.data, writer);
  } catch (err) {
    return { line: lineNumber, error: err instanceof Error ? err.message : String(err) };
  }
}
