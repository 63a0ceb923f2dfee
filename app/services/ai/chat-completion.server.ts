import { z } from "zod";

/**
 * One call to an OpenAI-compatible chat-completions API (AI_BASE_URL, AI_API_KEY, AI_MODEL) that
 * must answer JSON: used by the channel-recommendation reasons and the job-description writer.
 * Throws on an error status, a timeout, a malformed completion or content that is not JSON; each
 * caller checks the JSON against its own schema.
 */
export interface AiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export async function chatCompletionJson(
  config: AiConfig,
  request: {
    temperature: number;
    system: string;
    user: string;
    /** a JSON schema the answer must follow (structured output); without one, any JSON object */
    schema?: { name: string; schema: Record<string, unknown> };
  },
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
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
      temperature: request.temperature,
      response_format: request.schema
        ? { type: "json_schema", json_schema: { name: request.schema.name, strict: true, schema: request.schema.schema } }
        : { type: "json_object" },
      messages: [
        { role: "system", content: request.system },
        { role: "user", content: request.user },
      ],
    }),
  });
  if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
  const completion = completionSchema.parse(await response.json());
  // some models wrap JSON in a Markdown fence despite response_format
  const content = completion.choices[0].message.content.replace(/^```(?:json)?\s*|\s*```$/g, "");
  return JSON.parse(content);
}
