import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { FormField, inputClasses } from "~/components/checkout/form-field";
import { Button } from "~/components/ui/button";
import { AI_SECTIONS, INSTRUCTIONS_MAX_CHARS, TEXT_MAX_CHARS, type JobdescLanguage, type SectionName } from "~/lib/jobdesc/constants";
import { stepPath } from "~/lib/jobdesc/steps";
import type { checkInclusive } from "~/lib/jobdesc/inclusive";
import type { TemplateName } from "~/lib/jobdesc/templates";
import { useDeferredValidation } from "~/lib/validation/use-deferred-validation";
import { InclusiveFindings } from "./inclusive-findings";
import { SettingsPanel } from "./settings-panel";
import { SubmissionKey } from "../ui/submission-key";

const SAVE_MODES = ["save", "override"] as const;

export interface SectionFormProps {
  step: SectionName;
  defaults: { jobTitle: string; language: JobdescLanguage; tonality: string; title: string; text: string; aiGeneration: boolean };
  templateName: TemplateName;
  suggestions: string[];
  options: { id: string; label: string }[];
  /** the server's check of the saved text, shown until the browser's checker has loaded */
  inclusive: ReturnType<typeof checkInclusive>;
  /** spec 2 §2 edit mode (the text came from a saved one): offer the save modes override / save */
  editing?: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  /** the saved text's messages (over the maximum), shown until the text is edited */
  savedTextErrors?: string[];
  /** the campaign, for the link to the other AI step when its text stopped "Generate" */
  campaignId: string;
  first: boolean;
  /** which writer answers "Generate": the built-in one follows keywords and length only */
  writer: "embedded" | "openai";
}

/**
 * One step's form (issue 13 §1): the section's title and text (a textarea; "- " lines become a
 * list), "Generate" with instructions for responsibilities and requirements, saved texts for company
 * and benefits, and the settings. Works without JavaScript; with it Conform validates as you go
 * and the inclusive-language check follows the typing.
 */
