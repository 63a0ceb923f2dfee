import { getDb } from "~/db/client.server";
import { campaigns, formStates } from "~/db/schema";
import type { TargetGroup } from "~/lib/campaign/target-group";
import { JOB_AD_FORM, type JobAdState } from "~/lib/validation/job-ad";

/**
 * A campaign made from a vacancy (issue 12 §4): the campaign, linked to the vacancy, with its job ad
 * and the checkout's job reference id prefilled. One transaction, so a failure leaves nothing half-created.
 */
export async function insertVacancyCampaign(
  companyId: string,
  userId: string | null,
  campaign: { name: string; vacancyId: string; targetGroup: TargetGroup | null },
  jobAd: JobAdState,
  jobReferenceId: string,
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ companyId, createdBy: userId, ...campaign })
      .returning({ id: campaigns.id });
    await tx.insert(formStates).values([
      { companyId, name: JOB_AD_FORM, referenceId: row.id, state: jobAd as Record<string, unknown>, updatedBy: userId },
      { companyId, name: "checkout", referenceId: row.id, state: { jobReferenceId }, updatedBy: userId },
    ]);
    return row.id;
  });
}
