import { useTranslation } from "~/lib/i18n/react";
import { translateMessage } from "~/lib/validation/messages";
import type { TargetGroupOption } from "~/lib/catalogue/options";
import type { JobTitleOption, LookupNoMatch, TargetGroupField } from "~/lib/campaign/target-group-form";
import { buttonClasses } from "../ui/button";
import { FieldError } from "~/components/ui/field";

/** The page that answers the no-JS "Search" (a GET of the whole form). */
export const TARGET_GROUP_PAGE = "/start-campaign/target-group";

export interface FieldProps {
  field: TargetGroupField;
  label: string;
  optional?: boolean;
  multiple: boolean;
  chosen: TargetGroupOption[];
  search?: { query: string; options: JobTitleOption[]; noMatch?: LookupNoMatch };
  error?: string;
  placeholder: string;
  hint?: React.ReactNode;
}

/**
 * A target-group field without JavaScript (docs/conventions/architecture-decisions.md §1 "search-and-choose"): the chosen values
 * as checked radios/checkboxes, a text box with a Search button that reloads the page with the
 * matches, and the matches to choose from. The whole form travels with the search, so nothing
 * chosen so far is lost.
 */
export function SearchAndChooseField(props: FieldProps) {
  const { t } = useTranslation("campaigns");
  const { field, multiple, chosen, search } = props;
  const type = multiple ? "checkbox" : "radio";
  const errorId = `${field}-error`;
  const options = (search?.options ?? []).filter((o) => !chosen.some((c) => c.id === o.id));
  return (
    <fieldset className="space-y-2" aria-describedby={props.error ? errorId : undefined} data-field={field}>
      <legend className="text-sm font-semibold text-slate-700">
        {props.label} {props.optional ? <span className="font-normal text-slate-500">{t("target-group.optional")}</span> : null}
      </legend>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("target-group.chosen")}>
          {chosen.map((option) => (
            <li key={option.id}>
              <label className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm">
                <input type={type} name={field} value={option.id} defaultChecked />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          type="search"
          name={`${field}Query`}
          defaultValue={search?.query ?? ""}
          aria-label={t("target-group.search-for", { field: props.label })}
          placeholder={props.placeholder}
          aria-invalid={props.error ? true : undefined}
          className="w-full rounded-[6px] border border-slate-300 px-3 py-2 text-sm aria-[invalid]:border-red-600"
        />
        <button
          type="submit"
          name="search"
          value={field}
          formMethod="get"
          formAction={TARGET_GROUP_PAGE}
          formNoValidate
          className={buttonClasses.secondary}
        >
          {t("target-group.search")}
        </button>
      </div>
      {search ? (
        options.length > 0 ? (
          <fieldset className="rounded-[6px] border border-slate-200 p-2">
            <legend className="px-1 text-xs text-slate-600">{t("target-group.results", { field: props.label })}</legend>
            <ul className="max-h-[200px] space-y-1 overflow-y-auto">
              {options.map((option) => (
                <li key={option.id}>
                  <label className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50">
                    <input type={type} name={field} value={option.id} />
                    <span>{option.label}</span>
                    {option.jobFunction ? <span className="text-xs text-slate-500">{option.jobFunction.label}</span> : null}
                    {option.kind ? <span className="text-xs text-slate-500">{t(`target-group.kind.${option.kind}`)}</span> : null}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : search.options.length === 0 ? (
          <p className="text-sm text-slate-600">
            {t("target-group.no-match", { query: search.query })}
            {search.noMatch === "lead-without-field" ? ` ${t("target-group.no-match-lead")}` : null}
          </p>
        ) : null
      ) : null}
      {props.hint}
      <FieldError id={errorId} errors={props.error ? [translateMessage(t, props.error)] : null} />
    </fieldset>
  );
}
