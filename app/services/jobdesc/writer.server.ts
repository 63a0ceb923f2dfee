import { getCatalogueEnv, referenceDataDir } from "../catalogue/env.server";
import { embeddedWriter, indexLookup, readRequest } from "./embedded.server";
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
