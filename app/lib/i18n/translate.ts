/**
 * The subset of i18next's `t()` that Hirewave's locale files use, as plain functions (decision
 * 021): a namespace prefix (`ns:key`), the hook's namespace then the fallback namespace `common`,
 * plurals by `Intl.PluralRules` (`key_zero` for 0, then `key_<category>`, then `key`), `{{name}}`
 * interpolation without escaping, `{{name, number}}` (the value in the language's digits),
 * `defaultValue`. Pages render with it instead of i18next (15 kB gzip on every page); loaders and actions keep i18next. `tests/unit/i18n-translate.test.ts` renders every
 * key of every locale through both and requires the same text, so the two cannot drift apart.
 */
import { perLocale } from "~/lib/locale-table";
import { i18nConfig } from "./config";

export type Dictionary = Record<string, string>;
/** namespace → key → text, for one language */
export type LanguageResources = Record<string, Dictionary | undefined>;
export type TranslateOptions = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; ns?: string | string[] };

const FALLBACK_NS = i18nConfig.fallbackNS;
const NS_SEPARATOR = i18nConfig.nsSeparator;
const pluralRules = perLocale((language) => new Intl.PluralRules(language));

function pluralCategory(language: string, count: number) {
  return pluralRules(language).select(count);
}

const PLACEHOLDERS = /\{\{(.+?)\}\}/g;
const numberFormat = perLocale((language) => new Intl.NumberFormat(language));

/**
 * `{{ name }}` → the option's value as a string; unknown names stay as written (i18next's
 * skipOnVariables). `{{ name, number }}` → the value in `language`'s digits, as i18next's `number`
 * format writes it (`Intl.NumberFormat(lng).format(value)`: "NaN" for a missing value). No locale
 * text uses another format; i18next would apply one, so tests/unit/i18n-translate.test.ts fails.
 */
export function interpolate(text: string, values: Record<string, unknown> | undefined, language: string) {
  if (!values || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDERS, (match, inner: string) => {
    const comma = inner.indexOf(",");
    const value = values[(comma === -1 ? inner : inner.slice(0, comma)).trim()];
    if (comma !== -1 && inner.slice(comma + 1).trim() === "number") return numberFormat(language).format(value as number);
    return value === undefined || value === null ? match : String(value);
  });
}

function lookup(resources: LanguageResources, namespaces: readonly string[], keys: readonly string[]) {
  for (const ns of namespaces) {
    const dictionary = resources[ns];
    if (!dictionary) continue;
    for (const key of keys) {
      const text = dictionary[key];
      // i18next treats an empty string as a translation (returnEmptyString defaults to true)
      if (typeof text === "string") return text;
    }
  }
  return undefined;
}

/**
 * Translates `key` in `language` from `resources`; `defaultNs` is the hook's first namespace.
 * A missing key gives `defaultValue` or the key itself, as i18next does.
 */
export function translate(
  resources: LanguageResources,
  language: string,
  defaultNs: string,
  rawKey: string,
  options?: TranslateOptions | string,
): string {
  return translateOrMissing(resources, language, defaultNs, rawKey, options) ?? keyOf(rawKey);
}

/** The key without its `ns:` prefix, and the namespace it is looked up in first. */
export function splitKey(defaultNs: string, rawKey: string, options?: TranslateOptions | string) {
  const opts = typeof options === "string" || options === undefined ? undefined : options;
  const separator = rawKey.indexOf(NS_SEPARATOR);
  if (separator > -1) return { namespace: rawKey.slice(0, separator), key: rawKey.slice(separator + 1) };
  return { namespace: typeof opts?.ns === "string" ? opts.ns : (opts?.ns?.[0] ?? defaultNs), key: rawKey };
}

const keyOf = (rawKey: string) => splitKey(FALLBACK_NS, rawKey).key;

/**
 * As translate(), but `undefined` where i18next would fall back to the key: the rendering
 * runtime shows English instead and reports the gap (decision 071).
 */
export function translateOrMissing(
  resources: LanguageResources,
  language: string,
  defaultNs: string,
  rawKey: string,
  options?: TranslateOptions | string,
): string | undefined {
  // the common call (a key without options or namespace prefix), without building the option
  // and candidate arrays below: a page makes hundreds of these (issue 10, server CPU profile)
  if (options === undefined && !rawKey.includes(NS_SEPARATOR)) {
    const text = resources[defaultNs]?.[rawKey];
    if (typeof text === "string") return text;
    const fallback = defaultNs === FALLBACK_NS ? undefined : resources[FALLBACK_NS]?.[rawKey];
    return typeof fallback === "string" ? fallback : undefined;
  }
  const opts: TranslateOptions = typeof options === "string" ? { defaultValue: options } : (options ?? {});
  const { namespace, key } = splitKey(defaultNs, rawKey, opts);
  const candidates: string[] = [];
  if (typeof opts.count === "number") {
    if (opts.count === 0) candidates.push(`${key}_zero`);
    candidates.push(`${key}_${pluralCategory(language, opts.count)}`);
  }
  candidates.push(key);
  const namespaces = namespace === FALLBACK_NS ? [namespace] : [namespace, FALLBACK_NS];
  const text = lookup(resources, namespaces, candidates);
  if (text !== undefined) return interpolate(text, opts, language);
  return opts.defaultValue === undefined ? undefined : interpolate(String(opts.defaultValue), opts, language);
}
