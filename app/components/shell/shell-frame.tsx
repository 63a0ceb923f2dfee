import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { InsideMain } from "~/components/auth/centered-page";
import { START_INFO_DIALOG } from "~/lib/shell/start-campaign-link";
import type { RootLoaderData } from "~/root";
import { AppHeader, type ShellData } from "./app-header";
import { ChatWidget } from "./chat-widget";
import { ImpersonationBanner } from "./impersonation-banner";
import { LanguageDialog } from "./language-dialog";
import { StartInfoDialog } from "./start-info-dialog";

/** spec 1 §2: the main menu is hidden on the checkout screen. */
const MENU_HIDDEN_ON = ["/campaigns/checkout"];

export interface ShellFrameData extends ShellData {
  impersonator: { accountId: string; name: string } | null;
  company: ShellData["company"] & { hasIntegration: boolean };
  chat: { appId: string; user: Parameters<typeof ChatWidget>[0]["user"] } | null;
}

/**
 * The application shell around a page (spec 1 §2): skip link, impersonation banner, header with
 * menus, main, the URL-addressed shell dialogs and the chat widget. The protected layout renders
 * it, and so does the share page for a signed-in viewer (issue 48 §3).
 */
export function ShellFrame({ shell, children }: { shell: ShellFrameData; children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const location = useLocation();
  const dialog = new URLSearchParams(location.search).get("dialog");
  const hideMenu = MENU_HIDDEN_ON.some((path) => location.pathname.startsWith(path));
  return (
    <div className="flex min-h-full flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("shell.skip-to-content")}
      </a>
      {shell.impersonator ? (
        <ImpersonationBanner
          name={`${shell.user.firstName} ${shell.user.lastName}`.trim()}
          companyName={shell.company.name}
        />
      ) : null}
      <AppHeader shell={shell} hideMenu={hideMenu} />
      <main id="main" className="mx-auto w-full max-w-[1500px] min-w-0 flex-1 px-4 py-6">
        <InsideMain.Provider value={true}>{children}</InsideMain.Provider>
      </main>
      {dialog === "language" ? <LanguageDialog locale={shell.locale} /> : null}
      {/* spec 1 §2: Start campaign without an integration (the menu links here) */}
      {dialog === START_INFO_DIALOG && !shell.company.hasIntegration ? <StartInfoDialog /> : null}
      {shell.chat ? (
        <ChatWidget appId={shell.chat.appId} user={shell.chat.user} nonce={root?.nonce} />
      ) : null}
    </div>
  );
}
