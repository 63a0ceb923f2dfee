import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, i18nConfig, normalizeLocale, type Locale } from "./config";
import { localeBackend } from "./backend";

/** The visitor's language when nobody is signed in; kept across logout (spec 1 §4). */
export const localeCookie = createCookie("hw_locale", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** Session-stored locale of the signed-in user, set by the session module. */
type SessionLocaleReader = (request: Request) => Promise<string | undefined>;
let readSessionLocale: SessionLocaleReader = async () => undefined;
export function setSessionLocaleReader(reader: SessionLocaleReader) {
  readSessionLocale = reader;
}

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie,
    // the signed-in user's saved locale wins, then the cookie, then Accept-Language
    order: ["custom", "cookie", "header"],
    findLocale: async (request) => normalizeLocale(await readSessionLocale(request)) ?? null,
  },
  i18next: { ...i18nConfig },
  plugins: [localeBackend],
});

export async function getLocale(request: Request): Promise<Locale> {
  return normalizeLocale(await i18next.getLocale(request)) ?? DEFAULT_LOCALE;
}

export async function getT(request: Request | Locale, ns: string | string[] = "common") {
  const locale = typeof request === "string" ? request : await getLocale(request);
  return i18next.getFixedT(locale, ns as "common");
}
