import type { ApplicationStage } from "./types";

/**
 * An ATS stage name classified into our stages (issue 52 §3: interviews and offers per channel).
 * Companies name and rename their stages freely, in their own language: the words below cover the
 * three vendors' default pipelines (Greenhouse "Application Review / Phone Screen / Face to Face /
 * Offer", Lever "New applicant / Recruiter screen / Phone interview / On-site interview / Offer",
 * Personio's phases) in English, German and Dutch. A name none matches is "applied"; the import
 * keeps the furthest stage ever reached, so a rename to an unknown word does not undo an interview.
 */
const PATTERNS: [Exclude<ApplicationStage, "applied" | "hired">, RegExp][] = [
  ["offer", /\b(offer|angebot|vertrag|contract|aanbod)\w*/i],
  ["interview", /(interview|face to face|on-?site|gespräch|gesprek|assessment|kennismaking|vorstellung)/i],
  ["screening", /(screen|review|prüfung|selectie|qualif|phone call|telefon)/i],
];

export function classifyStage(name: string | null | undefined): ApplicationStage {
  if (!name) return "applied";
  return PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? "applied";
}

const RANK: Record<ApplicationStage, number> = { applied: 0, screening: 1, interview: 2, offer: 3, hired: 4 };

export function furthestStage(...stages: ApplicationStage[]): ApplicationStage {
  return stages.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), "applied");
}

/** `stage` is `wanted` or beyond it (an offer stage has passed the interview). */
export const atLeast = (stage: ApplicationStage, wanted: ApplicationStage) => RANK[stage] >= RANK[wanted];
