import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase, type DatabaseHandle } from "../../app/db/client.server";
import { deleteExpiredModels, SqlAdapter } from "../../idp/adapter";

/**
 * The bundled IdP's storage adapter on our database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): every method of oidc-provider's adapter interface, expiry and the
 * sweep. On PostgreSQL other test files share the table, so every id here is unique.
 */
let db: DatabaseHandle;
const unique = (label: string) => `${label}-${randomUUID()}`;

beforeAll(async () => {
  db = await getDatabase();
});

async function rowOf(model: string, id: string) {
  const [row] = await db.query<{
    grant_id: string | null;
    uid: string | null;
    user_code: string | null;
    expires_at: Date | string | null;
  }>("select grant_id, uid, user_code, expires_at from oidc_models where model = $1 and id = $2", [
    model,
    id,
  ]);
  return row;
}

describe("oidc-provider adapter on oidc_models", () => {
  it("stores a payload and finds it again, per model", async () => {
    const tokens = new SqlAdapter("AccessToken", db);
    const id = unique("at");
    const grantId = unique("grant");
    const payload = {
      jti: id,
      kind: "AccessToken",
      accountId: "demo-recruiter",
      grantId,
      scope: "openid email",
      aud: ["x"],
      exp: 1,
    };
    await tokens.upsert(id, payload, 600);
    expect(await tokens.find(id)).toEqual(payload);
    // the same id under another model is another row
    expect(await new SqlAdapter("RefreshToken", db).find(id)).toBeUndefined();
    expect(await tokens.find(unique("missing"))).toBeUndefined();
    // the lookup columns come from the payload; the lifetime from expiresIn
    const row = await rowOf("AccessToken", id);
    expect(row.grant_id).toBe(grantId);
    const expiresIn = new Date(row.expires_at!).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(590_000);
    expect(expiresIn).toBeLessThanOrEqual(600_000);
  });

  it("replaces the payload on a second upsert", async () => {
    const grants = new SqlAdapter("Grant", db);
    const id = unique("grant");
    await grants.upsert(id, { jti: id, accountId: "demo-multi", openid: { scope: "openid" } }, 60);
    await grants.upsert(
      id,
      { jti: id, accountId: "demo-multi", openid: { scope: "openid email" } },
      120,
    );
    expect(await grants.find(id)).toEqual({
      jti: id,
      accountId: "demo-multi",
      openid: { scope: "openid email" },
    });
    const [{ n }] = await db.query<{ n: number }>(
      "select count(*)::int as n from oidc_models where model = 'Grant' and id = $1",
      [id],
    );
    expect(n).toBe(1);
  });

  it("finds a session by its uid", async () => {
    const sessions = new SqlAdapter("Session", db);
    const id = unique("session");
    const uid = unique("uid");
    await sessions.upsert(id, { jti: id, uid, accountId: "demo-approver", kind: "Session" }, 3600);
    expect(await sessions.findByUid(uid)).toMatchObject({ jti: id, accountId: "demo-approver" });
    expect(await sessions.findByUid(unique("uid"))).toBeUndefined();
    // only sessions: another model with that uid is not found through Session
    expect(await new SqlAdapter("Interaction", db).findByUid(uid)).toBeUndefined();
    expect((await rowOf("Session", id)).uid).toBe(uid);
  });

  it("finds a device code by its user code", async () => {
    const codes = new SqlAdapter("DeviceCode", db);
    const id = unique("dc");
    const userCode = unique("USER").toUpperCase();
    await codes.upsert(id, { jti: id, userCode, grantId: unique("grant") }, 600);
    expect(await codes.findByUserCode(userCode)).toMatchObject({ jti: id, userCode });
    expect(await codes.findByUserCode(unique("OTHER"))).toBeUndefined();
    expect((await rowOf("DeviceCode", id)).user_code).toBe(userCode);
  });

  it("marks a code consumed, and it stays consumed when saved again", async () => {
    let now = Date.now();
    const codes = new SqlAdapter("AuthorizationCode", db, () => now);
    const id = unique("code");
    await codes.upsert(id, { jti: id, grantId: unique("grant") }, 60);
    expect((await codes.find(id))?.consumed).toBeUndefined();
    await codes.consume(id);
    const consumedAt = Math.floor(now / 1000);
    expect((await codes.find(id))?.consumed).toBe(consumedAt);
    // the first consumption counts
    now += 5_000;
    await codes.consume(id);
    expect((await codes.find(id))?.consumed).toBe(consumedAt);
    await codes.upsert(id, { jti: id, note: "saved again" }, 60);
    expect(await codes.find(id)).toEqual({ jti: id, note: "saved again", consumed: consumedAt });
  });

  it("destroys one instance", async () => {
    const tokens = new SqlAdapter("RefreshToken", db);
    const [a, b] = [unique("rt"), unique("rt")];
    await tokens.upsert(a, { jti: a }, 600);
    await tokens.upsert(b, { jti: b }, 600);
    await tokens.destroy(a);
    expect(await tokens.find(a)).toBeUndefined();
    expect(await tokens.find(b)).toEqual({ jti: b });
  });

  it("revokes the instances of one grant, model by model", async () => {
    const access = new SqlAdapter("AccessToken", db);
    const refresh = new SqlAdapter("RefreshToken", db);
    const grant = unique("grant");
    const other = unique("grant");
    const [a1, a2, a3, r1] = [unique("at"), unique("at"), unique("at"), unique("rt")];
    await access.upsert(a1, { jti: a1, grantId: grant }, 600);
    await access.upsert(a2, { jti: a2, grantId: grant }, 600);
    await access.upsert(a3, { jti: a3, grantId: other }, 600);
    await refresh.upsert(r1, { jti: r1, grantId: grant }, 600);

    await access.revokeByGrantId(grant);
    expect(await access.find(a1)).toBeUndefined();
    expect(await access.find(a2)).toBeUndefined();
    // another grant, and another model's tokens of this grant (oidc-provider revokes each model)
    expect(await access.find(a3)).toEqual({ jti: a3, grantId: other });
    expect(await refresh.find(r1)).toEqual({ jti: r1, grantId: grant });
    await refresh.revokeByGrantId(grant);
    expect(await refresh.find(r1)).toBeUndefined();
  });

  it("finds nothing once an instance has expired, by any lookup", async () => {
    const start = Date.now();
    let now = start;
    const clock = () => now;
    const sessions = new SqlAdapter("Session", db, clock);
    const codes = new SqlAdapter("DeviceCode", db, clock);
    const [sessionId, uid, codeId, userCode] = [
      unique("s"),
      unique("uid"),
      unique("dc"),
      unique("UC"),
    ];
    await sessions.upsert(sessionId, { jti: sessionId, uid }, 10);
    await codes.upsert(codeId, { jti: codeId, userCode }, 10);

    now = start + 9_999;
    expect(await sessions.find(sessionId)).toBeTruthy();
    expect(await sessions.findByUid(uid)).toBeTruthy();
    expect(await codes.findByUserCode(userCode)).toBeTruthy();
    now = start + 10_000;
    expect(await sessions.find(sessionId)).toBeUndefined();
    expect(await sessions.findByUid(uid)).toBeUndefined();
    expect(await codes.findByUserCode(userCode)).toBeUndefined();
  });

  it("keeps an instance without a lifetime until it is destroyed", async () => {
    const clients = new SqlAdapter("Client", db, () => Date.now() + 10 * 365 * 24 * 3600_000);
    const id = unique("client");
    await clients.upsert(id, { client_id: id }, 0);
    expect((await rowOf("Client", id)).expires_at).toBeNull();
    expect(await clients.find(id)).toEqual({ client_id: id });
    await clients.destroy(id);
    expect(await clients.find(id)).toBeUndefined();
  });

  it("deletes the expired rows and keeps the others", async () => {
    // written an hour ago with a minute to live: expired 59 minutes ago
    const past = new SqlAdapter("AccessToken", db, () => Date.now() - 3600_000);
    const live = new SqlAdapter("AccessToken", db);
    const [gone1, gone2, kept, forever] = [unique("at"), unique("at"), unique("at"), unique("at")];
    await past.upsert(gone1, { jti: gone1 }, 60);
    await past.upsert(gone2, { jti: gone2 }, 60);
    await live.upsert(kept, { jti: kept }, 60);
    await live.upsert(forever, { jti: forever }, 0);

    // other test files may have expired rows of their own in the table on PostgreSQL
    expect(await deleteExpiredModels(db)).toBeGreaterThanOrEqual(2);
    expect(await rowOf("AccessToken", gone1)).toBeUndefined();
    expect(await rowOf("AccessToken", gone2)).toBeUndefined();
    expect(await rowOf("AccessToken", kept)).toBeTruthy();
    expect(await rowOf("AccessToken", forever)).toBeTruthy();
  });
});
