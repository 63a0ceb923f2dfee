import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { DisclosureMenu } from "../ui/disclosure-menu";

export interface ShellUser {
  firstName: string;
  lastName: string;
  email: string;
}

const itemClass = "block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50";

/**
 * spec 1 §2 user menu: user-info header; custom tracking settings; language; switch company only with more than one
 * company; company logout for consultants; logout.
 */
export function UserMenu({
  user,
  companyName,
  canSwitchCompany,
  consultant,
  jobDescriptions = false,
}: {
  user: ShellUser;
  companyName: string;
  canSwitchCompany: boolean;
  consultant: boolean;
  /** the saved job descriptions, which the one-line main menu shows only from 1536 px (decision 068) */
  jobDescriptions?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set("dialog", "language");
  const initials = `${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`.toUpperCase() || "?";
  return (
    <DisclosureMenu
      summaryClassName="flex items-center gap-2 rounded-full p-1 hover:bg-slate-100"
      label={
        <>
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          >
            {initials}
          </span>
          <span className="sr-only">{t("user-menu.label")}</span>
        </>
      }
    >
      <div className="border-b border-slate-100 px-4 py-3">
        <p className="text-sm font-semibold">
          {user.firstName} {user.lastName}
        </p>
        <p className="text-xs text-slate-500">{user.email}</p>
        <p className="mt-1 text-xs text-slate-500">{companyName}</p>
      </div>
      {jobDescriptions ? (
        <Link to="/job-description" className={itemClass}>
          {t("menu.job-descriptions")}
        </Link>
      ) : null}
      {/* spec 1 §7 userinfo.name.update: the user changes their own name */}
      <Link to="/settings/profile" className={itemClass}>
        {t("user-menu.profile")}
      </Link>
      <Link to="/settings/tracking" className={itemClass}>
        {t("user-menu.tracking-settings")}
      </Link>
      <Link to={`${location.pathname}?${params.toString()}`} className={itemClass} preventScrollReset>
        {t("user-menu.language")}
      </Link>
      <Link to="/settings/integrations" className={itemClass}>
        {t("user-menu.integrations")}
      </Link>
      {canSwitchCompany ? (
        <Link to="/select-company" className={itemClass}>
          {t("user-menu.switch-company")}
        </Link>
      ) : null}
      {consultant ? (
        <Form method="post" action="/company-logout">
          <button type="submit" className={itemClass}>
            {t("user-menu.company-logout")}
          </button>
        </Form>
      ) : null}
      <Form method="post" action="/logout" className="border-t border-slate-100">
        <button type="submit" className={itemClass}>
          {t("user-menu.logout")}
        </button>
      </Form>
      {/* issue 11 §2: ends every session of this account, on every device */}
      <Form method="post" action="/logout?scope=everywhere">
        <button type="submit" className={itemClass}>
          {t("user-menu.logout-everywhere")}
        </button>
      </Form>
    </DisclosureMenu>
  );
}
