import { createCookie } from "@remix-run/node";
import { createInstance, type Resource } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, i18nConfig, normalizeLocale, type Locale } from "~/lib/i18n/config";
import { createCache } from "~/platform/cache.server";
import { logger } from "~/platform/logger.server";
import { I18n } from "~/lib/i18n/react";
import type { LanguageResources } from "~/lib/i18n/translate";
import { errorTitles, type ErrorTitles } from "~/lib/title";
import type { RequestArgs } from "../http/request-context.server";
import type { FlashData, ShownToast } from "~/lib/flash";

/**
 * Every namespace of the three locales, bundled into the server build and loaded once per
 * process (issue 10: creating and initialising an i18next instance per request and per getT
 * took 15 % of the server's time). Requests get a cheap clone that shares this store.
 */
const files = import.meta.glob<{ default: Record<string, string> }>("../../../locales/*/*.json", { eager: true });

function bundledResources(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(files)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
}

const resources = bundledResources();
export const NAMESPACES = [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))];

/** The process-wide instance: initialised synchronously from the bundled resources. */
export const serverI18n = createInstance();
void serverI18n.init({ ...i18nConfig, resources, ns: NAMESPACES, lng: DEFAULT_LOCALE, initImmediate: false });
cacheLanguageHierarchy();

// i18next rebuilds a locale's fallback chain on every t(); it depends only on the locale (decision 066)
function cacheLanguageHierarchy() {
  const utils = serverI18n.services.languageUtils as {
    toResolveHierarchy(code: string, fallbackCode?: string): string[];
  };
  const compute = utils.toResolveHierarchy.bind(utils);
  const chains = createCache<readonly string[]>("i18n-language-chain", { max: 64 });
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined || typeof code !== "string") return compute(code, fallbackCode);
    return [...chains.getOrComputeSync(code, () => compute(code))];
  };
}

/**
 * What a page renders with in `locale`: the same translate() the browser hydrates with (decision
 * 021), one instance per locale for the process, built when the module loads.
 */
function renderInstance(locale: Locale) {
  const i18n = new I18n(locale, () => Promise.reject(new Error(`${locale}: every namespace is bundled`)), (message) => logger.warn(message));
  // every language's texts, so a text missing in `locale` renders in English (decision 071)
  for (const [language, byNamespace] of Object.entries(resources)) Object.assign(i18n.resources(language), byNamespace as LanguageResources);
  return i18n;
}
const renderInstances = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, renderInstance(locale)])) as Record<Locale, I18n>;
export function i18nForRender(locale: Locale) {
  return renderInstances[locale];
}

/** The visitor's language when nobody is signed in; kept across logout (spec 1 §4). */
export const localeCookie = createCookie("hw_locale", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** Locale detection from the cookie and Accept-Language; translation itself goes through serverI18n. */
export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    cookie: localeCookie,
    order: ["cookie", "header"],
  },
});

/**
 * The visitor's locale: the signed-in user's saved locale (`sessionLocale`) wins, then the cookie,
 * then Accept-Language. The load context calls this with the session it read (getLocale).
 */
export async function detectLocale(request: Request, sessionLocale: string | undefined): Promise<Locale> {
  return normalizeLocale(sessionLocale) ?? normalizeLocale(await i18next.getLocale(request)) ?? DEFAULT_LOCALE;
}

/** The locale of the request being served (its load context). */
export function getLocale({ request, context }: RequestArgs): Promise<Locale> {
  return context.locale(request);
}

export async function getT(args: RequestArgs | Locale, ns: string | string[] = "common") {
  const locale = typeof args === "string" ? args : await getLocale(args);
  return serverI18n.getFixedT(locale, ns as "common");
}

// the same four texts in every page's root data: translated once per language when the module loads
const errorTitlesByLocale = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, errorTitles(serverI18n.getFixedT(locale))]),
) as Record<Locale, ErrorTitles>;

/** The error screens' document titles in `locale` (lib/title.ts), for root's loader. */
export function errorTitlesFor(locale: Locale) {
  return errorTitlesByLocale[locale];
}

/**
 * A toast as the page shows it: its text in the reader's language, translated here, where every
 * namespace is loaded. The page that takes it from the session is not always the one the action
 * redirected to (the user clicked on before the redirect arrived) and need not load the key's
 * namespace: translated in the browser it came out in English, and unlike the server's text.
 */
export function translateToast(locale: Locale, toast: FlashData["toast"]): ShownToast {
  return { kind: toast.kind, text: serverI18n.getFixedT(locale)(toast.key, toast.values) };
}
