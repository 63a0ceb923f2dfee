import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { setDatabase, type DatabaseHandle } from "~/db/client.server";
import { Binding, CHECK_EVERY, CHECK_SHAPES, CHECKED_USES, MAX_SHAPES, preparedQuery, runPreparedSql } from "~/db/prepared-query.server";

/** A stand-in for a drizzle query builder: counts how often it was built and under which name. */
function builderLog() {
  const built: string[] = [];
  const build = (label: string) => () => ({
    prepare: (name: string) => {
      built.push(`${label}:${name}`);
      return { label, name };
    },
    toSQL: () => ({ sql: label, params: [] }),
  });
  return { built, build };
}

describe("Binding", () => {
  it("keys a call by its query, its placeholders in order and its shape tokens", () => {
    const a = new Binding("list");
    a.value("companyId", "c1");
    a.list("status", ["ordered", "online"]);
    a.shape("total");
    expect(a.key).toBe("list companyId status0 status1 #total");
    expect(a.values).toEqual({ companyId: "c1", status0: "ordered", status1: "online" });

    const b = new Binding("list");
    b.value("companyId", "c2");
    b.list("status", ["pending", "expired"]);
    b.shape("total");
    // other values, same shape: same key
    expect(b.key).toBe(a.key);

    const c = new Binding("list");
    c.value("companyId", "c1");
    c.list("status", ["ordered"]);
    c.shape("total");
    expect(c.key).not.toBe(a.key);
  });

  it("returns drizzle placeholders named as the values", () => {
    const binding = new Binding("q");
    const placeholder = binding.value("id", "x");
    expect(placeholder.name).toBe("id");
    expect(binding.list("s", ["a", "b"]).map((p) => p.name)).toEqual(["s0", "s1"]);
  });
});

describe("preparedQuery", () => {
  it("builds a shape once per database, with a name of its own, and reuses it", () => {
    const { built, build } = builderLog();
    const db = {};
    const call = (company: string, statuses: string[]) => {
      const binding = new Binding("list");
      binding.value("companyId", company);
      binding.list("status", statuses);
      return preparedQuery(db, binding, build(`list/${statuses.length}`));
    };
    const first = call("c1", ["ordered"]);
    expect(call("c2", ["online"])).toBe(first);
    const second = call("c1", ["ordered", "online"]);
    expect(second).not.toBe(first);
    expect(built).toEqual(["list/1:hw_q1", "list/2:hw_q2"]);

    // another database (tests swap them) builds its own
    const binding = new Binding("list");
    binding.value("companyId", "c1");
    binding.list("status", ["ordered"]);
    preparedQuery({}, binding, build("other"));
    expect(built.at(-1)).toBe("other:hw_q1");
  });

  it("refuses (outside production) a cached shape whose call would build another text", () => {
    const { build } = builderLog();
    const db = {};
    const call = (label: string) => preparedQuery(db, new Binding("same key"), build(label));
    call("select a");
    expect(() => call("select a")).not.toThrow();
    // a branch changed the text without binding.shape(): before, it silently ran "select a"
    expect(() => call("select b")).toThrow(/share the key "same key"/);
  });

  it("refuses (outside production) a cached shape whose call would bind other parameters", () => {
    const db = {};
    const call = (params: unknown[]) =>
      preparedQuery(db, new Binding("same text"), () => ({ prepare: (name: string) => ({ name }), toSQL: () => ({ sql: "select $1", params }) }));
    call([sql.placeholder("a")]);
    expect(() => call([sql.placeholder("a")])).not.toThrow();
    // a value written into the query instead of bound: the cached statement would keep the first one
    expect(() => call(["ordered"])).toThrow(/share the key "same text"/);
    // another placeholder in the same place
    expect(() => call([sql.placeholder("b")])).toThrow(/share the key "same text"/);
  });

  it("builds a search for every call and sends it unnamed", () => {
    const { built, build } = builderLog();
    const db = {};
    for (let i = 0; i < 3; i++) {
      const binding = new Binding("search");
      binding.search();
      binding.value("text", `%word${i}%`);
      preparedQuery(db, binding, build("search"));
    }
    expect(built).toEqual(["search:", "search:", "search:"]);
  });

  it(`keeps at most ${MAX_SHAPES} shapes per database; further shapes are built per call, unnamed`, () => {
    const { built, build } = builderLog();
    const db = {};
    const call = (n: number) => {
      const binding = new Binding("many");
      binding.list("id", Array.from({ length: n }, (_, i) => i));
      return preparedQuery(db, binding, build(`n${n}`));
    };
    for (let n = 1; n <= MAX_SHAPES; n++) call(n);
    expect(built).toHaveLength(MAX_SHAPES);
    expect(built.at(-1)).toBe(`n${MAX_SHAPES}:hw_q${MAX_SHAPES}`);
    call(MAX_SHAPES + 1);
    call(MAX_SHAPES + 1);
    expect(built.slice(-2)).toEqual([`n${MAX_SHAPES + 1}:`, `n${MAX_SHAPES + 1}:`]);
    // the kept ones are still reused
    call(1);
    expect(built).toHaveLength(MAX_SHAPES + 2);
  });
});

