/**
 * The subset of i18next's `t()` that Hirewave's locale files use, as plain functions (decision
 * 021): a namespace prefix (`ns:key`), the hook's namespace then the fallback namespace `common`,
 * plurals by `Intl.PluralRules` (`key_zero` for 0, then `key_<category>`, then `key`), `{{name}}`
 * interpolation without escaping, `defaultValue`. The browser uses it instead of i18next (15 kB
 * gzip on every page); the server keeps i18next. `tests/unit/i18n-translate.test.ts` renders every
 * key of every locale through both and requires the same text, so the two cannot drift apart.
 */
import { i18nConfig } from "./config";

export type Dictionary = Record<string, string>;
/** namespace → key → text, for one language */
export type LanguageResources = Record<string, Dictionary | undefined>;
export type TranslateOptions = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; ns?: string | string[] };

const FALLBACK_NS = i18nConfig.fallbackNS;
const NS_SEPARATOR = i18nConfig.nsSeparator;
const pluralRules = new Map<string, { rules: Intl.PluralRules; categories: Map<number, Intl.LDMLPluralRule> }>();

// a page asks for the plural category of the same few counts many times (a facet's option counts,
// a list's totals); Intl.PluralRules#select is an ICU call each time, so whole counts' answers are kept
const KEPT_COUNTS = 10_000;

function pluralCategory(language: string, count: number) {
  let entry = pluralRules.get(language);
  if (!entry) {
    entry = { rules: new Intl.PluralRules(language), categories: new Map() };
    pluralRules.set(language, entry);
  }
  const keep = Number.isInteger(count) && count >= 0 && count < KEPT_COUNTS;
  let category = keep ? entry.categories.get(count) : undefined;
  if (category === undefined) {
    category = entry.rules.select(count);
    if (keep) entry.categories.set(count, category);
  }
  return category;
}

/**
 * A text with placeholders, split once: literal, raw placeholder, name, literal, raw placeholder,
 * name, …, literal. Locale texts are a fixed set; the cap only bounds texts passed as defaultValue.
 */
const templates = new Map<string, string[]>();
const KEPT_TEMPLATES = 5_000;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function template(text: string) {
  let parts = templates.get(text);
  if (!parts) {
    parts = [];
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      parts.push(text.slice(last, match.index), match[0], match[1].trim());
      last = match.index + match[0].length;
    }
    parts.push(text.slice(last));
    if (templates.size < KEPT_TEMPLATES) templates.set(text, parts);
  }
  return parts;
}

/** `{{ name }}` → the option's value as a string; unknown names stay as written (i18next's skipOnVariables). */
export function interpolate(text: string, values: Record<string, unknown> | undefined) {
  if (!values || !text.includes("{{")) return text;
  const parts = template(text);
  let result = parts[0];
  for (let i = 1; i < parts.length; i += 3) {
    const value = values[parts[i + 1]];
    result += (value === undefined || value === null ? parts[i] : String(value)) + parts[i + 2];
  }
  return result;
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
