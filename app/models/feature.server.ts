import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { featureFlags } from "~/db/schema";
import { FEATURE_DEFAULTS, isFeatureName, type Features } from "~/lib/features";

/** The company's flags: the defaults, overridden by its feature_flags rows. */
export async function getCompanyFeatures(companyId: string): Promise<Features> {
  const db = await getDb();
  const rows = await db
    .select({ name: featureFlags.name, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.companyId, companyId));
  return featuresFromRows(Object.fromEntries(rows.map((row) => [row.name, row.enabled])));
}

/** The defaults, overridden by a company's stored flags (unknown names are ignored). */
export function featuresFromRows(rows: Record<string, boolean>): Features {
  const features: Features = { ...FEATURE_DEFAULTS };
  for (const [name, enabled] of Object.entries(rows)) if (isFeatureName(name)) features[name] = enabled;
  return features;
}

export async function setCompanyFeature(companyId: string, name: keyof Features, enabled: boolean) {
  const db = await getDb();
  await db
    .insert(featureFlags)
    .values({ companyId, name, enabled })
    .onConflictDoUpdate({ target: [featureFlags.companyId, featureFlags.name], set: { enabled } });
}
