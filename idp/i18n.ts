import type { IncomingMessage } from "node:http";
import deDE from "../locales/de-DE/idp.json";
import enUS from "../locales/en-US/idp.json";
import nlNL from "../locales/nl-NL/idp.json";

/**
 * The bundled IdP's pages in the app's three languages. The texts live beside the app's in
 * locales/<locale>/idp.json, so `npm run check:i18n` keeps the three in step; the IdP reads them as
 * plain JSON rather than through the app's i18next runtime, which it has no other use for.
 */
export const IDP_LOCALES = ["en-US", "de-DE", "nl-NL"] as const;
export type IdpLocale = (typeof IDP_LOCALES)[number];
export const DEFAULT_IDP_LOCALE: IdpLocale = "en-US";

export type IdpTextKey = keyof typeof enUS;
const TEXTS: Record<IdpLocale, Record<IdpTextKey, string>> = {
  "en-US": enUS,
  "de-DE": deDE,
  "nl-NL": nlNL,
};

/** A language tag ("de", "de-AT", "nl_BE") as the locale of ours that speaks its language. */
function supportedLocale(tag: string): IdpLocale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (!language) return undefined;
  return IDP_LOCALES.find((locale) => locale.slice(0, 2).toLowerCase() === language);
}

/** OIDC `ui_locales`: space-separated tags in order of preference; the first we speak wins. */
export function fromUiLocales(value: unknown): IdpLocale | undefined {
  if (typeof value !== "string") return undefined;
  for (const tag of value.split(/\s+/)) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** Accept-Language: the highest-weighted tag we speak (q=0 means "not this one"). */
export function fromAcceptLanguage(header: string | string[] | undefined): IdpLocale | undefined {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return undefined;
  const ranked = value
    .split(",")
    .slice(0, 50)
    .map((part, index) => {
      const [tag, ...params] = part.split(";");
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && tag !== "*" && weight > 0)
    // a stable order for equal weights: the header's own
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The page language: what the app asked for with the authorization (or end-session) request's
 * `ui_locales` — the language its own /login page was shown in — else the browser's, else English.
 */
export function chooseLocale(options: {
  uiLocales?: unknown;
  acceptLanguage?: string | string[];
}): IdpLocale {
  return (
    fromUiLocales(options.uiLocales) ??
    fromAcceptLanguage(options.acceptLanguage) ??
    DEFAULT_IDP_LOCALE
  );
}

/**
 * For a request the provider has not parsed: the query's `ui_locales` (the authorization endpoint
 * is a GET), else Accept-Language.
 */
export function localeOfRequest(req: IncomingMessage, uiLocales?: unknown): IdpLocale {
  let fromQuery: string | undefined;
  if (uiLocales === undefined) {
    const query = (req.url ?? "").split("?")[1];
    fromQuery = query ? (new URLSearchParams(query).get("ui_locales") ?? undefined) : undefined;
  }
  return chooseLocale({
    uiLocales: uiLocales ?? fromQuery,
    acceptLanguage: req.headers["accept-language"],
  });
}

/** A text in `locale` with its {{placeholders}} filled; plain text, the views escape it. */
export function text(
  locale: IdpLocale,
  key: IdpTextKey,
  values: Record<string, string> = {},
): string {
  const template = TEXTS[locale][key] ?? TEXTS[DEFAULT_IDP_LOCALE][key];
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? values[name] : whole,
  );
}
