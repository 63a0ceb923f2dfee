import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase, getDb } from "../../app/db/client.server";
import { preparedStatement } from "../../app/db/prepared-query.server";
import { DASHBOARD_PAGE_SIZE, OVERVIEW_PAGE_SIZE } from "../../app/lib/campaign/list";
import { listDashboardCampaigns, searchCampaigns } from "../../app/models/campaign-list.server";
import { signedInMember } from "./fixtures";

/**
 * Statements built once (preparedStatement in prepared-query.server.ts, issue 10): the same rows as a plain query on both
 * drivers; on PGlite the instance names a recurring text itself, as the pool's connections do.
 */
describe("statements built once", () => {
  const echo = preparedStatement<{ text: string; n: number; flag: boolean; missing: string | null; at: Date | string }>(
    "hw_test_echo",
    sql`select ${sql.placeholder("text")}::text as text, ${sql.placeholder("n")}::int as n,
               ${sql.placeholder("flag")}::boolean as flag, ${sql.placeholder("missing")}::text as missing,
               ${sql.placeholder("at")}::timestamptz as at`,
  );

  it("gives back every value as it was sent, quotes and backslashes included, call after call", async () => {
    const tricky = ["it's", "a\\'b", "'; drop table sessions; --", "$1", "ü € 漢字", ""];
    for (const text of tricky) {
      const [row] = await echo({ text, n: 42, flag: true, missing: null, at: "2026-11-26T04:00:00.000Z" });
      expect(row.text).toBe(text);
      expect(row.n).toBe(42);
      expect(row.flag).toBe(true);
      expect(row.missing).toBeNull();
      expect(new Date(row.at).toISOString()).toBe("2026-11-26T04:00:00.000Z");
    }
  });

  it("is prepared once on PGlite", async () => {
    const handle = await getDatabase();
    for (let i = 0; i < 3; i++) await echo({ text: "x", n: i, flag: false, missing: null, at: "2026-01-01T00:00:00Z" });
    if (handle.driver !== "pglite") return;
    const { rows } = await handle.pglite!.query<{ name: string }>(
      "select name from pg_prepared_statements where statement like '%::text as text,%::int as n,%'",
    );
    expect(rows).toHaveLength(1);
  });
});

/**
 * A campaign page keeps one plan (pageWindow, issue 10): PostgreSQL keeps the generic plan of a
 * named statement only when it costs no more than the plans made for the values. With the page
 * size as a value the generic plan guessed 10 % of a company's campaigns and the statement was
 * planned again on every execution; with the size in the text the first page keeps its plan.
 * PGlite is one connection, so pg_prepared_statements shows every statement the app prepared.
 */
describe("a campaign list's first page keeps one plan", () => {
  it("is planned for its values five times, then runs the generic plan", async (context) => {
    const handle = await getDatabase();
    if (handle.driver !== "pglite") return context.skip();
    const { company, user } = await signedInMember();
    const db = await getDb();
    // enough campaigns that a plan for 10 % of them (a hash join over all) costs more than one for ten
    await db.execute(sql`
      insert into campaigns (company_id, created_by, name, status, created_at)
      select ${company.id}, ${user.id}, 'Bulk ' || g,
        (array['online', 'expired', 'ordered', 'draft'])[1 + g % 4], now() - make_interval(hours => g)
      from generate_series(1, 3000) g`);
    await db.execute(sql`analyze campaigns`);
    const overview = { text: "", author: [], month: [], status: [], limit: OVERVIEW_PAGE_SIZE, offset: 0 };
    for (let i = 0; i < 8; i++) {
      await searchCampaigns(company.id, overview);
      await listDashboardCampaigns(company.id, { limit: DASHBOARD_PAGE_SIZE, offset: 0, authorId: user.id, status: ["online", "draft"] });
    }
    const plans = async (pattern: string) => {
      const { rows } = await handle.pglite!.query<{ generic_plans: number; custom_plans: number }>(
        "select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like $1",
        [pattern],
      );
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    // the overview's page (ordered by status) and the dashboard's (newest first)
    const overviewPlans = await plans(`%"campaigns"."company_id" = $_ %order by (case%limit ${OVERVIEW_PAGE_SIZE})%`);
    const dashboardPlans = await plans(`%"campaigns"."created_by" = $_ and%limit ${DASHBOARD_PAGE_SIZE})%`);
    for (const counts of [overviewPlans, dashboardPlans]) {
      expect(counts.custom_plans).toBe(5);
      expect(counts.generic_plans).toBeGreaterThan(0);
    }
  });
});