export function SectionForm({
  step,
  defaults,
  templateName,
  suggestions,
  options,
  inclusive,
  editing,
  lastResult,
  savedTextErrors,
  campaignId,
  first,
  writer,
}: SectionFormProps) {
  const { t } = useTranslation("jobdesc");
  const navigation = useNavigation();
  const validation = useDeferredValidation();
  const [form, fields] = useForm<SectionFormProps["defaults"] & { instructions?: string }>({
    id: `jobdesc-${step}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // only "Next" must pass the rules; "Save", "Back" and option picks keep a draft as typed
    onValidate: validation.onValidate((v, formData) => v.validateJobdescSection(formData, step, templateName)),
  });
  const [text, setText] = useState(defaults.text);
  // the check follows the language chosen in the settings, before it is saved
  const [language, setLanguage] = useState<JobdescLanguage>(defaults.language);
  // the word lists of three languages load when the user first reaches the form (issue 10 §4)
  const [checker, setChecker] = useState<typeof checkInclusive>();
  const loadChecker = () => {
    if (!checker) void import("~/lib/jobdesc/inclusive").then((module) => setChecker(() => module.checkInclusive));
  };
  const check = useMemo(() => (checker ? checker(text, language) : inclusive), [checker, text, language, inclusive]);
  const reach = () => {
    validation.formProps.onFocus();
    loadChecker();
  };
  const ai = step === "responsibilities" || step === "requirements";
  const busy = navigation.state !== "idle";
  const textErrors = fields.text.errors ?? (text === defaults.text && savedTextErrors?.length ? savedTextErrors : undefined);
  // a refused "Generate": the other AI step's saved text is over the maximum (its field says so)
  const otherTooLong = AI_SECTIONS.filter((name) => name !== step && lastResult?.error?.[name]?.length);

  return (
    <Form method="post" {...getFormProps(form)} onFocus={reach} onPointerEnter={reach} className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      {/* "Generate" runs once per render's key (issue 47 §6) */}
      <SubmissionKey />
      <div className="space-y-4">
        <FormField id={fields.title.id} label={t("section.title")} errors={fields.title.errors} errorId={fields.title.errorId}>
          <input
            id={fields.title.id}
            name="title"
            defaultValue={defaults.title}
            maxLength={150}
            aria-invalid={fields.title.errors ? true : undefined}
            aria-describedby={fields.title.errors ? fields.title.errorId : undefined}
            className={inputClasses}
          />
        </FormField>
        <FormField
          id={fields.text.id}
          label={t("section.text")}
          hint={t("section.text-hint", { max: TEXT_MAX_CHARS })}
          hintId={`${fields.text.id}-hint`}
          errors={textErrors}
          errorId={fields.text.errorId}
        >
          <textarea
            id={fields.text.id}
            name="text"
            rows={12}
            value={text}
            // the bound of the hint in every mode (with or without "Generate"); the server counts
            // the text without markup, so it never refuses what this lets through
            maxLength={TEXT_MAX_CHARS}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={textErrors ? true : undefined}
            aria-describedby={`${fields.text.id}-hint ${textErrors ? fields.text.errorId : ""} jobdesc-inclusive`.trim()}
            className={`${inputClasses} font-mono`}
          />
        </FormField>
        <InclusiveFindings id="jobdesc-inclusive" result={check} />
        {options.length ? (
          <div className="flex flex-wrap items-end gap-2">
            <FormField id="jobdesc-option" label={t("section.saved-texts")} errorId="jobdesc-option-error">
              <select id="jobdesc-option" name="optionId" className={inputClasses}>
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            </FormField>
            <Button type="submit" name="intent" value="use-option" variant="secondary" formNoValidate>
              {t("section.use-saved")}
            </Button>
          </div>
        ) : null}
        {editing ? (
          <fieldset className="space-y-1 text-sm">
            <legend className="font-medium">{t("section.save-mode")}</legend>
            {SAVE_MODES.map((mode) => (
              <label key={mode} className="flex items-center gap-2">
                <input type="radio" name="saveMode" value={mode} defaultChecked={mode === "save"} className="h-4 w-4" />
                {t(`section.save-mode.${mode}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {ai ? (
          <fieldset className="space-y-3 rounded-[6px] border border-brand-200 bg-white p-4">
            <legend className="px-1 text-sm font-semibold">{t("generate.legend")}</legend>
            {/* issue 41 §5: no "Generate this text" checkbox — the button says what it writes */}
            <FormField
              id="jobdesc-instructions"
              label={t("generate.instructions")}
              optional
              hint={t(`generate.instructions-hint.${writer}`)}
              hintId="jobdesc-instructions-hint"
              errors={fields.instructions.errors}
              errorId="jobdesc-instructions-error"
            >
              {/* after a refused "Generate" the instructions come back as typed */}
              <textarea
                id="jobdesc-instructions"
                name="instructions"
                rows={2}
                maxLength={INSTRUCTIONS_MAX_CHARS}
                defaultValue={fields.instructions.initialValue}
                aria-invalid={fields.instructions.errors ? true : undefined}
                aria-describedby={`jobdesc-instructions-hint${fields.instructions.errors ? " jobdesc-instructions-error" : ""}`}
                className={inputClasses}
              />
            </FormField>
            <Button type="submit" name="intent" value="generate" variant="secondary" disabled={busy} aria-describedby="jobdesc-generate-hint">
              {t("generate.button")}
            </Button>
            <p id="jobdesc-generate-hint" className="text-xs text-slate-600">
              {t("generate.what")}
            </p>
            {otherTooLong.map((name) => (
              <p key={name} role="alert" className="text-sm text-red-700">
                <Link to={stepPath(name, campaignId)} className="font-semibold underline">
                  {t("error.pdf-missing.section-too-long", { section: t(`step.${name}`), max: TEXT_MAX_CHARS })}
                </Link>
              </p>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {!first ? (
            <Button type="submit" name="intent" value="back" variant="secondary" formNoValidate>
              {t("nav.back")}
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="save" variant="secondary" formNoValidate>
            {t("nav.save")}
          </Button>
          <Button type="submit" name="intent" value="next" disabled={busy}>
            {t("nav.next")}
          </Button>
        </div>
      </div>
      <SettingsPanel fields={fields} defaults={defaults} suggestions={suggestions} onLanguageChange={setLanguage} />
    </Form>
  );
}
