import { redirect } from "@remix-run/node";
import { getCompanyFeatures } from "~/models/feature.server";
import {
  getCompanyByTenant,
  getConsultantCompany,
  getMembership,
  listUserCompanies,
  type Company,
} from "~/models/company.server";
import { getUserById } from "~/models/user.server";
import { toUiFeatures, type FeatureName, type Features } from "../features";
import { getEnv } from "../env.server";
import { logger } from "../logger.server";
import { commitSession, getSession, type AppSession } from "../session.server";
import { refreshTokens } from "./oidc.server";

export { DEFAULT_ROUTE } from "~/lib/redirects";
/** Refresh the access token when it expires within this many ms. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

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

/**
 * Gate step 1 (spec 1 §2): a visitor who is not signed in has the current path and query
 * remembered and is sent to /login. Also refreshes the access token before it expires.
 */
export async function requireUser(request: Request) {
  const session = await getSession(request);
  const userId = session.get("userId");
  if (!userId) {
    const url = new URL(request.url);
    if (request.method === "GET") session.set("returnTo", `${url.pathname}${url.search}`);
    await redirectCommitting(session, "/login");
  }
  const expiresAt = session.get("expiresAt") ?? 0;
  const refreshToken = session.get("refreshToken");
  if (refreshToken && expiresAt - Date.now() < TOKEN_REFRESH_MARGIN_MS) {
    try {
      const tokens = await refreshTokens(
        requestOrigin(request),
        session.get("provider") ?? "standard",
        refreshToken,
      );
      session.set("accessToken", tokens.accessToken);
      session.set("refreshToken", tokens.refreshToken);
      session.set("expiresAt", tokens.expiresAt);
    } catch (error) {
      // spec 1 §8: 401/403 → remove stored state and go to the logout route
      logger.warn({ err: error }, "token refresh failed");
      throw redirect("/logout");
    }
    // GETs are re-run with the new cookie; other methods carry on with the old tokens
    const url = new URL(request.url);
    if (request.method === "GET") await redirectCommitting(session, `${url.pathname}${url.search}`);
  }
  const user = await getUserById(userId!);
  if (!user) throw redirect("/logout");
  return { session, user };
}

export interface CompanyContext {
  user: NonNullable<Awaited<ReturnType<typeof getUserById>>>;
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

const cache = new WeakMap<Request, Promise<CompanyContext>>();

/**
 * The whole route gate of spec 1 §2, in its order. Throws a redirect for every step that stops
 * the page; returns the company context when the page may render. Memoised per request so the
 * layout and the page loader share one run.
 */
export function requireCompany(request: Request): Promise<CompanyContext> {
  let pending = cache.get(request);
  if (!pending) {
    pending = runGate(request);
    cache.set(request, pending);
  }
  return pending;
}

async function runGate(request: Request): Promise<CompanyContext> {
  const env = getEnv();
  const url = new URL(request.url);

  try {
    // Step 3: tenancy by sub-domain. A host that is not a tenant goes to the main domain before
    // anything else: nobody can sign in there (the IdP knows no callback for it).
    const tenant = tenantFromHost(url.host, env.APP_DOMAIN);
    const tenantCompany = tenant ? await getCompanyByTenant(tenant) : undefined;
    if (tenant && !tenantCompany) {
      const main = new URL(url);
      main.hostname = env.APP_DOMAIN;
      throw redirect(main.toString());
    }
    const { session, user } = await requireUser(request);
    if (tenantCompany) {
      if (session.get("companyId") !== tenantCompany.id) {
        session.set("companyId", tenantCompany.id);
        await redirectCommitting(session, `${url.pathname}${url.search}`);
      }
    }

    const consultant = session.get("consultant") === true;
    let companyId = session.get("companyId");

    // Account selection
    const companies = consultant ? [] : await listUserCompanies(user.id);
    if (!companyId) {
      if (consultant) await redirectCommitting(session, "/consultant-login");
      const preselected = session.get("preselectCompanyId");
      const chosen =
        companies.find((c) => c.id === preselected) ?? (companies.length === 1 ? companies[0] : null);
      if (companies.length === 0) await redirectCommitting(session, "/no-access");
      if (!chosen) await redirectCommitting(session, "/select-company");
      companyId = chosen!.id;
      session.set("companyId", companyId);
      session.unset("preselectCompanyId");
      await redirectCommitting(session, `${url.pathname}${url.search}`);
    }

    const membership = consultant
      ? await getConsultantCompany(user.id, companyId!)
      : await getMembership(user.id, companyId!);
    if (!membership) {
      // the company went away or the user lost access: choose again
      session.unset("companyId");
      await redirectCommitting(session, tenant ? "/no-access" : "/select-company");
    }
    const company = membership!;
    const features = await getCompanyFeatures(company.id);

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

    return {
      user,
      company,
      roles: "roles" in company ? (company.roles as string[]) : ["consultant"],
      allowToOrder: "allowToOrder" in company ? Boolean(company.allowToOrder) : false,
      features,
      uiFeatures: toUiFeatures(features),
      impersonator: session.get("impersonator") ?? null,
      companyCount: consultant ? 0 : companies.length,
      provider: session.get("provider") ?? "standard",
      session,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    // spec 1 §2: any other error on load goes to /error
    logger.error({ err: error }, "route gate failed");
    throw redirect("/error");
  }
}

/** 404 unless the company has the feature (a gated area does not exist for it). */
export async function requireFeature(request: Request, feature: FeatureName) {
  const context = await requireCompany(request);
  if (!context.features[feature]) throw new Response("Not Found", { status: 404 });
  return context;
}

export async function requirePermission(request: Request, permission: "allowToOrder") {
  const context = await requireCompany(request);
  if (!context[permission]) throw new Response("Forbidden", { status: 403 });
  return context;
}
