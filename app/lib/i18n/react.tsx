/**
 * Hirewave's translation runtime for rendering (decision 021): components
 * `import { useTranslation } from "~/lib/i18n/react"`, and the server and the browser render with
 * `translate()` over the same locale files. Loaders, actions and e-mails keep i18next (`getT`).
 * Its hook has react-i18next's shape, the part Hirewave uses: `useTranslation(ns)` →
 * `{ t, i18n }` with `i18n.language`, `i18n.dir()`, `i18n.changeLanguage()`
 * (useChangeLanguage), and a provider. It is not react-i18next: no `Trans`, no i18next instance.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { DEFAULT_LOCALE } from "./config";
import { splitKey, translateOrMissing, type Dictionary, type LanguageResources, type TranslateOptions } from "./translate";

type Loader = (language: string, namespace: string) => Promise<Dictionary>;
/** Told once per text that a page wanted and its language did not have (decision 071). */
export type MissingTextReporter = (message: string) => void;

/** A missing text renders in this language (the locale files' reference) and is reported. */
const FALLBACK_LANGUAGE = DEFAULT_LOCALE;

export class I18n {
  language: string;
  private readonly store = new Map<string, LanguageResources>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly reported = new Set<string>();
  private version = 0;

  constructor(
    language: string,
    private readonly load: Loader,
    private readonly report: MissingTextReporter = () => {},
  ) {
    this.language = language;
  }

  resources(language = this.language): LanguageResources {
    let resources = this.store.get(language);
    if (!resources) {
      resources = {};
      this.store.set(language, resources);
    }
    return resources;
  }

  hasLoaded(namespaces: readonly string[], language = this.language) {
    const resources = this.resources(language);
    return namespaces.every((ns) => resources[ns] !== undefined);
  }

  /** Loads what is missing; a failed namespace rejects (entry.client shows spec 1 §8's message). */
  loadNamespaces(namespaces: readonly string[], language = this.language): Promise<void> {
    return Promise.all(
      namespaces.map((ns) => {
        const id = `${language}/${ns}`;
        if (this.resources(language)[ns]) return undefined;
        let promise = this.pending.get(id);
        if (!promise) {
          promise = this.load(language, ns).then((dictionary) => {
            this.resources(language)[ns] = dictionary;
            this.pending.delete(id);
            this.notify();
          });
          this.pending.set(id, promise);
        }
        return promise;
      }),
    ).then(() => undefined);
  }

  /** Waits for every namespace asked for so far; rejects if one failed. */
  settled() {
    return Promise.all(this.pending.values());
  }

  /** The namespaces loaded for the current language are loaded for the new one first, then it switches. */
  async changeLanguage(language: string) {
    if (language === this.language) return;
    await this.loadNamespaces(Object.keys(this.resources()), language);
    this.language = language;
    this.notify();
  }

  /** Hirewave's three locales are written left to right. */
  dir(_language?: string) {
    return "ltr" as const;
  }

  /**
   * What renders where the language has no text for a key (decision 071): never the key. The
   * English text if its namespace is here (the server has every one), else nothing while the
   * English namespace loads on this first miss (a re-render follows); reported once either way.
   */
  missingText(defaultNs: string, rawKey: string, options?: TranslateOptions | string): string {
    const { namespace, key } = splitKey(defaultNs, rawKey, options);
    const loaded = this.resources()[namespace] !== undefined;
    const id = `${this.language}/${namespace}:${key}`;
    if (!this.reported.has(id)) {
      this.reported.add(id);
      this.report(`${loaded ? "Missing text" : "Namespace not loaded"}: ${id}`);
    }
    if (this.language === FALLBACK_LANGUAGE && loaded) return "";
    const english = translateOrMissing(this.resources(FALLBACK_LANGUAGE), FALLBACK_LANGUAGE, defaultNs, rawKey, options);
    if (english !== undefined) return english;
    // loads what is not there yet; a failure is an unhandled rejection, which entry.client reports
    void this.loadNamespaces([namespace, "common"], FALLBACK_LANGUAGE);
    return "";
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  private notify() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs the I18nProvider of entry.client / entry.server");
  const namespaces = ns === undefined ? ["common"] : typeof ns === "string" ? [ns] : ns;
  const key = namespaces.join(",");
  // t() runs hundreds of times per server render: resolve its namespace once, not per call
  const defaultNs = namespaces[0];
  // re-render when a namespace arrives or the language changes
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  useEffect(() => {
    // a route reached by client navigation may need a namespace the first page did not load
    const wanted = key.split(",");
    if (!i18n.hasLoaded(wanted)) void i18n.loadNamespaces(wanted);
  }, [i18n, key, version]);
  const language = i18n.language;
  const t = useCallback(
    (k: string, options?: TranslateOptions | string) =>
      translateOrMissing(i18n.resources(language), language, defaultNs, k, options) ?? i18n.missingText(defaultNs, k, options),
    // `version` makes a new t once a namespace has arrived, so memoised children re-render too
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, defaultNs, version],
  );
  return useMemo(() => ({ t, i18n }), [t, i18n]);
}
