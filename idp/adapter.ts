import type { Adapter, AdapterPayload } from "oidc-provider";

/**
 * oidc-provider's storage adapter on our database (decision 041): every model instance — sessions,
 * grants, codes, access and refresh tokens, interactions — is a row of `oidc_models`, so the
 * bundled IdP keeps them across restarts and deploys, and several IdP processes on one PostgreSQL
 * share them. The same statements run on PostgreSQL and PGlite (`IdpDatabase` is the `query` of
 * app/db/client.server.ts's handle). The interface is oidc-provider's example/my_adapter.js.
 */
export interface IdpDatabase {
  query<T>(text: string, params: unknown[]): Promise<T[]>;
}

interface Row {
  payload: AdapterPayload | string;
  consumed_at: Date | string | null;
}

const SELECT = "select payload, consumed_at from oidc_models";
// an expired row is gone for oidc-provider even before the sweep deletes it
const LIVE = "(expires_at is null or expires_at > $3)";

/**
 * A refresh token spent by a rotation is still accepted this long after (issue 47 §1, decision
 * 081): the instance that rotated it may have died before storing the new one, and the request
 * that takes its refresh over comes with the old token within seconds. Past it, reuse is what
 * oidc-provider treats it as — a replay: the token and its grant are revoked.
 */
export const REFRESH_TOKEN_REUSE_GRACE_S = 60;

export class SqlAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly db: IdpDatabase,
    /** the clock of expiry (ms); tests move it */
    private readonly now: () => number = Date.now,
    /** seconds a consumed record still reads as unconsumed (RefreshToken: the reuse grace) */
    private readonly consumedGraceSeconds = model === "RefreshToken" ? REFRESH_TOKEN_REUSE_GRACE_S : 0,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
    const expiresAt = expiresIn ? new Date(this.now() + expiresIn * 1000) : null;
    // a consumed code or refresh token stays consumed when it is saved again
    await this.db.query(
      `insert into oidc_models (model, id, payload, grant_id, uid, user_code, expires_at)
       values ($1, $2, $3::json, $4, $5, $6, $7)
       on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string) {
    return this.findOne("id = $2", id);
  }

  findByUid(uid: string) {
    return this.findOne("uid = $2", uid);
  }

  findByUserCode(userCode: string) {
    return this.findOne("user_code = $2", userCode);
  }

  async consume(id: string) {
    await this.db.query(
      "update oidc_models set consumed_at = $3 where model = $1 and id = $2 and consumed_at is null",
      [this.model, id, new Date(this.now())],
    );
  }

  async destroy(id: string) {
    await this.db.query("delete from oidc_models where model = $1 and id = $2", [this.model, id]);
  }

  async revokeByGrantId(grantId: string) {
    await this.db.query("delete from oidc_models where model = $1 and grant_id = $2", [
      this.model,
      grantId,
    ]);
  }

  private async findOne(where: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<Row>(
      `${SELECT} where model = $1 and ${where} and ${LIVE} limit 1`,
      [this.model, value, new Date(this.now())],
    );
    if (!row) return undefined;
    const payload = typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload;
    if (!row.consumed_at) return payload as AdapterPayload;
    const consumedAt = new Date(row.consumed_at).getTime();
    // within the grace a spent refresh token is served once more (consume() keeps the first time)
    if (this.now() - consumedAt < this.consumedGraceSeconds * 1000) return payload as AdapterPayload;
    // oidc-provider only asks whether `consumed` is truthy; the memory adapter stores epoch seconds
    return { ...(payload as AdapterPayload), consumed: Math.floor(consumedAt / 1000) };
  }
}

/**
 * Deletes the rows that expired (the IdP runs it at start and hourly): lookups already skip
 * them, this keeps the table small.
 */
export async function deleteExpiredModels(db: IdpDatabase, now = Date.now()) {
  const [row] = await db.query<{ deleted: number }>(
    "with gone as (delete from oidc_models where expires_at <= $1 returning 1) select count(*)::int as deleted from gone",
    [new Date(now)],
  );
  return row?.deleted ?? 0;
}
