import { useTranslation } from "~/lib/i18n/react";
import { Logo } from "../logo";
import { DisclosureMenu } from "../ui/disclosure-menu";
import { BudgetDropdown, type BudgetEntry } from "./budget-dropdown";
import { MainMenu } from "./main-menu";
import { UserMenu, type ShellUser } from "./user-menu";

export interface ShellData {
  user: ShellUser;
  company: { id: string; name: string; hasIntegration?: boolean };
  canSwitchCompany: boolean;
  consultant: boolean;
  features: Record<string, boolean>;
  roles: string[];
  budgets: BudgetEntry[];
  support: { email: string; helpCentreUrl: string };
  locale: string;
}

/** spec 1 §2 application shell header (66 px): logo, main menu, budget, support, user menu. */
export function AppHeader({ shell, hideMenu }: { shell: ShellData; hideMenu: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 h-header border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-full max-w-[1500px] items-center gap-2 px-4 sm:gap-4">
        <a href="/dashboard" aria-label={t("header.home")}>
          <Logo compact />
        </a>
        {hideMenu ? null : (
          <>
            {/* the whole menu fits on one line from 1280 px (xl); below that it folds into "Menu" */}
            <div className="hidden flex-1 xl:block">
              <MainMenu features={shell.features} roles={shell.roles} integrated={shell.company.hasIntegration} />
            </div>
            {/* the collapsible navigation: off-screen on narrow viewports, opened by this button */}
            <div className="flex-1 xl:hidden">
              <DisclosureMenu
                align="left"
                summaryClassName="rounded-[6px] border border-slate-200 px-3 py-2 text-sm font-semibold"
                label={t("menu.open")}
                panelClassName="w-nav p-2"
              >
                <MainMenu features={shell.features} roles={shell.roles} integrated={shell.company.hasIntegration} orientation="vertical" />
              </DisclosureMenu>
            </div>
          </>
        )}
        {hideMenu ? <div className="flex-1" /> : null}
        <BudgetDropdown budgets={shell.budgets} locale={shell.locale} />
        <DisclosureMenu
          summaryClassName="rounded-[6px] px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          label={t("support.label")}
        >
          <a className="block px-4 py-2 text-sm hover:bg-slate-50" href={`mailto:${shell.support.email}`}>
            {t("support.mail", { email: shell.support.email })}
          </a>
          <a
            className="block px-4 py-2 text-sm hover:bg-slate-50"
            href={shell.support.helpCentreUrl}
            target="_blank"
            rel="noreferrer"
          >
            {t("support.help-centre")}
          </a>
        </DisclosureMenu>
        <UserMenu
          user={shell.user}
          companyName={shell.company.name}
          canSwitchCompany={shell.canSwitchCompany}
          jobDescriptions={Boolean(shell.features.aiJobDescriptionGenerator)}
          consultant={shell.consultant}
        />
      </div>
    </header>
  );
}
