import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import crypto from "node:crypto";
import { getDb } from "~/db/client.server";
import { preparedStatement } from "~/db/prepared-query.server";
import { isUuid } from "~/lib/uuid";
import { sessions } from "~/db/schema";
import { accountContextSql, toAccountContext, uuidOrNullSql, type AccountContextJson } from "./company.server";
import { contractBudgetsSql, type ContractBudget } from "./contract.server";
import { atsFetchStateSql, type AtsFetchStateJson } from "./vacancy.server";

/**
 * Server-side session rows (docs/conventions/architecture-decisions.md §5). The OIDC tokens live in `data` too, but only sign-in
 * (a new row) and the token refresh write them: an ordinary commit of a request that started
 * before a refresh must not put the old, already rotated refresh token back.
 */
export const TOKEN_KEYS = ["accessToken", "refreshToken", "idToken", "expiresAt"] as const;

type SessionBag = Record<string, unknown>;

function userIdOf(data: SessionBag) {
  return typeof data.userId === "string" && isUuid(data.userId) ? data.userId : null;
}

export function newSessionId() {
  // 256 random bits: the cookie is signed too, but the id alone must not be guessable
  return crypto.randomBytes(32).toString("base64url");
}

export async function insertSession(data: SessionBag, expiresAt: Date) {
  const db = await getDb();
  const id = newSessionId();
  await db.insert(sessions).values({ id, userId: userIdOf(data), data, expiresAt });
  return id;
}

export async function readSession(id: string, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .select({ data: sessions.data, refreshingUntil: sessions.refreshingUntil })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  return row;
}

/**
 * The session row together with the account context of the user and company it names (issue 10:
 * the route gate's second statement folded into the session read). `account` is computed from
 * the row's own data; the gate uses it only while the session still names the same user, company
 * and consultant flag (accountKey).
 */
export async function readSessionWithAccount(id: string, now = new Date()) {
  const [row] = await sessionWithAccount({ id, now: now.toISOString() });
  if (!row) return undefined;
  return {
    data: row.data,
    account: toAccountContext(row.account),
    accountKey: accountKey(row.data),
    budgets: row.budgets,
    atsFetchState: row.ats_fetch_state,
  };
}

// every page of the shell runs this statement: its text is built once (preparedStatement). It
// also carries, for the session's company, the shell's contract budgets (decision 077: the shell's
// one statement; the budget dropdown was a second one on every page) and the ATS fetch state (the
// dashboard's and the vacancy list's fetch panel: a fourth statement on the dashboard); each is
// used only for the company the gate let through
const sessionCompanyId = uuidOrNullSql(sql`s.data->>'companyId'`);
const sessionWithAccount = preparedStatement<{
  data: SessionBag;
  account: AccountContextJson | null;
  budgets: ContractBudget[];
  ats_fetch_state: AtsFetchStateJson | null;
}>(
  "hw_session_with_account",
  sql`select s.data, ${accountContextSql(
    uuidOrNullSql(sql`s.data->>'userId'`),
    sessionCompanyId,
    sql`coalesce(s.data->'consultant' = 'true'::jsonb, false)`,
  )} as account, ${contractBudgetsSql(sessionCompanyId)} as budgets, ${atsFetchStateSql(sessionCompanyId)} as ats_fetch_state
  from sessions s where s.id = ${sql.placeholder("id")} and s.expires_at > ${sql.placeholder("now")}::timestamptz`,
);

/** Which account context a session's data asks for: user, company, consultant. */
export function accountKey(data: SessionBag) {
  return `${String(data.userId ?? "")} ${String(data.companyId ?? "")} ${data.consultant === true}`;
}

/** Saves everything but the tokens, which stay as the row has them. */
export async function updateSession(id: string, data: SessionBag, expiresAt: Date) {
  const db = await getDb();
  const keep = sql.raw(`array[${TOKEN_KEYS.map((k) => `'${k}'`).join(",")}]`);
  const tokens = sql.raw(`jsonb_build_object(${TOKEN_KEYS.map((k) => `'${k}', ${"sessions"}.data->'${k}'`).join(", ")})`);
  const rows = await db
    .update(sessions)
    .set({
      data: sql`(${JSON.stringify(data)}::jsonb - ${keep}) || jsonb_strip_nulls(${tokens})`,
      userId: userIdOf(data),
      expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(sessions.id, id))
    .returning({ id: sessions.id });
  // the row was deleted meanwhile (logout elsewhere, expiry clean-up): an anonymous bag without
  // tokens may come back, a signed-in one may not (that would undo the logout)
  if (rows.length === 0 && !userIdOf(data)) {
    await db.insert(sessions).values({ id, userId: null, data, expiresAt }).onConflictDoNothing();
  }
}

/** Deletes the row; true when it was still there (this call ended the session). */
export async function deleteSession(id: string) {
  const db = await getDb();
  const rows = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  return rows.length > 0;
}

/** "Sign out everywhere": every session of the user ends, on every device. */
export async function deleteUserSessions(userId: string) {
  const db = await getDb();
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

export async function deleteExpiredSessions(now = new Date()) {
  const db = await getDb();
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}

/**
 * Claims the right to refresh this session's tokens: a lease of `leaseMs` for `owner`, true for
 * exactly one caller across all instances until it stores the new tokens, releases it, or stops
 * renewing it (its instance died) and the lease runs out — then the next caller takes over.
 */
export async function claimTokenRefresh(id: string, owner: string, leaseMs: number, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .update(sessions)
    .set({ refreshingUntil: new Date(now.getTime() + leaseMs), refreshOwner: owner })
    .where(and(eq(sessions.id, id), or(isNull(sessions.refreshingUntil), lt(sessions.refreshingUntil, now))))
    .returning({ data: sessions.data });
  return rows[0];
}

/** Extends the lease while its owner's refresh runs; false when the lease is no longer its. */
export async function renewTokenRefresh(id: string, owner: string, leaseMs: number, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .update(sessions)
    .set({ refreshingUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(sessions.id, id), eq(sessions.refreshOwner, owner)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function storeRefreshedTokens(
  id: string,
  owner: string,
  tokens: { accessToken: string; refreshToken: string; expiresAt: number },
) {
  const db = await getDb();
  // stored even when the lease was taken over meanwhile: these tokens are the newest the provider issued
  await db
    .update(sessions)
    .set({
      data: sql`${sessions.data} || ${JSON.stringify(tokens)}::jsonb`,
      refreshingUntil: sql`case when ${sessions.refreshOwner} = ${owner} then null else ${sessions.refreshingUntil} end`,
      refreshOwner: sql`case when ${sessions.refreshOwner} = ${owner} then null else ${sessions.refreshOwner} end`,
      updatedAt: new Date(),
    })
    .where(eq(sessions.id, id));
}

/** Gives the lease up (the refresh failed): only the owner's own lease. */
export async function releaseTokenRefresh(id: string, owner: string) {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ refreshingUntil: null, refreshOwner: null })
    .where(and(eq(sessions.id, id), eq(sessions.refreshOwner, owner)));
}
