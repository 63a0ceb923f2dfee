import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { InsideMain } from "~/components/auth/centered-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppHeader } from "~/components/shell/app-header";
import { ChatWidget } from "~/components/shell/chat-widget";
import { ImpersonationBanner } from "~/components/shell/impersonation-banner";
import { LanguageDialog } from "~/components/shell/language-dialog";
import { StartInfoDialog } from "~/components/shell/start-info-dialog";
import { START_INFO_DIALOG } from "~/lib/shell/start-campaign-link";
import { isAutosave } from "~/lib/autosave";
import { requireCompany } from "~/services/auth/gate.server";
import type { RootLoaderData } from "~/root";
import { getEnv } from "~/services/env.server";
import { listContractBudgets } from "~/models/contract.server";

/**
 * The protected area (spec 1 §2 "Protected routes"): one pathless layout that runs the route gate
 * and renders the application shell. Each page loader calls requireCompany itself too.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireCompany(request);
  const env = getEnv();
  // spec 1 §2: the budget dropdown lists the contracts only with show_contracts
  const budgets = context.features.show_contracts ? await listContractBudgets(context.company.id) : [];
  return {
    user: {
      firstName: context.user.firstName,
      lastName: context.user.lastName,
      email: context.user.email,
    },
    company: { id: context.company.id, name: context.company.name, hasIntegration: context.company.hasIntegration },
    canSwitchCompany: context.companyCount > 1,
    consultant: context.session.get("consultant") === true,
    impersonator: context.impersonator,
    features: context.uiFeatures,
    roles: context.roles,
    budgets,
    support: { email: env.SUPPORT_EMAIL, helpCentreUrl: env.HELP_CENTRE_URL },
    chat: env.CHAT_WIDGET_KEY
      ? {
          appId: env.CHAT_WIDGET_KEY,
          user: {
            userId: context.user.id,
            name: `${context.user.firstName} ${context.user.lastName}`.trim(),
            email: context.user.email,
            language: context.session.get("locale") ?? "en-US",
            company: context.company.name,
            hasIntegration: context.company.hasIntegration,
          },
        }
      : null,
    locale: context.session.get("locale") ?? "en-US",
  };
}

export type ShellLoader = typeof loader;

// an autosave changes nothing the shell shows (budgets, menus)
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  isAutosave(formData) ? false : defaultShouldRevalidate;

/** spec 1 §2: the main menu is hidden on the checkout screen. */
const MENU_HIDDEN_ON = ["/campaigns/checkout"];

export default function Shell() {
  const shell = useLoaderData<typeof loader>();
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
        <InsideMain.Provider value={true}>
          <Outlet />
        </InsideMain.Provider>
      </main>
      {dialog === "language" ? <LanguageDialog locale={shell.locale} /> : null}
      {/* spec 1 §2: Start campaign without an integration (the menu links here) */}
      {dialog === START_INFO_DIALOG && !shell.company.hasIntegration ? <StartInfoDialog /> : null}
      {shell.chat ? <ChatWidget appId={shell.chat.appId} user={shell.chat.user} nonce={root?.nonce} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
