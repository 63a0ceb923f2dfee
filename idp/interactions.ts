import type { IncomingMessage, ServerResponse } from "node:http";
import { errors, type InteractionResults } from "oidc-provider";
import type Provider from "oidc-provider";
import { findAccountByEmail, findAccountBySub } from "./demo-accounts";
import { DUMMY_PASSWORD_HASH, verifyPassword, verifyTotpCode } from "./passwords";
import { errorPage, LOGIN_ERROR, loginPage, RATE_LIMIT_ERROR, TOTP_ERROR, totpPage } from "./views";

/**
 * Interaction routes of the bundled identity provider (plain node http, next to oidc-provider):
 *   GET  /interaction/:uid         the current prompt (login form, or the one-time-code form)
 *   POST /interaction/:uid/login   email + password
 *   POST /interaction/:uid/totp    one-time code (two-factor client, or accounts with mfaRequired)
 *   POST /interaction/:uid/abort   cancel, back to the app with error=access_denied
 * Everything works without JavaScript (plain forms, 303 redirects).
 */

/** At most `max` failed attempts per key (e-mail) within `windowMs`; in memory. */
export class LoginRateLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly max = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  private recent(key: string, now = Date.now()): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  isLimited(key: string): boolean {
    return this.recent(key).length >= this.max;
  }

  recordFailure(key: string) {
    const now = Date.now();
    if (this.failures.size > 10_000) {
      for (const k of [...this.failures.keys()]) this.recent(k, now);
    }
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string) {
    this.failures.delete(key);
  }
}

export interface InteractionDeps {
  provider: Provider;
  /** Path of the issuer URL ("" at the root). */
  mountPath: string;
  appUrl: string;
  csp: string;
  mfaClientIds: Set<string>;
  limiter: LoginRateLimiter;
}

/** Password checked, second factor pending: kept per interaction (bound to its cookie). */
interface PendingSecondFactor {
  accountId: string;
  expires: number;
}

const PENDING_TTL_MS = 10 * 60 * 1000;
const MAX_BODY_BYTES = 16 * 1024;

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error("request body too large"), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
      if (type && type !== "application/x-www-form-urlencoded") {
        resolve(new URLSearchParams());
        return;
      }
      resolve(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    });
    req.on("error", reject);
  });
}

