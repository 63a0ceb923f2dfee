import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementNames } from "~/db/named-statements.server";
import { nameRecurringStatements } from "~/db/pglite-named.server";

/**
 * PGlite's recurring statements run as named statements (decision 030): same answers as PGlite's
 * own query(), errors as before, and a statement really prepared once.
 */
let plain: PGlite;
let named: PGlite;

const SETUP = `
  create table item (id int primary key, label text not null, tags text[] not null, seen timestamptz, data jsonb);
  insert into item values (1, 'one', '{a,b}', '2026-11-26T10:00:00Z', '{"x": 1}'), (2, 'two', '{}', null, null);
`;

beforeAll(async () => {
  plain = await PGlite.create();
  named = nameRecurringStatements(await PGlite.create(), statementNames());
  await plain.exec(SETUP);
  await named.exec(SETUP);
}, 60_000);

afterAll(async () => {
  await plain.close();
  await named.close();
});

const SELECT = "select id, label, tags, seen, data from item where id = any($1) order by id";

async function preparedNames(db: PGlite) {
  const { rows } = await db.query<{ name: string }>("select name from pg_prepared_statements order by name");
  return rows.map((r) => r.name);
}

describe("nameRecurringStatements", () => {
  it("answers as PGlite's query() does, in object and array mode, from the second call on as a named statement", async () => {
    for (let call = 0; call < 3; call++) {
      for (const options of [undefined, { rowMode: "array" as const }]) {
        const expected = await plain.query(SELECT, [[1, 2]], options);
        const actual = await named.query(SELECT, [[1, 2]], options);
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
        expect(actual.affectedRows).toBe(expected.affectedRows);
      }
    }
    expect(await preparedNames(named)).toEqual(["hw_1"]);
    expect(await preparedNames(plain)).toEqual([]);
  });

  it("counts affected rows of a named UPDATE, and uses the caller's parsers", async () => {
    const update = "update item set label = $1 where id = $2";
    for (const label of ["uno", "eins", "een"]) {
      expect((await named.query(update, [label, 1])).affectedRows).toBe(1);
    }
    const parsers = { 25: (value: string) => value.toUpperCase() };
    const read = "select label from item where id = $1";
    await named.query(read, [1]);
    expect((await named.query<{ label: string }>(read, [1], { parsers })).rows).toEqual([{ label: "EEN" }]);
  });

  it("throws the database's error and stays usable afterwards", async () => {
    const insert = "insert into item (id, label, tags) values ($1, $2, $3)";
    await named.query(insert, [3, "three", []]);
    await named.query(insert, [4, "four", ["x"]]);
    await expect(named.query(insert, [4, "again", []])).rejects.toMatchObject({ code: "23505" });
    expect((await named.query<{ n: number }>("select count(*)::int as n from item where id > $1", [0])).rows).toEqual([{ n: 4 }]);
  });

  it("waits for a running transaction, like query()", async () => {
    const read = "select label from item where id = $1";
    const order: string[] = [];
    await named.query(read, [2]);
    const tx = named.transaction(async (t) => {
      await t.query("update item set label = 'deux' where id = 2");
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("transaction");
    });
    const outside = named.query<{ label: string }>(read, [2]).then((r) => {
      order.push("query");
      return r.rows[0]?.label;
    });
    await tx;
    expect(await outside).toBe("deux");
    expect(order).toEqual(["transaction", "query"]);
  });
});
