import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDatabase } from "../../app/db/client.server";
import { preparedStatement } from "../../app/db/prepared-query.server";

/**
 * Statements built once (preparedStatement in prepared-query.server.ts, issue 10): the same rows as a plain query on both
 * drivers; on PGlite a PREPAREd statement run by EXECUTE, whose arguments are written as literals.
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

  it("is prepared once on PGlite and run by EXECUTE", async () => {
    const handle = await getDatabase();
    await echo({ text: "x", n: 1, flag: false, missing: null, at: "2026-01-01T00:00:00Z" });
    if (handle.driver !== "pglite") return;
    const { rows } = await handle.pglite!.query<{ name: string }>("select name from pg_prepared_statements where name = 'hw_test_echo'");
    expect(rows).toHaveLength(1);
  });
});
