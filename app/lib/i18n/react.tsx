/**
 * Hirewave's translation runtime for rendering (decision 021): components
 * `import { useTranslation } from "~/lib/i18n/react"`, and the server and the browser render with
 * `translate()` over the same locale files. Loaders, actions and e-mails keep i18next (`getT`).
 * Its hook has react-i18next's shape, the part Hirewave uses: `useTranslation(ns)` →
 * `{ t, i18n, ready }` with `i18n.language`, `i18n.dir()`, `i18n.changeLanguage()`
 * (useChangeLanguage), and a provider. It is not react-i18next: no `Trans`, no i18next instance.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { translate, type Dictionary, type LanguageResources, type TranslateOptions } from "./translate";

type Loader = (language: string, namespace: string) => Promise<Dictionary>;

export class I18n {
  language: string;
  private readonly store = new Map<string, LanguageResources>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    language: string,
    private readonly load: Loader,
  ) {
    this.language = language;
  }

  /** The server's instance for one locale: every namespace already there, nothing to load. */
  static withResources(language: string, resources: LanguageResources) {
    const i18n = new I18n(language, () => Promise.reject(new Error(`${language}: every namespace is bundled`)));
    Object.assign(i18n.resources(), resources);
    return i18n;
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
  const ready = i18n.hasLoaded(namespaces);
  useEffect(() => {
    // a route reached by client navigation may need a namespace the first page did not load
    const wanted = key.split(",");
    if (!i18n.hasLoaded(wanted)) void i18n.loadNamespaces(wanted);
  }, [i18n, key, version]);
  const language = i18n.language;
  const t = useCallback(
    (k: string, options?: TranslateOptions | string) => translate(i18n.resources(language), language, defaultNs, k, options),
    // `version` makes a new t once a namespace has arrived, so memoised children re-render too
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, defaultNs, version],
  );
  return useMemo(() => ({ t, i18n, ready }), [t, i18n, ready]);
}
