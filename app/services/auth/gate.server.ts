import { redirect } from "@remix-run/node";
import { featuresFromRows } from "~/models/feature.server";
import {
  getAccountContext,
  getCompanyByTenant,
  listUserCompanies,
  type AccountContext,
  type Company,
} from "~/models/company.server";
import { getUserById } from "~/models/user.server";
import { enterCompany } from "./enter-company.server";
import { toUiFeatures, type FeatureName, type Features } from "~/lib/features";
import { getEnv } from "~/platform/env.server";
import { isDatabaseUnavailable, unavailableResponse } from "../http/unavailable.server";
import { logger } from "~/platform/logger.server";
import { commitSession, getSession, getSessionWithAccount, type AppSession } from "../session.server";
import { ensureFreshTokens, SessionEndedError } from "./token-refresh.server";
import type { RequestArgs, RequestContext } from "../http/request-context.server";
import { WindowLimiter } from "../http/window-limiter.server";
import { endSession } from "./logout.server";
import { loginUrl } from "./sign-in-state.server";
import { accountKey } from "~/models/session.server";

import { DEFAULT_ROUTE } from "~/lib/redirects";
import { notFound } from "~/lib/not-found";

export { DEFAULT_ROUTE };

async function redirectCommitting(session: AppSession, to: string): Promise<never> {
  throw redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

/** `{tenant}.{APP_DOMAIN}` → tenant; the main domain or a foreign host → null. */
export function tenantFromHost(host: string | null, appDomain: string) {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, "").toLowerCase();
  const domain = appDomain.toLowerCase();
  if (hostname === domain || !hostname.endsWith(`.${domain}`)) return null;
  const sub = hostname.slice(0, -(domain.length + 1));
  return sub && !sub.includes(".") ? sub : null;
}

export function requestOrigin(request: Request) {
  return new URL(request.url).origin;
}

/** Protected pages a visitor who is not signed in may ask for per minute, per client address and instance. */
export const ANONYMOUS_PAGE_LIMIT_PER_MINUTE = 300;
let anonymousPages: WindowLimiter | undefined;

/**
 * Gate step 1 (spec 1 §2): a visitor who is not signed in is sent to /login with the current path
 * and query in `returnTo` (issue 36 §4: nothing is stored for a visitor; the sign-in carries it).
 * Such redirects are rate-limited per client address. Keeps the access token fresh.
 */
export async function requireSession({ request, context }: RequestArgs) {
  const session = await getSession({ request, context });
  const userId = session.get("userId");
  if (!userId) {
    anonymousPages ??= new WindowLimiter(ANONYMOUS_PAGE_LIMIT_PER_MINUTE);
    const limited = anonymousPages.hit(context.clientIp ?? "unknown");
    if (!limited.ok) {
      throw new Response("Too many requests", { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } });
    }
    const url = new URL(request.url);
    throw redirect(request.method === "GET" ? loginUrl(`${url.pathname}${url.search}`, DEFAULT_ROUTE) : "/login");
  }
  try {
    await ensureFreshTokens(session, requestOrigin(request));
  } catch (error) {
    // a database that is away, a bug: not a reason to sign anybody out (issue 47 §1)
    if (!(error instanceof SessionEndedError)) throw error;
    // spec 1 §8: 401/403 → remove stored state and log out (here, not by a GET of /logout: that
    // only asks, so that a link from another site cannot sign anybody out). Only the provider's
    // invalid_grant or a deleted session row ends up here.
    logger.info({ reason: error.message }, "session ended by the token refresh");
    throw await endSession(session);
  }
  return { session, userId: userId! };
}

/** requireSession plus the user's row (pages outside the shell: account selection). */
export async function requireUser(args: RequestArgs) {
  const { session, userId } = await requireSession(args);
  const user = await getUserById(userId);
  if (!user) throw await endSession(session);
  return { session, user };
}

export interface CompanyContext {
  user: AccountContext["user"];
  company: Company;
  roles: string[];
  allowToOrder: boolean;
  features: Features;
  uiFeatures: Record<string, boolean>;
  impersonator: { accountId: string; name: string } | null;
  companyCount: number;
  provider: "standard" | "mfa";
  session: AppSession;
}

/** The account context read with the session, unless the session has since named another account. */
async function accountContextFor(args: RequestArgs, userId: string, companyId: string, consultant: boolean) {
  const { account } = await getSessionWithAccount(args);
  if (account && account.accountKey === accountKey({ userId, companyId, consultant })) return account.context;
  return getAccountContext(userId, companyId, consultant);
}

/**
 * The whole route gate of spec 1 §2, in its order. Throws a redirect for every step that stops
 * the page; returns the company context when the page may render. Run once per page request (the
 * load context, request-context.server.ts) so the layout and the page loader share one run.
 */
