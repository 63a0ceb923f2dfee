import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { featureFlags } from "~/db/schema";
import { FEATURE_DEFAULTS, isFeatureName, type Features } from "~/services/features";

/** The company's flags: the defaults, overridden by its feature_flags rows. */
export async function getCompanyFeatures(companyId: string): Promise<Features> {
  const db = await getDb();
  const rows = await db
    .select({ name: featureFlags.name, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.companyId, companyId));
  const features: Features = { ...FEATURE_DEFAULTS };
  for (const row of rows) if (isFeatureName(row.name)) features[row.name] = row.enabled;
  return features;
}

export async function setCompanyFeature(companyId: string, name: keyof Features, enabled: boolean) {
  const db = await getDb();
  await db
    .insert(featureFlags)
    .values({ companyId, name, enabled })
    .onConflictDoUpdate({ target: [featureFlags.companyId, featureFlags.name], set: { enabled } });
}
