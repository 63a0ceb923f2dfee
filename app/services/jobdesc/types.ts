import type { JobdescLanguage, Tonality } from "~/lib/jobdesc/constants";

/**
 * One interface for every job-description writer (issue 13 §2), in the words of spec 2 §7
 * "AI generate" / "AI result": the request carries language, tone, job title, the existing texts,
 * which parts to generate and free instructions; the result the texts and job-title suggestions.
 */
export interface GenerateRequest {
  language: JobdescLanguage;
  tone: Tonality;
  jobTitle: string;
  /** existing texts (sanitised HTML), kept when their part is not generated */
  tasksResponsibilities: string;
  requirements: string;
  generateJobTitleSuggestions: boolean;
  generateTasksResponsibilities: boolean;
  generateRequirements: boolean;
  instructions: string;
  /**
   * issue 50 §1: what the writer knows besides spec 2 §7's fields — where the job is, at what
   * level, and what the job ad already says. Optional: spec 2 §7's request stays as it is.
   */
  facts?: JobFacts;
}

export interface JobFacts {
  /** ISO 3166-1 alpha-2, e.g. "DE" */
  country?: string | null;
  location?: string | null;
  seniority?: string | null;
  salary?: string | null;
  hours?: string | null;
  contractType?: string | null;
  howToApply?: string | null;
}

export interface GenerateResult {
  jobTitle: string;
  /** sanitised HTML */
  tasksResponsibilities: string;
  requirements: string;
  jobTitleSuggestions: string[];
  /** where the content came from, for the decision record and the UI's source line */
  source: string;
  /** what the user should know: no occupation matched, instructions not used, a fallback (issue 50 §2, §4, §8) */
  warnings?: string[];
}

export interface JobDescriptionWriter {
  readonly name: "embedded" | "openai";
  write(request: GenerateRequest): Promise<GenerateResult>;
}