export function createInteractionHandler(deps: InteractionDeps) {
  const { provider, mountPath, appUrl, csp, mfaClientIds, limiter } = deps;
  const pending = new Map<string, PendingSecondFactor>();
  const route = new RegExp(
    `^${mountPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/interaction/([A-Za-z0-9_-]+)(?:/(login|totp|abort))?/?$`,
  );

  const interactionUrl = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}`;

  function send(res: ServerResponse, status: number, html: string) {
    res.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      Pragma: "no-cache",
      "Content-Security-Policy": csp,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    });
    res.end(html);
  }

  function redirect(res: ServerResponse, location: string) {
    res.writeHead(303, { Location: location, "Cache-Control": "no-store", "Content-Length": "0" });
    res.end();
  }

  function getPending(uid: string): PendingSecondFactor | undefined {
    const entry = pending.get(uid);
    if (entry && entry.expires < Date.now()) {
      pending.delete(uid);
      return undefined;
    }
    return entry;
  }

  function setPending(uid: string, accountId: string) {
    const now = Date.now();
    if (pending.size > 1000) {
      for (const [key, entry] of pending) if (entry.expires < now) pending.delete(key);
    }
    pending.set(uid, { accountId, expires: now + PENDING_TTL_MS });
  }

  async function finish(req: IncomingMessage, res: ServerResponse, result: InteractionResults) {
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  /** Consent is normally pre-granted (loadExistingGrant); if oidc-provider still asks, grant it. */
  async function autoConsent(
    req: IncomingMessage,
    res: ServerResponse,
    details: Awaited<ReturnType<Provider["interactionDetails"]>>,
  ) {
    const { prompt, params, session, grantId } = details;
    const promptDetails = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
    if (!grant) throw new errors.SessionNotFound("grant not found");
    if (promptDetails.missingOIDCScope?.length)
      grant.addOIDCScope(promptDetails.missingOIDCScope.join(" "));
    if (promptDetails.missingOIDCClaims?.length)
      grant.addOIDCClaims(promptDetails.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(promptDetails.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(" "));
    }
    const id = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: id } },
      { mergeWithLastSubmission: true },
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = (req.url ?? "/").split("?")[0];
    const match = route.exec(pathname);
    if (!match) {
      send(
        res,
        404,
        errorPage({ title: "Not found", message: "This page does not exist.", appUrl }),
      );
      return;
    }
    const [, uid, action] = match;
    const method = req.method ?? "GET";

    if (action && method !== "POST") {
      // A refreshed or bookmarked form target: show the current step again.
      if (method === "GET" || method === "HEAD") redirect(res, interactionUrl(uid));
      else
        send(
          res,
          405,
          errorPage({ title: "Method not allowed", message: "Use the form to continue.", appUrl }),
        );
      return;
    }
    if (!action && method !== "GET" && method !== "HEAD") {
      send(
        res,
        405,
        errorPage({ title: "Method not allowed", message: "Use the form to continue.", appUrl }),
      );
      return;
    }

    let details: Awaited<ReturnType<Provider["interactionDetails"]>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        send(
          res,
          400,
          errorPage({
            title: "Sign-in expired",
            message:
              "This sign-in page has expired or was opened in another browser. Go back to Hirewave and sign in again.",
            appUrl,
          }),
        );
        return;
      }
      throw error;
    }
    if (details.uid !== uid) {
      redirect(res, interactionUrl(details.uid));
      return;
    }

    const clientId =
      typeof details.params.client_id === "string" ? details.params.client_id : undefined;
    const mfaClient = clientId !== undefined && mfaClientIds.has(clientId);
    const form = method === "POST" ? await readForm(req) : new URLSearchParams();

    if (action === "abort") {
      pending.delete(uid);
      await finish(req, res, {
        error: "access_denied",
        error_description: "End-User aborted interaction",
      });
      return;
    }

    if (details.prompt.name === "consent") {
      await autoConsent(req, res, details);
      return;
    }
    if (details.prompt.name !== "login") {
      send(
        res,
        400,
        errorPage({ message: `Unsupported sign-in step (${details.prompt.name}).`, appUrl }),
      );
      return;
    }

    const loginHint =
      typeof details.params.login_hint === "string" ? details.params.login_hint : "";

    if (!action) {
      const state = getPending(uid);
      const account = state && findAccountBySub(state.accountId);
      if (account) send(res, 200, totpPage({ uid, email: account.email, basePath: mountPath }));
      else send(res, 200, loginPage({ uid, email: loginHint, mfaClient, basePath: mountPath }));
      return;
    }

    if (action === "login") {
      const email = (form.get("email") ?? "").trim().toLowerCase();
      const password = form.get("password") ?? "";
      pending.delete(uid);
      if (email && limiter.isLimited(email)) {
        send(
          res,
          429,
          loginPage({ uid, email, mfaClient, error: RATE_LIMIT_ERROR, basePath: mountPath }),
        );
        return;
      }
      const account = email ? findAccountByEmail(email) : undefined;
      // Always run scrypt so unknown e-mails take as long as wrong passwords.
      const valid = await verifyPassword(password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!account || !valid) {
        if (email) limiter.recordFailure(email);
        send(
          res,
          400,
          loginPage({ uid, email, mfaClient, error: LOGIN_ERROR, basePath: mountPath }),
        );
        return;
      }
      if (mfaClient || account.mfaRequired) {
        setPending(uid, account.sub);
        redirect(res, interactionUrl(uid));
        return;
      }
      await finish(req, res, { login: { accountId: account.sub, amr: ["pwd"], remember: true } });
      return;
    }

    // action === "totp"
    const state = getPending(uid);
    const account = state && findAccountBySub(state.accountId);
    if (!account) {
      redirect(res, interactionUrl(uid));
      return;
    }
    if (limiter.isLimited(account.email)) {
      pending.delete(uid);
      send(
        res,
        429,
        loginPage({
          uid,
          email: account.email,
          mfaClient,
          error: RATE_LIMIT_ERROR,
          basePath: mountPath,
        }),
      );
      return;
    }
    const code = form.get("code") ?? "";
    if (!(await verifyTotpCode(code, account.totpSecret))) {
      limiter.recordFailure(account.email);
      send(
        res,
        400,
        totpPage({ uid, email: account.email, error: TOTP_ERROR, basePath: mountPath }),
      );
      return;
    }
    pending.delete(uid);
    await finish(req, res, {
      login: { accountId: account.sub, amr: ["pwd", "otp"], remember: true },
    });
  }

  return handle;
}
