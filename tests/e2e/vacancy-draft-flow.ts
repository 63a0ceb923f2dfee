import { expect, type Page } from "@playwright/test";

/**
 * Shared by vacancy-draft.spec.ts and vacancy-draft.no-js.spec.ts. Each uses a vacancy no other
 * test starts a campaign on and deletes its drafts afterwards: the recruiter's campaigns are shared.
 */
export const idOf = (page: Page) => new URL(page.url()).searchParams.get("id")!;

/** Deletes the test's drafts through the campaign list's own action. */
export async function deleteDrafts(page: Page, ids: string[]) {
  for (const campaignId of ids) {
    const response = await page.request.post("/campaigns", { form: { intent: "delete", campaignId }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
  }
}
