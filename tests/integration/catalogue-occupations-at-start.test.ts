import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { jobTitleLabels, occupationImports } from "../../app/db/schema";
import { ESCO_GAP_TITLES, RECRUITER_MEANINGS } from "../../app/lib/catalogue/builtin-job-titles";
import {
  countTaxonomy,
  getOccupationImport,
  replaceJobTitles,
} from "../../app/models/taxonomy.server";
import {
  IMPORT_TABLES,
  occupationsFingerprint,
  syncOccupations,
} from "../../app/services/catalogue/import/occupations.server";
import { seedTaxonomy } from "../../app/services/catalogue/import/taxonomy.server";
import { clearAll } from "../../app/platform/cache.server";
import { usePrivateDatabase } from "./support/private-database";

/**
 * Decision 086: the job titles were imported only into an empty database, so a change of
 * RECRUITER_MEANINGS or of the built-in titles reached an existing database only after `npm run
 * import:occupations`. Each start now imports them again when the import's inputs changed.
 */
const MINI = path.resolve("tests/fixtures/esco-mini");
const CUSTOMER_SERVICE = "13d1b2b4-99dd-44da-9734-c9f74bae18f7";

async function labelsOf(id: string, label: string) {
  const db = await getDb();
  return db
    .select({ label: jobTitleLabels.label })
    .from(jobTitleLabels)
    .where(and(eq(jobTitleLabels.jobTitleId, id), eq(jobTitleLabels.label, label)));
}

async function setRecord(values: Partial<typeof occupationImports.$inferInsert>) {
  const db = await getDb();
  await db.update(occupationImports).set(values).where(eq(occupationImports.id, "occupations"));
}

// on PostgreSQL the files share one database: these tests empty tables and make a seed slug a company's
usePrivateDatabase();

beforeAll(async () => {
  clearAll();
  await seedTaxonomy();
});

describe("the job titles at start (decision 086)", () => {
  it("imports into an empty database, records its inputs, and does nothing the next time", async () => {
    expect((await countTaxonomy()).titles).toBe(0);
    expect(await syncOccupations(MINI)).toMatchObject({
      status: "imported",
      source: "esco",
      previous: "none",
    });
    expect(await getOccupationImport()).toEqual({
      fingerprint: occupationsFingerprint(MINI),
      source: "esco",
      dir: MINI,
    });
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      expect(await syncOccupations(MINI)).toEqual({ status: "current" });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // one read of two counts and a row, and the fingerprint of the tables and the files' sizes
    expect(times[10]).toBeLessThan(100);
  });

  it("a change of RECRUITER_MEANINGS or of the ESCO files is a change of the inputs", () => {
    const added = [...RECRUITER_MEANINGS, ["de", "Kundenberater", CUSTOMER_SERVICE] as const];
    expect(occupationsFingerprint(MINI, { ...IMPORT_TABLES, RECRUITER_MEANINGS: added })).not.toBe(
      occupationsFingerprint(MINI),
    );
    expect(occupationsFingerprint("/nonexistent")).not.toBe(occupationsFingerprint(MINI));
  });

  it("a database imported from other inputs gets the current ones: a recruiter word added since is found", async () => {
    // as a database imported before RECRUITER_MEANINGS gave "Mitarbeiter Kundenservice" to the customer service representative
    const db = await getDb();
    await db.delete(jobTitleLabels).where(eq(jobTitleLabels.label, "Mitarbeiter Kundenservice"));
    await setRecord({ fingerprint: "inputs of an earlier release" });
    expect(await syncOccupations(MINI)).toMatchObject({ status: "imported", previous: "changed" });
    expect(await labelsOf(CUSTOMER_SERVICE, "Mitarbeiter Kundenservice")).toHaveLength(1);
    expect(await syncOccupations(MINI)).toEqual({ status: "current" });
  });

  it("a database imported before decision 086, which recorded nothing, is imported once", async () => {
    const db = await getDb();
    await db.delete(occupationImports);
    expect(await syncOccupations(MINI)).toMatchObject({
      status: "imported",
      previous: "unrecorded",
    });
    expect(await syncOccupations(MINI)).toEqual({ status: "current" });
  });

  it("two instances starting at once import once: the later finds the inputs recorded", async () => {
    await setRecord({ fingerprint: "inputs of an earlier release" });
    const results = await Promise.all([syncOccupations(MINI), syncOccupations(MINI)]);
    expect(results.map((r) => r.status).sort()).toEqual(["current", "imported"]);
    expect((await getOccupationImport())?.fingerprint).toBe(occupationsFingerprint(MINI));
  });

  it("an import that fails leaves the titles and the record as they were", async () => {
    const before = await countTaxonomy();
    const bad = {
      id: "x-bad",
      jobFunctionId: "no-such-function",
      iscoCode: null,
      escoCode: null,
      labels: ["x", "x", "x"] as const,
      source: "esco" as const,
      searchLabels: [],
    };
    await expect(
      replaceJobTitles([bad], "esco", {
        replaceOtherSources: true,
        record: { fingerprint: "half", dir: MINI },
      }),
    ).rejects.toThrow();
    expect(await countTaxonomy()).toEqual(before);
    expect((await getOccupationImport())?.fingerprint).toBe(occupationsFingerprint(MINI));
  });

  it("keeps a command's import from another directory, and never replaces ESCO titles by the built-in list", async () => {
    // imported from MINI by the command; the start's REFERENCE_DATA_DIR has no ESCO files
    expect(await syncOccupations("/nonexistent")).toEqual({ status: "current" });
    // and when the command's directory is gone too
    await setRecord({ dir: "/gone", fingerprint: "inputs of an earlier release" });
    expect(await syncOccupations("/nonexistent")).toEqual({ status: "kept-esco" });
    const db = await getDb();
    const [{ builtin }] = (
      await db.execute(
        sql`select count(*)::int as builtin from job_titles where id like 'hw-%' and id not like 'hw-intern%' and id not like 'hw-working%' and id not like 'hw-trainee%' and id not like 'hw-apprentice%'
          and id not in (${sql.join(
            ESCO_GAP_TITLES.map(([slug]) => sql`${`hw-${slug}`}`),
            sql`, `,
          )})`,
      )
    ).rows as { builtin: number }[];
    expect(builtin).toBe(0);
  });
});
