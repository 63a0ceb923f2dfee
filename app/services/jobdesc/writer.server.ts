import { getCatalogueEnv, referenceDataDir } from "../catalogue/env.server";
import type { JobdescLanguage } from "~/lib/jobdesc/constants";
import { embeddedWriter, indexLookup, readRequest, titleOccupation, type Occupation } from "./embedded.server";
import { openAiWriter } from "./openai.server";
import type { JobDescriptionWriter } from "./types";

/**
 * Chooses the writer from the environment, like the catalogue's provider: the OpenAI-compatible
 * API when AI_BASE_URL and AI_MODEL are set (with the embedded writer's facts in its prompt and the
 * embedded writer as its fallback, issue 50 §8), else the embedded writer on REFERENCE_DATA_DIR.
 * `database: false` (the batch command, no server): the embedded writer finds occupations in the
 * reference data only, never through the app's database.
 */
export function getWriter(options: { database?: boolean } = {}): JobDescriptionWriter {
  const env = getCatalogueEnv();
  const dir = referenceDataDir(env);
  const lookup = indexLookup(dir, options.database === false ? null : undefined);
  const builtIn = embeddedWriter(dir, lookup);
  if (env.AI_BASE_URL && env.AI_MODEL) {
    const config = { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS };
    return openAiWriter(config, { writer: builtIn, read: (request) => readRequest(request, dir, lookup) });
  }
  return builtIn;
}

/**
 * The occupation the built-in writer reads for a typed title, from the reference data alone (no
 * database): the campaign builder's job-title look-up puts it first, so the builder and the writer
 * resolve a title the same way. Null when REFERENCE_DATA_DIR holds no ESCO files, or the title names
 * no occupation (the writer then asks for the field).
 */
export async function writerTitleOccupation(title: string, language: JobdescLanguage): Promise<Occupation | null> {
  const dir = referenceDataDir(getCatalogueEnv());
  return (await titleOccupation(dir, title, language, indexLookup(dir, null))).occupation;
}
