import { z } from "zod";
import { GENERATION_ERRORS, LANGUAGES, TONALITIES } from "~/lib/jobdesc/constants";
import { claimGeneration, finishGeneration } from "~/models/jobdesc.server";
import { referenceDataDir } from "../catalogue/env.server";
import { warmupSteps } from "../jobdesc/reference-data.server";
import { getWriter } from "../jobdesc/writer.server";
import type { JobDescriptionWriter } from "../jobdesc/types";
import { logger } from "~/platform/logger.server";
import { enqueue } from "./runner.server";
import { defineJob } from "./types";

/**
 * spec 2 §4 "Generation" as a background job (issue 13 §2): the request row is claimed once
 * (pending → running), written by the configured writer and stored as success or error. The page
 * polls the row; nothing here knows about pages.
 */
export const JOBDESC_GENERATE = "jobdesc-generate";

export interface JobdescGenerateData {
  companyId: string;
  generationId: string;
}

export const generateRequestSchema = z.object({
  language: z.enum(LANGUAGES),
  tone: z.enum(TONALITIES),
  jobTitle: z.string().min(1),
  tasksResponsibilities: z.string(),
  requirements: z.string(),
  generateJobTitleSuggestions: z.boolean(),
  generateTasksResponsibilities: z.boolean(),
  generateRequirements: z.boolean(),
  instructions: z.string(),
});

export const generateResultSchema = z.object({
  jobTitle: z.string(),
  tasksResponsibilities: z.string(),
  requirements: z.string(),
  jobTitleSuggestions: z.array(z.string()),
  source: z.string(),
});

export async function runJobdescGeneration(data: JobdescGenerateData, writer: JobDescriptionWriter = getWriter()) {
  const row = await claimGeneration(data.companyId, data.generationId);
  if (!row) return { status: "skipped" as const };
  try {
    const request = generateRequestSchema.parse(row.request);
    const result = generateResultSchema.parse(await writer.write(request));
    await finishGeneration(data.companyId, row.id, { result });
    return { status: "success" as const };
  } catch (err) {
    // the user sees the catalogue message; the cause goes to the log
    logger.warn({ err, generationId: row.id, writer: writer.name }, "job-description generation failed");
    await finishGeneration(data.companyId, row.id, { error: GENERATION_ERRORS.generate });
    return { status: "error" as const };
  }
}

/** Hands the request to the runner; without one (a script, a failed send) it runs in this process. */
export async function enqueueJobdescGeneration(data: JobdescGenerateData) {
  const sent = await enqueue(JOBDESC_GENERATE, data);
  if (!sent) {
    void runJobdescGeneration(data).catch((err: unknown) => logger.error({ err }, "job-description generation crashed"));
  }
}

/**
 * At start: read the reference data in the background (not awaited), so the first user's
 * generation does not pay for parsing ESCO and O*NET. The parsing is synchronous and takes about
 * 1.1 s in all: done in one go right at start it held up the first pages (warm start 3.5 s instead
 * of 2.9, issue 10). It begins a few seconds after start and reads one part per turn of the event
 * loop, so a request waits at most for one part.
 */
export const JOBDESC_WARMUP = "jobdesc-reference-warmup";
export const JOBDESC_WARMUP_DELAY_MS = 3_000;
export function runJobdescWarmup() {
  const steps = warmupSteps(referenceDataDir());
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    try {
      step();
    } catch (err) {
      logger.warn({ err }, "job-description reference data could not be read");
      return;
    }
    setTimeout(next, 0).unref();
  };
  setTimeout(next, JOBDESC_WARMUP_DELAY_MS).unref();
  return Promise.resolve({ warming: true });
}

export const jobdescJobs = [
  defineJob<JobdescGenerateData>({
    name: JOBDESC_GENERATE,
    handler: (data) => runJobdescGeneration(data),
    // the page polls every 2 s: a half-second poll here keeps a generation within the first poll
    pollingIntervalSeconds: 0.5,
    // a writer may take up to AI_TIMEOUT_MS; no retry: a failed request is reported, not repeated
    queue: { retryLimit: 0, expireInSeconds: 180 },
  }),
  defineJob({ name: JOBDESC_WARMUP, handler: runJobdescWarmup, runAtStart: true, queue: { retryLimit: 0 } }),
];
