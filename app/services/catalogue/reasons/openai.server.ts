import { z } from "zod";
import { chatCompletionJson, type AiConfig } from "../../ai/chat-completion.server";
import type { Lang } from "~/lib/catalogue/options";

/**
 * OpenAI-compatible chat-completions adapter for AI channel recommendations (AI_BASE_URL,
 * AI_API_KEY, AI_MODEL). It only picks among the candidates it is given and only returns reasons;
 * prices and facts stay ours. Any failure throws; the caller turns it into an empty AI list
 * (spec 1 §8 "Failed AI recommendations → empty list").
 */
export type { AiConfig };

export interface AiCandidate {
  id: string;
  name: string;
  focus: string;
  priceEur: number;
  daysOnline: number;
  matches: string[];
}

export interface AiRequest {
  lang: Lang;
  /** the target group in words ("Nurse in Munich, Bavaria, Germany") */
  prompt: string;
  candidates: AiCandidate[];
  max: number;
}

const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", de: "German", nl: "Dutch" };
/** The interface's form of address where the language has two: the Dutch interface says "je", never "u". */
const ADDRESS: Partial<Record<Lang, string>> = { nl: ' Address the reader informally ("je", "jouw"), never with "u" or "uw".' };

const answerSchema = z.object({
  recommendations: z.array(z.object({ id: z.string(), reason: z.string().min(1) })),
});

/** Strips markup and control characters: the reason is shown as plain text. */
export function cleanReason(text: string) {
  return text
    .replace(/<[^>]*>/g, "")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 280);
}

export async function openAiRecommend(config: AiConfig, request: AiRequest, fetchImpl: typeof fetch = fetch) {
  const json = await chatCompletionJson(
    config,
    {
      temperature: 0.2,
      system:
        `You advise recruiters which job-advertising channels to book. From the candidate channels, choose at most ${request.max} ` +
        `that best reach the target group. For each, write one short reason (max 200 characters) in ${LANGUAGE_NAMES[request.lang]}.${ADDRESS[request.lang] ?? ""} ` +
        `Use only ids from the list. Answer only with JSON: {"recommendations":[{"id":"…","reason":"…"}]}.`,
      user: JSON.stringify({ targetGroup: request.prompt, candidates: request.candidates }),
    },
    fetchImpl,
  );
  const answer = answerSchema.parse(json);
  const allowed = new Set(request.candidates.map((c) => c.id));
  const seen = new Set<string>();
  const picks: { id: string; reason: string }[] = [];
  for (const item of answer.recommendations) {
    if (!allowed.has(item.id) || seen.has(item.id)) continue;
    const reason = cleanReason(item.reason);
    if (!reason) continue;
    seen.add(item.id);
    picks.push({ id: item.id, reason });
    if (picks.length >= request.max) break;
  }
  return picks;
}
