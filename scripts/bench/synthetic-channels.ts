import { CHANNEL_TYPES } from "../../app/lib/catalogue/constants";
import type { ChannelInsert } from "../../app/models/channel.server";
import { getTaxonomy } from "../../app/models/taxonomy.server";

/** A deterministic pseudo-random sequence, so both drivers get the same catalogue. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

/** `count` channels spread over the taxonomy (bench:catalogue, bench:http --large). */
export async function syntheticChannels(count: number): Promise<ChannelInsert[]> {
  const taxonomy = await getTaxonomy();
  const random = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const some = <T>(list: readonly T[], max: number) => [...new Set(Array.from({ length: Math.floor(random() * (max + 1)) }, () => pick(list)))];
  const places = taxonomy.locations.map((l) => l.id);
  const countries = taxonomy.locations.filter((l) => l.kind === "country").map((l) => l.id);
  const functions = taxonomy.jobFunctions.map((f) => f.id);
  const words = ["jobs", "careers", "talent", "work", "hire", "vacatures", "stellen", "praca", "empleo", "lavoro", "nurse", "tech", "pro", "net", "hub"];
  return Array.from({ length: count }, (_, i) => {
    const international = random() < 0.05;
    const locationIds = international ? [] : random() < 0.7 ? [pick(countries)] : some(places, 3);
    const jobFunctionIds = random() < 0.5 ? [] : some(functions, 3);
    const name = `${pick(words)} ${pick(words)} ${i}`;
    return {
      slug: `bench-${i}`,
      name,
      homepage: `https://bench-${i}.example`,
      type: pick(CHANNEL_TYPES),
      audience: jobFunctionIds.length ? "niche" : "generic",
      focus: { en: `Focus of ${name}` },
      description: { en: `Description of ${name}` },
      durationDays: 30,
      processDays: 1,
      priceCents: Math.floor(random() * 150_000),
      locationIds,
      jobFunctionIds,
      industryIds: random() < 0.6 ? [] : some(taxonomy.terms.industry.map((t) => t.id), 2),
      seniorityIds: random() < 0.7 ? [] : some(taxonomy.terms.seniority.map((t) => t.id), 2),
      workingTermIds: random() < 0.8 ? [] : some(taxonomy.terms.working_term.map((t) => t.id), 2),
      isAddon: random() < 0.03,
      isEvent: random() < 0.02,
      availableForPurchase: random() < 0.9,
      locationMatchIds: taxonomy.locationTree.matchClosure(locationIds),
      jobFunctionMatchIds: taxonomy.functionTree.matchClosure(jobFunctionIds),
      countryCodes: taxonomy.locationTree.roots(locationIds),
      editorialBoost: Math.floor(random() * 100),
      // the same words as before the search's tiers (decision 087), one in each tier
      searchSpecialism: name,
      searchLabels: pick(words),
      searchText: pick(words),
    };
  });
}
