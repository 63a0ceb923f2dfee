import { DEFAULT_IDP_LOCALE, text, type IdpLocale, type IdpTextKey } from "./i18n";

/**
 * HTML of the bundled identity provider: login, one-time code, sign-out and error pages.
 * Self-contained (inline CSS, no external assets, no JavaScript except the sign-out auto-submit),
 * so the pages work without JS and under a strict Content-Security-Policy. Every page is in the
 * reader's language (i18n.ts: the app's `ui_locales`, else Accept-Language, else English).
 */

export const BRAND = "Hirewave";
export const TAGLINE = "Hire Smarter Faster";

// the app's icon (public/favicon.svg) inline: the IdP serves no files, and without an icon of its
// own the browser asks for /favicon.ico on every sign-in and logs the 404 (allowed by img-src data:)
const ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1f57d1"/><path d="M5 19c3-6 6-6 9 0s6 6 9 0 4-4 4-4" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>',
  );

export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color:#0f172a;background:#f1f5f9}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:3rem 1rem}
main{width:100%;max-width:24rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:2rem;box-shadow:0 1px 3px rgba(15,23,42,.08)}
.brand{margin:0 0 1.5rem}
.brand-name{display:block;font-size:1.375rem;font-weight:700;letter-spacing:-.01em;color:#1e3a8a}
.brand-tagline{display:block;font-size:.875rem;color:#475569}
h1{font-size:1.25rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
.hint{font-size:.875rem;color:#334155}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;font-size:.875rem;margin:0 0 .25rem}
input{display:block;width:100%;font:inherit;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.375rem;background:#fff;color:inherit}
input[aria-invalid="true"]{border-color:#b91c1c}
button{font:inherit;font-weight:600;cursor:pointer;border-radius:.375rem}
.primary{display:block;width:100%;padding:.625rem 1rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff}
.primary:hover{background:#1e40af}
.secondary{padding:0;border:0;background:none;color:#1d4ed8;text-decoration:underline}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #1e3a8a;outline-offset:2px}
.alert{margin:0 0 1rem;padding:.75rem;border:1px solid #fecaca;border-left:4px solid #b91c1c;border-radius:.375rem;background:#fef2f2;color:#7f1d1d}
.actions{margin-top:1rem;font-size:.875rem}
pre{white-space:pre-wrap;word-break:break-word;font-size:.8125rem;background:#f8fafc;padding:.5rem;border-radius:.25rem}
@media (prefers-reduced-motion:no-preference){button{transition:background-color .15s}}
`;

export function layout(options: {
  title: string;
  body: string;
  locale?: IdpLocale;
  script?: string;
}): string {
  const { title, body, locale = DEFAULT_IDP_LOCALE, script } = options;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${ICON}">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<header class="brand"><span class="brand-name">${BRAND}</span><span class="brand-tagline">${TAGLINE}</span></header>
${body}
</main>
${script ? `<script>${script}</script>` : ""}
</body>
</html>`;
}

/** A text as HTML: the text escaped, its {{placeholders}} replaced by the given markup. */
export function textHtml(
  locale: IdpLocale,
  key: IdpTextKey,
  markup: Record<string, string> = {},
): string {
  return text(locale, key)
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      return name !== undefined && name in markup ? markup[name] : escapeHtml(part);
    })
    .join("");
}

function alert(message: string | undefined, id: string) {
  return message ? `<p class="alert" role="alert" id="${id}">${escapeHtml(message)}</p>` : "";
}

function cancelForm(uid: string, basePath: string, locale: IdpLocale) {
  return `<form method="post" action="${escapeHtml(basePath)}/interaction/${encodeURIComponent(uid)}/abort" class="actions">
<button type="submit" class="secondary">${textHtml(locale, "cancel")}</button>
</form>`;
}

/** Errors of the sign-in forms; the view picks the text in the page's language. */
export type LoginError = "credentials" | "rate-limited";

export function loginPage(options: {
  uid: string;
  email?: string;
  error?: LoginError;
  mfaClient?: boolean;
  /** Path of the issuer URL ("" at the root). */
  basePath?: string;
  locale?: IdpLocale;
}): string {
  const { uid, email = "", error, mfaClient, basePath = "", locale = DEFAULT_IDP_LOCALE } = options;
  const invalid = error ? ` aria-invalid="true" aria-describedby="login-error"` : "";
  const title = text(locale, "login.title");
  const body = `<h1>${escapeHtml(title)}</h1>
${mfaClient ? `<p class="hint">${textHtml(locale, "login.mfa-note")}</p>` : ""}
${alert(error && text(locale, `login.error.${error}`), "login-error")}
<form method="post" action="${escapeHtml(basePath)}/interaction/${encodeURIComponent(uid)}/login">
<div class="field">
<label for="email">${textHtml(locale, "login.email")}</label>
<input id="email" name="email" type="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${invalid}${email ? "" : " autofocus"}>
</div>
<div class="field">
<label for="password">${textHtml(locale, "login.password")}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? " autofocus" : ""}>
</div>
<button type="submit" class="primary">${textHtml(locale, "login.submit")}</button>
</form>
${cancelForm(uid, basePath, locale)}`;
  return layout({
    title: error ? text(locale, "login.title-error", { title }) : title,
    body,
    locale,
  });
}

export function totpPage(options: {
  uid: string;
  email: string;
  error?: boolean;
  basePath?: string;
  locale?: IdpLocale;
}): string {
  const { uid, email, error, basePath = "", locale = DEFAULT_IDP_LOCALE } = options;
  const invalid = error
    ? ` aria-invalid="true" aria-describedby="code-hint code-error"`
    : ` aria-describedby="code-hint"`;
  const body = `<h1>${textHtml(locale, "totp.heading")}</h1>
<p class="hint">${textHtml(locale, "totp.signing-in-as", { email: `<strong>${escapeHtml(email)}</strong>` })}</p>
${alert(error ? text(locale, "totp.error") : undefined, "code-error")}
<form method="post" action="${escapeHtml(basePath)}/interaction/${encodeURIComponent(uid)}/totp">
<div class="field">
<label for="code">${textHtml(locale, "totp.code")}</label>
<p class="hint" id="code-hint">${textHtml(locale, "totp.hint")}</p>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="7" required autofocus${invalid}>
</div>
<button type="submit" class="primary">${textHtml(locale, "totp.submit")}</button>
</form>
${cancelForm(uid, basePath, locale)}`;
  return layout({ title: text(locale, "totp.title"), body, locale });
}

/** Script that auto-submits the sign-out form; its hash goes into the page's CSP. */
export const LOGOUT_SCRIPT = "document.forms[0].submit();";

/**
 * RP-initiated logout page. `form` is oidc-provider's `<form id="op.logoutForm">…</form>` holding
 * the xsrf token; we add `logout=yes` (end the whole IdP session) and a visible button for no-JS.
 */
export function logoutPage(form: string, locale: IdpLocale = DEFAULT_IDP_LOCALE): string {
  const extra = `<input type="hidden" name="logout" value="yes"><button type="submit" class="primary">${textHtml(locale, "logout.submit")}</button>`;
  const completed = form.includes("</form>") ? form.replace("</form>", `${extra}</form>`) : form;
  const body = `<h1>${textHtml(locale, "logout.heading")}</h1>
<p class="hint">${textHtml(locale, "logout.hint")}</p>
${completed}`;
  return layout({ title: text(locale, "logout.title"), body, locale, script: LOGOUT_SCRIPT });
}

export function loggedOutPage(appUrl?: string, locale: IdpLocale = DEFAULT_IDP_LOCALE): string {
  const body = `<h1>${textHtml(locale, "logged-out.heading")}</h1>
<p>${textHtml(locale, "logged-out.text")}</p>
${appUrl ? `<p><a href="${escapeHtml(appUrl)}">${textHtml(locale, "back")}</a></p>` : ""}`;
  return layout({ title: text(locale, "logged-out.title"), body, locale });
}

export function errorPage(options: {
  title?: string;
  message: string;
  details?: Record<string, unknown>;
  appUrl?: string;
  locale?: IdpLocale;
}): string {
  const { locale = DEFAULT_IDP_LOCALE, message, details, appUrl } = options;
  const title = options.title ?? text(locale, "error.title");
  const rows = details
    ? Object.entries(details)
        .filter(([, value]) => value !== undefined && value !== null && value !== "")
        .map(([key, value]) => `${escapeHtml(key)}: ${escapeHtml(value)}`)
        .join("\n")
    : "";
  const body = `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${rows ? `<pre>${rows}</pre>` : ""}
${appUrl ? `<p><a href="${escapeHtml(appUrl)}">${textHtml(locale, "back")}</a></p>` : ""}`;
  return layout({ title: text(locale, "error.page-title", { title }), body, locale });
}

/** An error page whose title and message are texts of idp.json. */
export function textErrorPage(
  locale: IdpLocale,
  keys: { title?: IdpTextKey; message: IdpTextKey },
  options: {
    appUrl?: string;
    details?: Record<string, unknown>;
    values?: Record<string, string>;
  } = {},
): string {
  return errorPage({
    locale,
    title: keys.title && text(locale, keys.title),
    message: text(locale, keys.message, options.values),
    details: options.details,
    appUrl: options.appUrl,
  });
}

/** The 429 of the authorization endpoint (start-limit.ts). */
export function tooManyStartsPage(locale: IdpLocale, appUrl?: string): string {
  return textErrorPage(
    locale,
    { title: "too-many.title", message: "too-many.message" },
    { appUrl },
  );
}

/** The issuer's root: what this service is, for someone who types its address. */
export function homePage(appUrl: string, locale: IdpLocale = DEFAULT_IDP_LOCALE): string {
  const title = text(locale, "home.title");
  const link = `<a href="${escapeHtml(appUrl)}">${BRAND}</a>`;
  return layout({
    title,
    body: `<h1>${escapeHtml(title)}</h1><p>${textHtml(locale, "home.text", { app: link })}</p>`,
    locale,
  });
}
