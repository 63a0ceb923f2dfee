import { loadDictionary } from "./backend";
import { I18n } from "./react";

let instance: I18n | undefined;

/**
 * The browser's one translation instance, in the language the server rendered (`<html lang>`).
 * A text the page lacks is reported with the client error reporter, loaded on the first one.
 */
export function browserI18n() {
  instance ??= new I18n(document.documentElement.lang, loadDictionary, (message) => {
    void import("../client-error-reporter").then((m) => m.reportMessage(window, message));
  });
  return instance;
}

/**
 * A route module's top-level `await loadRouteNamespaces(handle)`: the route's namespaces arrive
 * with its code, so after a client-side navigation Remix renders it only once its texts are there
 * (decision 071); one that fails to load fails the module import, and Remix reloads the page from
 * the server. On the first page entry.client waits for them before hydrating (and shows spec 1 §8's
 * message if one fails). The server bundles every namespace.
 */
export async function loadRouteNamespaces(handle: { i18n: readonly string[] }) {
  if (typeof document === "undefined") return;
  const loading = browserI18n().loadNamespaces(handle.i18n);
  // Remix sets its router when it hydrates: before that, this is the first page's route
  if ((window as { __remixRouter?: unknown }).__remixRouter) await loading;
  else loading.catch(() => {});
}
