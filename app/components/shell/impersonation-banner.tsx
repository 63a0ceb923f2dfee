import { useTranslation } from "~/lib/i18n/react";

/** spec 1 §2: shown only when an impersonator exists, with the user's full name and company. */
export function ImpersonationBanner({ name, companyName }: { name: string; companyName: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900">
      {t("impersonation.banner", { name, company: companyName })}
    </div>
  );
}
