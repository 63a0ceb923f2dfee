import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FormField, inputClasses } from "~/components/checkout/form-field";
import { LANGUAGES, TONALITIES, isLanguage, type JobdescLanguage } from "~/lib/jobdesc/constants";

type Field = FieldMetadata<string, Record<string, unknown>, string[]>;

/** spec 2 §3 settings: job title (with suggestions), language, tonality — all required. */
export function SettingsPanel({
  fields,
  defaults,
  suggestions,
  onLanguageChange,
}: {
  fields: { jobTitle: Field; language: Field; tonality: Field };
  defaults: { jobTitle: string; language: string; tonality: string };
  suggestions: string[];
  onLanguageChange?: (language: JobdescLanguage) => void;
}) {
  const { t } = useTranslation("jobdesc");
  return (
    <fieldset className="space-y-3 self-start rounded-[6px] border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold">{t("tab.settings")}</legend>
      <FormField id={fields.jobTitle.id} label={t("settings.jobTitle")} errors={fields.jobTitle.errors} errorId={fields.jobTitle.errorId}>
        <input
          id={fields.jobTitle.id}
          name="jobTitle"
          defaultValue={defaults.jobTitle}
          list="jobdesc-title-suggestions"
          maxLength={150}
          required
          aria-invalid={fields.jobTitle.errors ? true : undefined}
          aria-describedby={fields.jobTitle.errors ? fields.jobTitle.errorId : undefined}
          className={inputClasses}
        />
      </FormField>
      <datalist id="jobdesc-title-suggestions">
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {suggestions.length ? (
        <p className="text-xs text-slate-600">
          {t("settings.suggestions")}: {suggestions.join(" · ")}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <FormField id={fields.language.id} label={t("settings.language")} errors={fields.language.errors} errorId={fields.language.errorId}>
          <select
            id={fields.language.id}
            name="language"
            defaultValue={defaults.language}
            onChange={(e) => isLanguage(e.target.value) && onLanguageChange?.(e.target.value)}
            className={inputClasses}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={fields.tonality.id} label={t("settings.tonality")} errors={fields.tonality.errors} errorId={fields.tonality.errorId}>
          <select id={fields.tonality.id} name="tonality" defaultValue={defaults.tonality} className={inputClasses}>
            {TONALITIES.map((tone) => (
              <option key={tone} value={tone}>
                {t(`tonality.${tone}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </fieldset>
  );
}
