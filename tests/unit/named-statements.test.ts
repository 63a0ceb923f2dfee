import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_NAMED, namingClient, statementNames } from "~/db/named-statements.server";

/**
 * PostgreSQL's recurring statements are prepared once per connection (issue 10): which texts get a
 * name, when, how many, and what the pool's client sends.
 */
const SELECT = 'select "id" from "campaigns" where "company_id" = $1';

describe("statementNames", () => {
  it("names a statement the second time its text is seen, and keeps that name", () => {
    const names = statementNames();
    expect(names.nameFor(SELECT)).toBeUndefined();
    const name = names.nameFor(SELECT);
    expect(name).toMatch(/^hw_\d+$/);
    expect(names.nameFor(SELECT)).toBe(name);
    expect(names.nameFor(`${SELECT} limit $2`)).toBeUndefined();
    expect(names.nameFor(`${SELECT} limit $2`)).not.toBe(name);
  });

  it("names one SELECT, WITH, INSERT, UPDATE or DELETE only: never a script or a DDL statement", () => {
    const names = statementNames();
    const twice = (text: string) => (names.nameFor(text), names.nameFor(text));
    for (const text of ["with x as (select 1) select * from x", "insert into t values ($1)", "UPDATE t SET a = $1", "delete from t where id = $1"]) {
      expect(twice(text)).toBeDefined();
    }
    for (const text of ["create index i on t (a)", "select 1; select 2", "begin", "set local statement_timeout = 1000"]) {
      expect(twice(text)).toBeUndefined();
    }
  });

  it("leaves searches unnamed: their best plan depends on the words searched for", () => {
    const names = statementNames();
    const twice = (text: string) => (names.nameFor(text), names.nameFor(text));
    for (const text of [
      "select id from channels c where (c.search_vector @@ $1 or c.name ilike $2)",
      "select id from channels where name like $1",
      "select id from channels c where (c.name % $1 or $1 <% c.name)",
      "select word_similarity($1, label) from labels",
    ]) {
      expect(twice(text)).toBeUndefined();
    }
  });

  it(`names at most ${MAX_NAMED} texts per process; the others stay unnamed`, () => {
    expect(MAX_NAMED).toBe(300);
    const names = statementNames(3);
    const texts = [1, 2, 3, 4].map((n) => `select ${n}`);
    for (const text of texts) names.nameFor(text);
    expect(texts.map((text) => names.nameFor(text))).toEqual(["hw_1", "hw_2", "hw_3", undefined]);
    expect(names.size).toBe(3);
  });
});

describe("namingClient", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends a recurring config object with its name, leaving the caller's object and other forms alone", () => {
    const sent: unknown[][] = [];
    vi.spyOn(pg.Client.prototype, "query").mockImplementation(((...args: unknown[]) => {
      sent.push(args);
      return Promise.resolve({ rows: [] });
    }) as never);
    const Client = namingClient(statementNames());
    const client = new Client();
    const config = { text: SELECT, rowMode: "array", name: undefined };
    void client.query(config, ["c1"]);
    void client.query(config, ["c2"]);
    void client.query({ text: SELECT, name: "mine" }, ["c3"]);
    void client.query(SELECT, ["c4"]);

    expect(sent[0]).toEqual([config, ["c1"]]);
    expect(sent[1]).toEqual([{ text: SELECT, rowMode: "array", name: "hw_1" }, ["c2"]]);
    expect(config.name).toBeUndefined();
    expect(sent[2]).toEqual([{ text: SELECT, name: "mine" }, ["c3"]]);
    expect(sent[3]).toEqual([SELECT, ["c4"]]);
  });
});
