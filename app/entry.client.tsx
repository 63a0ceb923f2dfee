import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { getInitialNamespaces } from "remix-i18next/client";
import { loadDictionary } from "./lib/i18n/backend";
// Hirewave's translation runtime (decision 021)
import { I18n, I18nProvider } from "./lib/i18n/react";

// spec 1 §8: uncaught browser errors are reported, from before hydration on; the reporter is
// loaded on the first one (app/lib/client-error-reporter.ts)
const reportError = (event: Event) => void import("./lib/client-error-reporter").then((m) => m.reportError(window, event));
window.addEventListener("error", reportError);
window.addEventListener("unhandledrejection", reportError);

async function hydrate() {
  // the server rendered <html lang>; load exactly the namespaces it used
  const i18n = new I18n(document.documentElement.lang, loadDictionary);
  await i18n.loadNamespaces(["common", ...getInitialNamespaces()]);

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    );
  });
}

hydrate().catch((error: unknown) => {
  // spec 1 §8: translation messages fail → "This application failed to load:" plus the message
  const message = error instanceof Error ? error.message : String(error);
  document.body.textContent = `This application failed to load: ${message}`;
});
