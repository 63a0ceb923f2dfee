import { getDb } from "~/db/client.server";
import { pageViewEvents } from "~/db/schema";

export interface PageView {
  companyId: string | null;
  userId: string | null;
  url: string;
  title: string;
  locale: string;
  campaignId: string | null;
}

/** spec 1 §2: each page view is an analytics event with URL, title, locale and campaign id. */
export async function recordPageView(view: PageView) {
  const db = await getDb();
  await db.insert(pageViewEvents).values(view);
}
