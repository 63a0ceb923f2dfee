import type { IncomingMessage, ServerResponse } from "node:http";
import { errors, type InteractionResults } from "oidc-provider";
import type Provider from "oidc-provider";
import { findAccountByEmail, findAccountBySub } from "./demo-accounts";
import { DUMMY_PASSWORD_HASH, verifyPassword, verifyTotpCode } from "./passwords";
import { chooseLocale, localeOfRequest } from "./i18n";
import { loginPage, textErrorPage, totpPage } from "./views";

/**
 * Interaction routes of the bundled identity provider (plain node http, next to oidc-provider):
 *   GET  /interaction/:uid         the current prompt (login form, or the one-time-code form)
 *   POST /interaction/:uid/login   email + password
 *   POST /interaction/:uid/totp    one-time code (two-factor client, or accounts with mfaRequired)
 *   POST /interaction/:uid/abort   cancel, back to the app with error=access_denied
 * Everything works without JavaScript (plain forms, 303 redirects).
 */

export interface LoginThrottleOptions {
  /** Failed attempts per account before the delay starts (someone mistyping keeps trying freely). */
  accountFreeFailures: number;
  /**
   * Failed attempts per client address before the delay starts: higher than per account, since an
   * office or a mobile carrier puts many people behind one address.
   */
  addressFreeFailures: number;
  /** Delay after the first failure past the free ones; doubles with each further failure. */
  baseDelayMs: number;
  /** The delay never grows beyond this, so a real user is never locked out for long. */
  maxDelayMs: number;
  /** Failures are forgotten this long after the latest one. */
  forgetAfterMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  accountFreeFailures: 5,
  addressFreeFailures: 50,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

interface FailureRecord {
  count: number;
  last: number;
}

/**
 * Limits failed password (and one-time code) attempts per account and per client address with a
 * growing delay: after the free failures each further one makes the key wait `baseDelayMs`,
 * doubling up to `maxDelayMs`. A successful sign-in clears the account's failures (not the
 * address's: an attacker with one valid account must not reset the counter of the address).
 * Only failures count, so successful sign-ins of a whole office never lock anybody out. In memory:
 * the bundled IdP is one process (docs/conventions/architecture-decisions.md §5).
 */
export class LoginRateLimiter {
  private readonly options: LoginThrottleOptions;
  private readonly accounts = new Map<string, FailureRecord>();
  private readonly addresses = new Map<string, FailureRecord>();

  constructor(
    options: Partial<LoginThrottleOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...DEFAULT_LOGIN_THROTTLE, ...options };
  }

  private current(map: Map<string, FailureRecord>, key: string, now: number) {
    const record = map.get(key);
    if (record && now - record.last >= this.options.forgetAfterMs) {
      map.delete(key);
      return undefined;
    }
    return record;
  }

  private waitMs(record: FailureRecord | undefined, free: number, now: number): number {
    if (!record || record.count < free) return 0;
    const { baseDelayMs, maxDelayMs } = this.options;
    // 2^n grows past any cap quickly; clamp the exponent so the maths stays finite
    const exponent = Math.min(record.count - free, 30);
    const delay = Math.min(baseDelayMs * 2 ** exponent, maxDelayMs);
    return Math.max(0, record.last + delay - now);
  }

  /** Milliseconds until the next attempt for this account from this address is allowed (0: now). */
  retryAfterMs(account: string | undefined, address: string | undefined): number {
    const now = this.now();
    const byAccount = account
      ? this.waitMs(this.current(this.accounts, account, now), this.options.accountFreeFailures, now)
      : 0;
    const byAddress = address
      ? this.waitMs(this.current(this.addresses, address, now), this.options.addressFreeFailures, now)
      : 0;
    return Math.max(byAccount, byAddress);
  }

  recordFailure(account: string | undefined, address: string | undefined) {
    const now = this.now();
    for (const [map, key] of [
      [this.accounts, account],
      [this.addresses, address],
    ] as const) {
      if (!key) continue;
      if (map.size > 10_000) {
        for (const k of [...map.keys()]) this.current(map, k, now);
      }
      const record = this.current(map, key, now);
      map.set(key, { count: (record?.count ?? 0) + 1, last: now });
    }
  }

  /** A successful sign-in: the account starts afresh. */
  recordSuccess(account: string) {
    this.accounts.delete(account);
  }
}

