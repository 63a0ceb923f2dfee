import { upsertTaxonomy, type TermRow } from "~/models/taxonomy.server";
import { locationRows } from "~/services/catalogue/data/locations";
import type { Vocabulary } from "~/lib/catalogue/options";
import { JOB_FUNCTIONS, VOCABULARIES } from "~/services/catalogue/data/taxonomy";

/** Writes the built-in taxonomy (job functions, vocabularies, the 29 countries). Idempotent. */
export async function seedTaxonomy() {
  const jobFunctions = JOB_FUNCTIONS.flatMap((f, i) => [
    { id: f.id, parentId: null, labels: f.labels, isco: f.isco, sort: i * 100 },
    ...(f.children ?? []).map((c, j) => ({ id: c.id, parentId: f.id, labels: c.labels, isco: c.isco, sort: i * 100 + j + 1 })),
  ]);
  const terms: TermRow[] = (Object.keys(VOCABULARIES) as Vocabulary[]).flatMap((vocabulary) =>
    VOCABULARIES[vocabulary].map((t, sort) => ({ vocabulary, id: t.id, labels: t.labels, sort })),
  );
  const locations = locationRows();
  await upsertTaxonomy({ jobFunctions, terms, locations });
  return { jobFunctions: jobFunctions.length, terms: terms.length, locations: locations.length };
}

/** Longest ISCO prefix wins: "2512" → it-dev (prefix 251) rather than IT (prefix 25…). */
export function functionForIsco(code: string): string | null {
  let best: { id: string; length: number } | null = null;
  for (const f of JOB_FUNCTIONS) {
    for (const node of [f, ...(f.children ?? [])]) {
      for (const prefix of node.isco) {
        if (code.startsWith(prefix) && (!best || prefix.length > best.length)) best = { id: node.id, length: prefix.length };
      }
    }
  }
  return best?.id ?? null;
}