describe("runPreparedSql", () => {
  const calls: { text: string; params: unknown[]; name?: string }[] = [];
  const handle = {
    query: async (text: string, params: unknown[], name?: string) => {
      calls.push({ text, params, name });
      return [];
    },
  } as unknown as DatabaseHandle;

  afterEach(() => {
    calls.length = 0;
    setDatabase(undefined);
  });

  it("builds the text once per shape and fills in each call's values", async () => {
    setDatabase(handle);
    let builds = 0;
    const run = (company: string, months: number) => {
      const binding = new Binding("unit-facets");
      const company$ = binding.value("companyId", company);
      const ranges = binding.list("month", Array.from({ length: months }, (_, i) => `2026-0${i + 1}`));
      return runPreparedSql(binding, () => {
        builds++;
        return sql`select 1 from t where c = ${company$} and m in (${sql.join(ranges, sql`, `)})`;
      });
    };
    await run("c1", 1);
    await run("c2", 1);
    await run("c1", 2);
    // two shapes; outside production the reused one is built again only to check its text
    expect(builds).toBe(CHECK_SHAPES ? 3 : 2);
    expect(calls[0]).toMatchObject({ text: "select 1 from t where c = $1 and m in ($2)", params: ["c1", "2026-01"] });
    expect(calls[1]).toMatchObject({ text: calls[0].text, params: ["c2", "2026-01"], name: calls[0].name });
    expect(calls[0].name).toMatch(/^hw_s\d+$/);
    expect(calls[2]).toMatchObject({ text: "select 1 from t where c = $1 and m in ($2, $3)", params: ["c1", "2026-01", "2026-02"] });
    expect(calls[2].name).not.toBe(calls[0].name);
  });

  it("sends a search unnamed and builds it per call", async () => {
    setDatabase(handle);
    let builds = 0;
    for (const word of ["a", "b"]) {
      const binding = new Binding("unit-search");
      binding.search();
      const pattern = binding.value("pattern", `%${word}%`);
      await runPreparedSql(binding, () => {
        builds++;
        return sql`select 1 from t where name ilike ${pattern}`;
      });
    }
    expect(builds).toBe(2);
    expect(calls.map((c) => [c.name, c.params])).toEqual([
      [undefined, ["%a%"]],
      [undefined, ["%b%"]],
    ]);
  });
});

describe("in production", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    vi.restoreAllMocks();
  });

  /** The module as a production server loads it (CHECK_SHAPES is read when it loads). */
  async function production() {
    vi.stubEnv("NODE_ENV", "production");
    vi.resetModules();
    const module = await import("~/db/prepared-query.server");
    const { logger } = await import("~/platform/logger.server");
    return { ...module, logged: vi.spyOn(logger, "error").mockImplementation(() => undefined) };
  }

  it(`checks a shape on its first ${CHECKED_USES} uses and on every ${CHECK_EVERY}th after`, async () => {
    const m = await production();
    expect(m.CHECK_SHAPES).toBe(false);
    let builds = 0;
    const db = {};
    const build = () => {
      builds++;
      return { prepare: (name: string) => ({ name }), toSQL: () => ({ sql: "select 1", params: [] }) };
    };
    for (let i = 0; i < 600; i++) m.preparedQuery(db, new m.Binding("k"), build);
    // built once to prepare it, checked on uses 1…15, then on uses 256 and 512
    expect(builds).toBe(1 + (CHECKED_USES - 1) + 2);
  });

  it("logs a key whose call builds another statement and stops caching it, so no call runs another's SQL", async () => {
    const m = await production();
    const { built, build } = builderLog();
    const db = {};
    const call = (label: string) => m.preparedQuery(db, new m.Binding("same key"), build(label));
    expect(call("select a")).toEqual({ label: "select a", name: "hw_q1" });
    // a checked use builds "select b": it runs what it built, unnamed, and the conflict is logged
    expect(call("select b")).toEqual({ label: "select b", name: "" });
    expect(m.logged).toHaveBeenCalledTimes(1);
    expect(m.logged.mock.calls[0][1]).toMatch(/share the key "same key"/);
    // from then on every call of the key is built for itself
    expect(call("select a")).toEqual({ label: "select a", name: "" });
    expect(built).toEqual(["select a:hw_q1", "select b:", "select a:"]);
    expect(m.logged).toHaveBeenCalledTimes(1);
  });

  it("does the same for runPreparedSql", async () => {
    const m = await production();
    const { setDatabase: setDb } = await import("~/db/client.server");
    const calls: { text: string; name?: string }[] = [];
    setDb({ query: async (text: string, _params: unknown[], name?: string) => (calls.push({ text, name }), []) } as unknown as DatabaseHandle);
    try {
      const run = (column: string) => m.runPreparedSql(new m.Binding("unit-conflict"), () => sql.raw(`select ${column} from t`));
      await run("a");
      await run("b");
      await run("a");
      expect(calls.map((c) => c.text)).toEqual(["select a from t", "select b from t", "select a from t"]);
      expect(calls[0].name).toMatch(/^hw_s\d+$/);
      expect(calls.slice(1).map((c) => c.name)).toEqual([undefined, undefined]);
      expect(m.logged).toHaveBeenCalledTimes(1);
    } finally {
      setDb(undefined);
    }
  });
});
