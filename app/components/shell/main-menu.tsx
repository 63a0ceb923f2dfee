import { Link, NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { startCampaignHref } from "~/lib/shell/start-campaign-link";

/**
 * spec 1 §2 main menu: dashboard, campaigns, analytics, search channels, market insights (only
 * when enabled), start campaign. An entry appears once its screen exists in app/routes.ts.
 */
export interface MenuEntry {
  to: string;
  labelKey: string;
  feature?: string;
  /** shown only to users holding this role in the current company */
  role?: string;
  /** on the one-line menu only from 1536 px (2xl), where it fits; the user menu has it below (decision 068) */
  wide?: boolean;
}

export const MAIN_MENU: MenuEntry[] = [
  { to: "/dashboard", labelKey: "menu.dashboard" },
  { to: "/campaigns", labelKey: "menu.campaigns" },
  // recruitment_analytics (spec 1 §2, issue 14)
  { to: "/analytics", labelKey: "menu.analytics", feature: "analytics" },
  { to: "/media-channels", labelKey: "menu.search-channels" },
  { to: "/market-insights", labelKey: "menu.market-insights", feature: "marketInsights" },
  // the job descriptions generated from Start campaign (decisions 062, 068)
  { to: "/job-description", labelKey: "menu.job-descriptions", feature: "aiJobDescriptionGenerator", wide: true },
  // not in the spec's menu: where an approver finds the order requests of approve_flow (issue 4 §6)
  { to: "/approvals", labelKey: "menu.approvals", feature: "approveFlow", role: "approver" },
];

export function visibleMenu(features: Record<string, boolean>, roles: string[] = []) {
  return MAIN_MENU.filter(
    (entry) => (!entry.feature || features[entry.feature]) && (!entry.role || roles.includes(entry.role)),
  );
}

export function MainMenu({
  features,
  roles,
  orientation = "horizontal",
  integrated = false,
}: {
  features: Record<string, boolean>;
  roles: string[];
  /** spec 1 §2: Start campaign opens an info dialog, or the vacancies when integrated */
  integrated?: boolean;
  orientation?: "horizontal" | "vertical";
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const startHref = startCampaignHref(integrated, location.pathname, location.search);
  return (
    <nav aria-label={t("menu.label")}>
      <ul className={orientation === "horizontal" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
        {visibleMenu(features, roles).map((entry) => (
          <li key={entry.to} className={entry.wide && orientation === "horizontal" ? "hidden 2xl:block" : undefined}>
            <NavLink
              to={entry.to}
              prefetch="intent"
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-[6px] px-3 py-2 text-sm font-semibold ${
                  isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"
                }`
              }
            >
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
        <li>
          <Link
            to={startHref}
            // an info dialog opens over this page: stay where the user was
            preventScrollReset={startHref.startsWith(`${location.pathname}?`)}
            className="ml-2 block whitespace-nowrap rounded-[6px] bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("menu.start-campaign")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
