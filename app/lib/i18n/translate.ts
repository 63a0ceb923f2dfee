/**
 * The subset of i18next's `t()` that Hirewave's locale files use, as plain functions (decision
 * 021): a namespace prefix (`ns:key`), the hook's namespace then the fallback namespace `common`,
 * plurals by `Intl.PluralRules` (`key_zero` for 0, then `key_<category>`, then `key`), `{{name}}`
 * interpolation without escaping, `defaultValue`. Pages render with it instead of i18next (15 kB
 * gzip on every page); loaders and actions keep i18next. `tests/unit/i18n-translate.test.ts` renders every
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

/** `{{ name }}` → the option's value as a string; unknown names stay as written (i18next's skipOnVariables). */
export function interpolate(text: string, values: Record<string, unknown> | undefined) {
  if (!values || !text.includes("{{")) return text;
  const valueOf = (name: string, asWritten: string) => {
    const value = values[name.trim()];
    return value === undefined || value === null ? asWritten : String(value);
  };
  return text.replace(PLACEHOLDERS, (match, name: string) => valueOf(name, match));
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
  // the common call (a key without options or namespace prefix), without building the option
  // and candidate arrays below: a page makes hundreds of these (issue 10, server CPU profile)
  if (options === undefined && !rawKey.includes(NS_SEPARATOR)) {
    const text = resources[defaultNs]?.[rawKey];
    if (typeof text === "string") return text;
    const fallback = defaultNs === FALLBACK_NS ? undefined : resources[FALLBACK_NS]?.[rawKey];
    return typeof fallback === "string" ? fallback : rawKey;
  }
  const opts: TranslateOptions = typeof options === "string" ? { defaultValue: options } : (options ?? {});
  let key = rawKey;
  let namespace = typeof opts.ns === "string" ? opts.ns : (opts.ns?.[0] ?? defaultNs);
  const separator = key.indexOf(NS_SEPARATOR);
  if (separator > -1) {
    namespace = key.slice(0, separator);
    key = key.slice(separator + 1);
  }
  const candidates: string[] = [];
  if (typeof opts.count === "number") {
    if (opts.count === 0) candidates.push(`${key}_zero`);
    candidates.push(`${key}_${pluralCategory(language, opts.count)}`);
  }
  candidates.push(key);
  const namespaces = namespace === FALLBACK_NS ? [namespace] : [namespace, FALLBACK_NS];
  const text = lookup(resources, namespaces, candidates);
  if (text !== undefined) return interpolate(text, opts);
  return opts.defaultValue === undefined ? key : interpolate(String(opts.defaultValue), opts);
}
