import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { REMOVE_MARK } from "./filter-chips";

/** What a typed job title or location found, as /media-channels' loader gives it. */
export interface LookupView {
  titleQuery: string | null;
  titleChoices: { label: string; hint: string; href: string }[];
  locationQuery: string | null;
  locationChoices: { label: string; href: string }[];
}

/** The chosen job title and locations, each removable; shown whatever the chips flag says. */
export function ChosenValues({ items, basePath }: { items: { key: string; label: string; href: string }[]; basePath: string }) {
  const { t } = useTranslation("channels");
  if (items.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.key} className="inline-flex items-center gap-2 rounded-[6px] bg-slate-100 px-3 py-1 text-sm">
          {item.label}
          <Link to={`${basePath}${item.href}`} preventScrollReset aria-label={t("chips.remove", { label: item.label })} className="font-bold text-slate-500 hover:text-ink">
            {REMOVE_MARK}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Without JavaScript: the options matching a typed job title or location, to choose from. */
export function LookupChoices({ view }: { view: LookupView }) {
  const { t } = useTranslation("channels");
  if (!view.titleQuery && !view.locationQuery) return null;
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      {view.titleQuery ? (
        <ChoiceBox title={t("lookup.choose-title")} none={t("lookup.no-title-match", { text: view.titleQuery })} choices={view.titleChoices} />
      ) : null}
      {view.locationQuery ? (
        <ChoiceBox title={t("lookup.choose-location")} none={t("cb-filters.job-function.no-match")} choices={view.locationChoices} />
      ) : null}
    </div>
  );
}

/** One look-up's options as links, or the line saying nothing matched. */
function ChoiceBox({ title, none, choices }: { title: string; none: string; choices: { label: string; hint?: string; href: string }[] }) {
  return (
    <div className="rounded-[6px] border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold">{title}</h2>
      {choices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{none}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {choices.map((c) => (
            <li key={c.href}>
              <a href={c.href} className="text-sm text-brand-700 underline">
                {c.label}
              </a>
              {c.hint ? <span className="ml-2 text-xs text-slate-500">{c.hint}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
