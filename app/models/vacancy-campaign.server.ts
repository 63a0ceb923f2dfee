import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { campaigns, formStates, users, vacancies } from "~/db/schema";
import type { TargetGroup } from "~/lib/campaign/target-group";
import { VACANCY_DRAFT_STATUSES } from "~/lib/vacancies/draft";
import { JOB_AD_FORM, type JobAdState } from "~/lib/validation/job-ad";

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface VacancyDraft {
  id: string;
  createdAt: Date;
  hasTargetGroup: boolean;
  /** who made it, so that a colleague's draft is named as theirs */
  createdBy: string | null;
  authorName: string | null;
}

function draftOf(db: Db | Tx, companyId: string, vacancyId: string) {
  return db
    .select({
      id: campaigns.id,
      createdAt: campaigns.createdAt,
      hasTargetGroup: sql<boolean>`${campaigns.targetGroup} is not null`,
      createdBy: campaigns.createdBy,
      authorName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.createdBy))
    .where(
      and(
        eq(campaigns.companyId, companyId),
        eq(campaigns.vacancyId, vacancyId),
        inArray(campaigns.status, [...VACANCY_DRAFT_STATUSES]),
      ),
    )
    // the order of the vacancy lists (campaigns_company_vacancy), so the card's "Continue draft"
    // and a Start campaign sent from an older page open the same draft
    .orderBy(desc(campaigns.createdAt), asc(campaigns.id))
    .limit(1);
}

/**
 * The vacancy's newest campaign that is still a draft (not ordered, no order request): Start
 * campaign continues it rather than making another campaign of the same name.
 */
export async function findVacancyDraft(companyId: string, vacancyId: string): Promise<VacancyDraft | undefined> {
  const [row] = await draftOf(await getDb(), companyId, vacancyId);
  return row;
}

/**
 * A campaign made from a vacancy (issue 12 §4): the campaign, linked to the vacancy, with its job ad
 * and the checkout's job reference id prefilled. One transaction, so a failure leaves nothing half-created.
 * With `reuseDraft` a draft made meanwhile (another tab, a colleague) is answered instead: the
 * vacancy's row is locked first, so two such starts at once make one campaign, not two.
 */
export async function insertVacancyCampaign(
  companyId: string,
  userId: string | null,
  campaign: { name: string; vacancyId: string; targetGroup: TargetGroup | null },
  jobAd: JobAdState,
  jobReferenceId: string,
  { reuseDraft = false }: { reuseDraft?: boolean } = {},
): Promise<{ id: string; draft: VacancyDraft | null }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (reuseDraft) {
      await tx
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(and(eq(vacancies.companyId, companyId), eq(vacancies.id, campaign.vacancyId)))
        .for("update");
      const [draft] = await draftOf(tx, companyId, campaign.vacancyId);
      if (draft) return { id: draft.id, draft };
    }
    const [row] = await tx
      .insert(campaigns)
      .values({ companyId, createdBy: userId, ...campaign })
      .returning({ id: campaigns.id });
    await tx.insert(formStates).values([
      { companyId, name: JOB_AD_FORM, referenceId: row.id, state: jobAd as Record<string, unknown>, updatedBy: userId },
      { companyId, name: "checkout", referenceId: row.id, state: { jobReferenceId }, updatedBy: userId },
    ]);
    return { id: row.id, draft: null };
  });
}