/** Address of the browser: the socket's, or the hop our trusted proxy appended to X-Forwarded-For. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const value = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
    // the right-most entry is the one the proxy itself added; entries left of it are client-supplied
    const hop = value?.split(",").pop()?.trim();
    if (hop) return hop;
  }
  return req.socket.remoteAddress ?? undefined;
}

export interface InteractionDeps {
  provider: Provider;
  /** Path of the issuer URL ("" at the root). */
  mountPath: string;
  appUrl: string;
  csp: string;
  mfaClientIds: Set<string>;
  limiter: LoginRateLimiter;
  /** Believe X-Forwarded-For for the client address (behind a proxy). */
  trustProxy?: boolean;
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
  const trustProxy = deps.trustProxy ?? false;
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

  function sendLimited(res: ServerResponse, waitMs: number, html: string) {
    res.setHeader("Retry-After", String(Math.max(1, Math.ceil(waitMs / 1000))));
    send(res, 429, html);
  }

  function methodNotAllowed(req: IncomingMessage) {
    return textErrorPage(
      localeOfRequest(req),
      { title: "error.method.title", message: "error.method.message" },
      { appUrl },
    );
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
        textErrorPage(
          localeOfRequest(req),
          { title: "error.not-found.title", message: "error.not-found.message" },
          { appUrl },
        ),
      );
      return;
    }
    const [, uid, action] = match;
    const method = req.method ?? "GET";

    if (action && method !== "POST") {
      // A refreshed or bookmarked form target: show the current step again.
      if (method === "GET" || method === "HEAD") redirect(res, interactionUrl(uid));
      else send(res, 405, methodNotAllowed(req));
      return;
    }
    if (!action && method !== "GET" && method !== "HEAD") {
      send(res, 405, methodNotAllowed(req));
      return;
    }

    let details: Awaited<ReturnType<Provider["interactionDetails"]>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        // no interaction to read ui_locales from: the browser's language
        send(
          res,
          400,
          textErrorPage(
            localeOfRequest(req),
            { title: "error.expired.title", message: "error.expired.message" },
            { appUrl },
          ),
        );
        return;
      }
      throw error;
    }
    if (details.uid !== uid) {
      redirect(res, interactionUrl(details.uid));
      return;
    }

    // the language the app asked for when it started this sign-in (ui_locales), on every step
    const locale = chooseLocale({
      uiLocales: details.params.ui_locales,
      acceptLanguage: req.headers["accept-language"],
    });
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
        textErrorPage(
          locale,
          { message: "error.unsupported-step" },
          { appUrl, values: { step: details.prompt.name } },
        ),
      );
      return;
    }

    const loginHint =
      typeof details.params.login_hint === "string" ? details.params.login_hint : "";

    if (!action) {
      const state = getPending(uid);
      const account = state && findAccountBySub(state.accountId);
      if (account)
        send(res, 200, totpPage({ uid, email: account.email, basePath: mountPath, locale }));
      else
        send(res, 200, loginPage({ uid, email: loginHint, mfaClient, basePath: mountPath, locale }));
      return;
    }

    if (action === "login") {
      const email = (form.get("email") ?? "").trim().toLowerCase();
      const password = form.get("password") ?? "";
      const address = clientAddress(req, trustProxy);
      pending.delete(uid);
      const waitMs = limiter.retryAfterMs(email || undefined, address);
      if (waitMs > 0) {
        sendLimited(
          res,
          waitMs,
          loginPage({ uid, email, mfaClient, error: "rate-limited", basePath: mountPath, locale }),
        );
        return;
      }
      const account = email ? findAccountByEmail(email) : undefined;
      // Always run scrypt so unknown e-mails take as long as wrong passwords.
      const valid = await verifyPassword(password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!account || !valid) {
        limiter.recordFailure(email || undefined, address);
        send(
          res,
          400,
          loginPage({ uid, email, mfaClient, error: "credentials", basePath: mountPath, locale }),
        );
        return;
      }
      if (mfaClient || account.mfaRequired) {
        setPending(uid, account.sub);
        redirect(res, interactionUrl(uid));
        return;
      }
      limiter.recordSuccess(account.email);
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
    const address = clientAddress(req, trustProxy);
    const waitMs = limiter.retryAfterMs(account.email, address);
    if (waitMs > 0) {
      pending.delete(uid);
      sendLimited(
        res,
        waitMs,
        loginPage({
          uid,
          email: account.email,
          mfaClient,
          error: "rate-limited",
          basePath: mountPath,
          locale,
        }),
      );
      return;
    }
    const code = form.get("code") ?? "";
    if (!(await verifyTotpCode(code, account.totpSecret))) {
      limiter.recordFailure(account.email, address);
      send(
        res,
        400,
        totpPage({ uid, email: account.email, error: true, basePath: mountPath, locale }),
      );
      return;
    }
    limiter.recordSuccess(account.email);
    pending.delete(uid);
    await finish(req, res, {
      login: { accountId: account.sub, amr: ["pwd", "otp"], remember: true },
    });
  }

  return handle;
}
