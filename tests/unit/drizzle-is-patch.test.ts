import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Column, is, SQL, sql, Table } from "drizzle-orm";
import { PgColumn, PgText } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { campaigns } from "~/db/schema";

/**
 * patches/drizzle-orm+0.45.4.patch (docs/decisions/029): drizzle's `is(value, Class)` keeps its answer
 * per class and entity kind instead of walking the class chain on every call (thousands per query
 * built). The answers must stay those of the walk: by kind, across copies of the library, through
 * subclasses.
 */
const require = createRequire(import.meta.url);

describe("the patched drizzle `is`", () => {
  it("is the patched source in both builds", () => {
    const dir = path.dirname(require.resolve("drizzle-orm"));
    for (const file of ["entity.js", "entity.cjs"]) {
      expect(fs.readFileSync(path.join(dir, file), "utf8")).toContain("isKindCache");
    }
  });

  it("answers by class and kind, the same when asked again", () => {
    for (let round = 0; round < 2; round++) {
      expect(is(campaigns.id, Column)).toBe(true);
      expect(is(campaigns.id, PgColumn)).toBe(true);
      expect(is(campaigns.name, PgText)).toBe(true);
      expect(is(campaigns.id, SQL)).toBe(false);
      expect(is(campaigns, Table)).toBe(true);
      expect(is(campaigns, Column)).toBe(false);
      expect(is(sql`1`, SQL)).toBe(true);
      expect(is(sql`1`, Table)).toBe(false);
      expect(is(null, SQL)).toBe(false);
      expect(is("text", SQL)).toBe(false);
    }
  });

  it("recognises an object of another copy of the class by its entity kind", () => {
    const kind = Symbol.for("drizzle:entityKind");
    class ForeignSQL {
      static readonly [kind] = (SQL as unknown as Record<symbol, string>)[kind];
    }
    class ForeignChild extends ForeignSQL {}
    class Unrelated {
      static readonly [kind] = "Unrelated";
    }
    for (let round = 0; round < 2; round++) {
      expect(is(new ForeignSQL(), SQL)).toBe(true);
      expect(is(new ForeignChild(), SQL)).toBe(true);
      expect(is(new Unrelated(), SQL)).toBe(false);
    }
  });
});
