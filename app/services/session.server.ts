import { createCookie, createSession, createSessionStorage, redirect, type Cookie, type Session } from "@remix-run/node";
import type { AccountContext } from "~/models/company.server";
import { listContractBudgets, type ContractBudget } from "~/models/contract.server";
import { getAtsFetchState, toAtsFetchState, type AtsFetchState, type AtsFetchStateJson } from "~/models/vacancy.server";
import { deleteSession, insertSession, readSession, readSessionWithAccount as readSessionRow, updateSession } from "~/models/session.server";
import { createCache } from "~/platform/cache.server";
import { getEnv } from "~/platform/env.server";
import type { RequestArgs } from "./http/request-context.server";
import type { FlashData } from "~/lib/flash";

/**
 * What a session holds. It lives in the `sessions` table (docs/conventions/architecture-decisions.md §5, issue 11 §2); the
 * cookie carries only the signed random id, so tokens never reach the browser and deleting the
 * row ends the session everywhere at once.
 */
export interface SessionData {
  userId: string;
  /** The company the user acts for; absent until account selection is done. */
  companyId: string;
  /** Which login was used: "mfa" is the spec's two-factor login for assigned customers. */
  provider: "standard" | "mfa";
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** epoch ms when the access token expires */
  expiresAt: number;
  /** spec 1 §6: a consultant acting for a company is recorded with their own account id */
  impersonator: { accountId: string; name: string } | null;
  /** consultant signed in but has not entered a company id yet */
  consultant: boolean;
  locale: string;
  /** spec 1 §2 gate step 1: the remembered route (path + query) */
  returnTo: string;
  /** /qprofile?companyId= preselects the company for the next login */
  preselectCompanyId: string;
  tenant: string;
  /** spec 1 §6: roles from the ID token's roles claim (standard login; the two-factor login has none) */
  claimRoles: string[];
  /** set by logout for /logging-out: the IdP's end-session call needs the ID token */
  pendingLogout: { idToken: string; method: "standard" | "mfa" };
}

let storage: ReturnType<typeof createStorage> | undefined;

/** A session (and its row) lives this long after its last change. */
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 14;

function expiry(expires: Date | undefined) {
  return expires ?? new Date(Date.now() + SESSION_MAX_AGE_S * 1000);
}

/**
 * The session cookie, whose parse() answer is cached per Cookie header: a header's answer never
 * changes while the process and its secrets live, and checking it is an HMAC per secret (decision 066).
 */
export function cachingCookie(cookie: Cookie): Cookie {
  const answers = createCache<{ value: unknown }>("session-cookie", { max: 2_000 });
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    async parse(header, options) {
      if (!header || options) return cookie.parse(header, options);
      const known = answers.get(header);
      if (known) return known.value;
      const value: unknown = await cookie.parse(header);
      answers.set(header, { value });
      return value;
    },
    serialize: (value, options) => cookie.serialize(value, options),
  };
}

let cookie: Cookie | undefined;

function sessionCookie() {
  const env = getEnv();
  cookie ??= cachingCookie(
    createCookie("__hirewave", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.SECURE_COOKIES,
      secrets: env.SESSION_SECRET,
      maxAge: SESSION_MAX_AGE_S,
    }),
  );
  return cookie;
}

function createStorage() {
  return createSessionStorage<SessionData, FlashData>({
    cookie: sessionCookie(),
    createData: (data, expires) => insertSession(data, expiry(expires)),
    readData: async (id) => (await readSession(id))?.data ?? null,
    updateData: (id, data, expires) => updateSession(id, data, expiry(expires)),
    deleteData: async (id) => void (await deleteSession(id)),
  });
}

export function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export type AppSession = Session<SessionData, FlashData>;

/**
 * The request's session, read once per page request (the load context, request-context.server.ts):
 * the root loader, the gate and the locale detection share one read (and one object, so a change
 * made by one is seen by the others).
 */
export async function getSession({ request, context }: RequestArgs): Promise<AppSession> {
  return (await context.session(request)).session;
}

export interface SessionWithAccount {
  session: AppSession;
  /** the account context for the user, company and consultant flag the stored row named (accountKey) */
  account?: { context: AccountContext | undefined; accountKey: string };
  /** the contract budgets of the company the stored row named (decision 077), with that company */
  budgets?: { companyId: unknown; list: ContractBudget[] };
  /** the ATS fetch state of the company the stored row named, with that company */
  atsFetchState?: { companyId: unknown; state: AtsFetchStateJson | null };
}

/**
 * The session and, in the same statement, the account context the route gate needs (issue 10:
 * one statement per page instead of two). Read once per page request, as getSession.
 */
export function getSessionWithAccount({ request, context }: RequestArgs): Promise<SessionWithAccount> {
  return context.session(request);
}

/** Reads the session a Cookie header names (the load context calls this once per page request). */
export async function readSessionWithAccount(header: string | null): Promise<SessionWithAccount> {
  const id: unknown = header ? await sessionCookie().parse(header) : null;
  const row = typeof id === "string" && id ? await readSessionRow(id) : undefined;
  // as Remix's storage does: an unknown id is kept (a new bag is saved under it)
  const session = createSession<SessionData, FlashData>((row?.data ?? {}) as Partial<SessionData> as SessionData, typeof id === "string" ? id : "");
  return {
    session,
    account: row && { context: row.account, accountKey: row.accountKey },
    budgets: row && { companyId: row.data.companyId, list: row.budgets },
    atsFetchState: row && { companyId: row.data.companyId, state: row.atsFetchState },
  };
}

/**
 * The shell's contract budgets (spec 1 §2 budget dropdown) of the company the gate let through:
 * those the session read brought along when its row named that company, else read on their own
 * (a session that changed company during the request).
 */
export async function shellContractBudgets(args: RequestArgs, companyId: string): Promise<ContractBudget[]> {
  const { budgets } = await getSessionWithAccount(args);
  return budgets && budgets.companyId === companyId ? budgets.list : listContractBudgets(companyId);
}

/**
 * The ATS fetch state (spec 1 §4 fetch panel) of the company the gate let through: what the session
 * read brought along on a GET of that company, else read on its own — after an action in the
 * same request (a document POST runs its loaders in it), the state may have changed since.
 */
export async function sessionAtsFetchState(args: RequestArgs, companyId: string): Promise<AtsFetchState | null> {
  const { atsFetchState } = await getSessionWithAccount(args);
  return args.request.method === "GET" && atsFetchState && atsFetchState.companyId === companyId
    ? toAtsFetchState(atsFetchState.state)
    : getAtsFetchState(companyId);
}

/** A new, empty session with a new id (after sign-in: no id chosen before it survives). */
export function newSession(): Promise<AppSession> {
  return sessionStorage().getSession(null);
}

export function commitSession(session: AppSession, options?: { maxAge?: number }) {
  return sessionStorage().commitSession(session, options);
}

export function destroySession(session: AppSession) {
  return sessionStorage().destroySession(session);
}

export async function redirectWithSession(session: AppSession, to: string, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { ...init, headers });
}

/** Toast notifications survive one redirect (spec 1 §4 notification). */
export async function redirectWithToast(
  args: RequestArgs,
  to: string,
  toast: FlashData["toast"],
  init?: ResponseInit,
) {
  const session = await getSession(args);
  session.flash("toast", toast);
  return redirectWithSession(session, to, init);
}