export function requireCompany({ request, context }: RequestArgs): Promise<CompanyContext> {
  return context.company(request).catch((thrown: unknown) => {
    // every loader of the page gets a Response of its own: Remix reads a thrown Response's body,
    // and the second read of a shared one (the 429's text) failed as an "unhandled error" with a
    // stack, once per anonymous 429 (issue 47 §4)
    throw thrown instanceof Response ? thrown.clone() : thrown;
  });
}

/** The gate itself; the load context runs it (once per page request) for requireCompany. */
export async function runGate(request: Request, context: RequestContext): Promise<CompanyContext> {
  const args = { request, context };
  const env = getEnv();
  const url = new URL(request.url);

  try {
    // Step 3: tenancy by sub-domain. A host that is not a tenant goes to the main domain before
    // anything else: nobody can sign in there (the IdP knows no callback for it).
    const tenant = tenantFromHost(url.host, env.APP_DOMAIN);
    const tenantCompany = tenant ? await getCompanyByTenant(tenant) : undefined;
    if (tenant && !tenantCompany) {
      // the configured public address (scheme and port included, issue 36 §11): a Host header
      // behind a balancer may carry neither
      throw redirect(new URL(`${url.pathname}${url.search}`, env.APP_URL).toString());
    }
    const { session, userId } = await requireSession(args);
    if (tenantCompany) {
      if (session.get("companyId") !== tenantCompany.id) {
        session.set("companyId", tenantCompany.id);
        await redirectCommitting(session, `${url.pathname}${url.search}`);
      }
    }

    const consultant = session.get("consultant") === true;
    const companyId = session.get("companyId");

    // Account selection: pick the only company, the preselected one, or ask
    if (!companyId) {
      // the page asked for is where account selection ends (select-company, consultant-login)
      if (request.method === "GET") session.set("returnTo", `${url.pathname}${url.search}`);
      if (consultant) await redirectCommitting(session, "/consultant-login");
      const companies = await listUserCompanies(userId);
      const preselected = session.get("preselectCompanyId");
      const chosen =
        companies.find((c) => c.id === preselected) ?? (companies.length === 1 ? companies[0] : null);
      if (companies.length === 0) await redirectCommitting(session, "/no-access");
      if (!chosen) await redirectCommitting(session, "/select-company");
      throw await enterCompany(session, chosen!.id, `${url.pathname}${url.search}`);
    }

    // user, membership (or consultant access), company and flags: read with the session row when
    // it still names the same user, company and consultant flag, else in a round trip of its own
    const account = await accountContextFor(args, userId, companyId!, consultant);
    if (!account) throw await endSession(session);
    if (!account.company) {
      // the company went away or the user lost access: choose again
      session.unset("companyId");
      await redirectCommitting(session, tenant ? "/no-access" : "/select-company");
    }
    const company = account.company!;
    const features = featuresFromRows(account.featureRows);

    // Step 5: multi-factor login required
    if (features.force_auth0 && session.get("provider") !== "mfa") {
      throw redirect("/mfa-required");
    }
    // Step 6: no subscription
    if (!company.hasSubscription) throw redirect("/no-subscription");
    // spec 1 §4 feature load: without vacancy_overview the user is unauthorized; reset the session
    if (!features.vacancy_overview) {
      session.unset("userId");
      session.unset("companyId");
      await redirectCommitting(session, "/login?reason=unauthorized");
    }

    // spec 1 §6: the roles claim of the standard login, plus the company's own roles for the user
    const claimRoles = session.get("provider") === "mfa" ? [] : (session.get("claimRoles") ?? []);
    const { roles, allowToOrder, ...companyFields } = company;
    return {
      user: account.user,
      company: companyFields,
      roles: [...new Set([...roles, ...claimRoles])],
      allowToOrder,
      features,
      uiFeatures: toUiFeatures(features),
      impersonator: session.get("impersonator") ?? null,
      companyCount: account.companyCount,
      provider: session.get("provider") ?? "standard",
      session,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    // the database is restarting or failing over: not the user's session's fault (issue 11 §4)
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, "database unavailable");
      throw unavailableResponse();
    }
    // spec 1 §2: any other error on load goes to /error
    logger.error({ err: error }, "route gate failed");
    throw redirect("/error");
  }
}

/**
 * The company context of a signed-in visitor whom the gate lets in, else null: for a public page
 * that a signed-in viewer sees inside the application shell (the share page, issue 48 §3). Never
 * redirects: a visitor the gate would stop sees the public page.
 */
export async function optionalCompany(args: RequestArgs): Promise<CompanyContext | null> {
  const session = await getSession(args);
  if (!session.get("userId") || !session.get("companyId")) return null;
  try {
    return await requireCompany(args);
  } catch (error) {
    if (error instanceof Response) return null;
    throw error;
  }
}

/** 404 unless the company has the feature (a gated area does not exist for it). */
export async function requireFeature(args: RequestArgs, feature: FeatureName) {
  const context = await requireCompany(args);
  if (!context.features[feature]) notFound();
  return context;
}

