import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, runMigrations } from "../../app/db/client.server";
import { SqlAdapter } from "../../idp/adapter";
import { openIdpStore } from "../../idp/store";

/**
 * Where the bundled IdP keeps its state (decision 041): a PGlite folder of its own, migrated by
 * the IdP, in the embedded default; the app's PostgreSQL, migrated by the server, with DATABASE_URL.
 */
describe("the IdP's own PGlite folder", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hw-idp-store-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is created and migrated on first start, and keeps its rows for the next start", async () => {
    const first = await openIdpStore({ pgliteDir: dir });
    await new SqlAdapter("RefreshToken", first).upsert(
      "rt-1",
      { jti: "rt-1", grantId: "g-1" },
      600,
    );
    await first.close();

    const second = await openIdpStore({ pgliteDir: dir });
    try {
      expect(await new SqlAdapter("RefreshToken", second).find("rt-1")).toEqual({
        jti: "rt-1",
        grantId: "g-1",
      });
    } finally {
      await second.close();
    }
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("the app's PostgreSQL", () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://localhost/x");
  const name = `${url.pathname.slice(1)}_idp_store_${process.pid}`;
  const target = new URL(url);
  target.pathname = `/${name}`;
  const admin = new URL(url);
  admin.pathname = "/postgres";

  async function adminQuery(sql: string) {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  afterAll(() => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it("waits for the server's migration instead of migrating itself", async () => {
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${name}"`);
    let waited = 0;
    const opening = openIdpStore({
      databaseUrl: target.toString(),
      pgliteDir: "unused",
      pollMs: 20,
      onWait: () => waited++,
    });
    let opened = false;
    void opening.then(() => (opened = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened).toBe(false);
    expect(waited).toBe(1);

    // the server's boot migrates
    const server = await openDatabase({ databaseUrl: target.toString() });
    await runMigrations(server);
    await server.close();
    const store = await opening;
    try {
      await new SqlAdapter("Session", store).upsert("s-1", { jti: "s-1", uid: "u-1" }, 60);
      expect(await new SqlAdapter("Session", store).findByUid("u-1")).toEqual({
        jti: "s-1",
        uid: "u-1",
      });
    } finally {
      await store.close();
    }
  }, 60_000);
});
