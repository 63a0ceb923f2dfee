import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { localeBackend } from "./services/i18n/backend";
import { i18nConfig } from "./services/i18n/config";

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(localeBackend)
    .init({
      ...i18nConfig,
      // the server rendered <html lang>; load exactly the namespaces it used
      lng: document.documentElement.lang,
      ns: ["common", ...getInitialNamespaces()],
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error: unknown) => {
  // spec 1 §8: translation messages fail → "This application failed to load:" plus the message
  const message = error instanceof Error ? error.message : String(error);
  document.body.textContent = `This application failed to load: ${message}`;
});
