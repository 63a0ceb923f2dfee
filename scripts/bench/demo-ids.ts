import { assertPage } from "./sign-in";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * Ids of demo campaigns, read from the campaign list as a user finds them, so the same code
 * works on both drivers while the server holds the database.
 */
export async function demoCampaignIds(appUrl: string, cookie: string) {
  const ordered = await assertPage(`${appUrl}/campaigns?status=ordered`, cookie);
  const orderedId = new RegExp(`\\?id=(${UUID})`).exec(ordered)?.[1];
  const pending = await assertPage(`${appUrl}/campaigns?status=pending`, cookie);
  // a draft with a target group: the builder and checkout need one
  const pendingId = new RegExp(`/cb/?\\?id=(${UUID})`).exec(pending)?.[1];
  if (!orderedId || !pendingId) throw new Error("no ordered or no pending demo campaign in /campaigns");
  return { orderedId, pendingId };
}
