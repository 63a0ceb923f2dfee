import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";

/** Active filters as removable chips (spec 1 §3 feature mc_show_filter_chips). */
/** a decorative mark; the link has a translated aria-label */
export const REMOVE_MARK = "×";

export interface FilterChip {
  key: string;
  label: string;
  removeHref: string;
}

export function FilterChips({ chips }: { chips: FilterChip[] }) {
  const { t } = useTranslation("channels");
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("chips.label")}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.removeHref}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-700 hover:bg-brand-100"
            aria-label={t("chips.remove", { label: chip.label })}
          >
            {chip.label}
            <span aria-hidden="true">{REMOVE_MARK}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
