import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { APPLICATION_METHODS, EMPLOYMENT_TYPES, JOB_AD_RULES, SALARY_CURRENCY, SALARY_PERIODS, type JobAdState } from "~/lib/validation/job-ad";
import { type jobAdSchema } from "~/lib/validation/job-ad-schema";
import { useDeferredValidation } from "~/lib/validation/use-deferred-validation";
import { FormField, InvalidFieldList, RuleField, inputClasses } from "./form-field";
import { useAutosave } from "./use-autosave";
import { useHydrated } from "../hooks";

// issue 38 §8: the editor is a chunk of its own, fetched once the job-ad step is interactive
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * The fields as the form below shows them, top to bottom: the list of invalid fields follows the
 * page, not the order in which the schema happens to report them (Conform's allErrors).
 */
const PAGE_ORDER = [
  "jobTitle",
  "employmentType",
  "locations",
  "workingHoursMin",
  "workingHoursMax",
  "experienceYears",
  "seniority",
  "description",
  "applicationMethod",
  "applicationDestination",
  "vacancyPageUrl",
  "uploadFile",
  "jobAdFile",
  "salaryMin",
  "salaryMax",
  "salaryPeriod",
  "salaryDescription",
  "contactName",
  "contactPhoneCode",
  "contactPhone",
];
const pagePosition = (name: string) => (PAGE_ORDER.includes(name) ? PAGE_ORDER.indexOf(name) : PAGE_ORDER.length);

/**
 * The job ad form (issue 4 §4). Conform validates with the same schema as the action; with
 * JavaScript the draft autosaves (debounced fetcher), without it "Save" posts the draft.
 */
export function JobAdForm({
  defaultValue,
  lastResult,
  acceptHourlyRates,
  callingCodes,
  jobDescription,
  previewHtml,
  fileUpload = null,
}: {
  defaultValue: JobAdState;
  lastResult?: SubmissionResult<string[]> | null;
  acceptHourlyRates: boolean;
  callingCodes: string[];
  /** the campaign's job description (issue 38 §2): its text differs from this one, or none can be generated yet */
  jobDescription?: { differs: boolean; canGenerate: boolean; generateHref: string };
  /** the saved description, sanitised by the server */
  previewHtml: string;
  /**
   * The job ad as a PDF or Word file (issue 42 §12): offered only when the company has the upload
   * switched on (isAllowUploadPdfAndWord); `current` is the file uploaded before.
   */
  fileUpload?: { current: { fileName: string; href: string } | null } | null;
}) {
  // the job ad's texts are a namespace the checkout page does not load (issue 38 §8)
  const { t } = useTranslation(["job-ad", "checkout"]);
  const validation = useDeferredValidation();
  const [form, fields] = useForm<z.input<ReturnType<typeof jobAdSchema>> & { jobAdFile?: File }>({
    id: "job-ad",
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // "Save" keeps a draft as typed: only "Continue" must pass the validators
    onValidate: validation.onValidate((v, formData) => v.validateJobAd(formData, { acceptHourlyRates })),
  });
  const autosave = useAutosave();
  const formProps = getFormProps(form);
  const hydrated = useHydrated();
  const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null);
  const [editorOn, setEditorOn] = useState(false);
  const [liveHtml, setLiveHtml] = useState<string | null>(null);
  // issue 38 §1: after "Continue" (in the browser or answered by the server) every invalid field is
  // listed at the top with a link to it; blur messages alone do not bring the list up
  const [continued, setContinued] = useState(false);
  const summary =
    continued || lastResult?.status === "error"
      ? Object.entries(form.allErrors)
          .sort(([a], [b]) => pagePosition(a) - pagePosition(b))
          .flatMap(([name, messages]) => {
            const field = fields[name as keyof typeof fields];
            return field && messages.length
              ? [{ key: name, targetId: field.id, label: t(`job-ad.field.${name}`), messages }]
              : [];
          })
      : [];
  const periods = acceptHourlyRates ? SALARY_PERIODS : SALARY_PERIODS.filter((p) => p !== "hour");

  return (
    <Form method="post" encType={fileUpload ? "multipart/form-data" : undefined} {...formProps} {...validation.formProps} onChange={autosave.onChange} onSubmit={autosave.onSubmit(formProps.onSubmit)} className="space-y-6">
      <InvalidFieldList title={t("job-ad.invalid-title")} items={summary} />
      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">{t("job-ad.section.position")}</h2>
        <RuleField field={fields.jobTitle} name="jobTitle" rules={JOB_AD_RULES} label={t("job-ad.field.jobTitle")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={fields.employmentType.id} label={t("job-ad.field.employmentType")} errors={fields.employmentType.errors} errorId={fields.employmentType.errorId}>
            <select {...getSelectProps(fields.employmentType)} className={inputClasses}>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`job-ad.employment-type.${type}`)}
                </option>
              ))}
            </select>
          </FormField>
          <RuleField field={fields.locations} name="locations" rules={JOB_AD_RULES} label={t("job-ad.field.locations")} />
        </div>
        <p className="text-xs text-slate-500">{t("job-ad.locations-hint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {/* text, not number: what was typed reaches the validators and comes back after a failed submit */}
          <RuleField field={fields.workingHoursMin} name="workingHoursMin" rules={JOB_AD_RULES} label={t("job-ad.field.workingHoursMin")} inputMode="decimal" />
          <RuleField field={fields.workingHoursMax} name="workingHoursMax" rules={JOB_AD_RULES} label={t("job-ad.field.workingHoursMax")} inputMode="decimal" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <RuleField field={fields.experienceYears} name="experienceYears" rules={JOB_AD_RULES} label={t("job-ad.field.experienceYears")} inputMode="numeric" />
          <RuleField field={fields.seniority} name="seniority" rules={JOB_AD_RULES} label={t("job-ad.field.seniority")} />
        </div>
      </Card>

      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">{t("job-ad.section.description")}</h2>
        {/* issue 38 §8: the editor with the preview beside it on wide screens */}
        <div className="grid gap-4 xl:grid-cols-2">
          <div className="min-w-0">
            <FormField
              id={editorOn ? `${fields.description.id}-editor` : fields.description.id}
              label={t("job-ad.field.description")}
              errors={fields.description.errors}
              errorId={fields.description.errorId}
              hint={editorOn ? t("job-ad.editor-hint") : t("job-ad.description-hint")}
              hintId={`${fields.description.id}-hint`}
            >
              <textarea
                {...getTextareaProps(fields.description, { ariaDescribedBy: `${fields.description.id}-hint` })}
                // with the editor on, the textarea is its hidden store and the editor takes the id
                // that labels, the error summary and the focus after an invalid submit point at
                id={editorOn ? `${fields.description.id}-source` : fields.description.id}
                ref={setTextarea}
                hidden={editorOn}
                rows={10}
                required
                className={`${inputClasses} font-mono`}
              />
              {hydrated && textarea ? (
                <Suspense fallback={null}>
                  <RichTextEditor
                    textarea={textarea}
                    id={fields.description.id}
                    label={t("job-ad.field.description")}
                    describedBy={`${fields.description.id}-hint${fields.description.errors ? ` ${fields.description.errorId}` : ""}`}
                    onReady={() => setEditorOn(true)}
                    onHtml={setLiveHtml}
                  />
                </Suspense>
              ) : null}
            </FormField>
          </div>
          <section aria-labelledby="job-ad-preview" className="min-w-0">
            <h3 id="job-ad-preview" className="text-sm font-medium text-ink">
              {t("job-ad.preview")}
            </h3>
            {/* the saved text sanitised by the server; with the editor, the editor's own output as typed */}
            <div
              data-testid="job-ad-preview"
              className="mt-1 max-w-none rounded-[6px] border border-slate-200 bg-slate-50 p-4 text-sm break-words [&_a]:text-brand-700 [&_a]:underline [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
              dangerouslySetInnerHTML={{ __html: liveHtml ?? previewHtml }}
            />
          </section>
        </div>
        {jobDescription?.differs ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-slate-600">{t("job-ad.description-differs")}</p>
            <Button type="submit" name="intent" value="use-description" variant="secondary">
              {t("job-ad.use-description")}
            </Button>
          </div>
        ) : null}
        {jobDescription?.canGenerate ? (
          <p className="text-sm text-slate-600">
            {t("job-ad.no-description")}{" "}
            <a href={jobDescription.generateHref} className="font-semibold text-brand-700 underline">
              {t("job-ad.generate-description")}
            </a>
          </p>
        ) : null}
      </Card>

      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">{t("job-ad.section.application")}</h2>
        <fieldset className="min-w-0 space-y-2 [overflow-wrap:anywhere]">
          <legend className="text-sm font-medium">{t("job-ad.field.applicationMethod")}</legend>
          <div className="flex gap-6">
            {APPLICATION_METHODS.map((method) => (
              <label key={method} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={fields.applicationMethod.name}
                  value={method}
                  defaultChecked={fields.applicationMethod.initialValue === method}
                />
                {t(`job-ad.application-method.${method}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <RuleField field={fields.applicationDestination} name="applicationDestination" rules={JOB_AD_RULES} label={t("job-ad.field.applicationDestination")} />
        <RuleField field={fields.vacancyPageUrl} name="vacancyPageUrl" rules={JOB_AD_RULES} label={t("job-ad.field.vacancyPageUrl")} type="url" />
        <RuleField field={fields.uploadFile} name="uploadFile" rules={JOB_AD_RULES} label={t("job-ad.field.uploadFile")} type="url" />
      </Card>

      {fileUpload ? (
        <Card className="space-y-4 p-6">
          <h2 className="text-lg font-semibold">{t("job-ad.section.file")}</h2>
          <FormField
            id={fields.jobAdFile.id}
            label={t("job-ad.field.jobAdFile")}
            optional
            errors={fields.jobAdFile.errors}
            errorId={fields.jobAdFile.errorId}
            hint={fileUpload.current ? t("job-ad.file-current", { name: fileUpload.current.fileName }) : t("job-ad.file-hint")}
            hintId={`${fields.jobAdFile.id}-hint`}
          >
            <input
              id={fields.jobAdFile.id}
              name="jobAdFile"
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-describedby={`${fields.jobAdFile.id}-hint${fields.jobAdFile.errors ? ` ${fields.jobAdFile.errorId}` : ""}`}
              aria-invalid={fields.jobAdFile.errors ? true : undefined}
              className="block text-sm"
            />
          </FormField>
          {fileUpload.current ? (
            <a href={fileUpload.current.href} className="text-sm font-semibold break-all text-brand-700 underline">
              {fileUpload.current.fileName}
            </a>
          ) : null}
        </Card>
      ) : null}

      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">{t("job-ad.section.salary")}</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {/* text, not number: "45.000" or "45.000,00" is read by the price-input helpers (spec 1 §5) */}
          <RuleField field={fields.salaryMin} name="salaryMin" rules={JOB_AD_RULES} label={t("job-ad.field.salaryMin")} inputMode="decimal" />
          <RuleField field={fields.salaryMax} name="salaryMax" rules={JOB_AD_RULES} label={t("job-ad.field.salaryMax")} inputMode="decimal" />
          <FormField id={fields.salaryPeriod.id} label={t("job-ad.field.salaryPeriod")} optional errors={fields.salaryPeriod.errors} errorId={fields.salaryPeriod.errorId}>
            <select {...getSelectProps(fields.salaryPeriod)} className={inputClasses}>
              {periods.map((period) => (
                <option key={period} value={period}>
                  {t(`job-ad.salary-period.${period}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <p className="text-xs text-slate-500">{t("job-ad.currency", { currency: SALARY_CURRENCY })}</p>
        <RuleField field={fields.salaryDescription} name="salaryDescription" rules={JOB_AD_RULES} label={t("job-ad.field.salaryDescription")} />
      </Card>

      <Card className="space-y-4 p-6">
        <h2 className="text-lg font-semibold">{t("job-ad.section.contact")}</h2>
        <RuleField field={fields.contactName} name="contactName" rules={JOB_AD_RULES} label={t("job-ad.field.contactName")} />
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <FormField id={fields.contactPhoneCode.id} label={t("job-ad.field.contactPhoneCode")} errorId={fields.contactPhoneCode.errorId}>
            <select {...getSelectProps(fields.contactPhoneCode)} className={inputClasses}>
              {callingCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </FormField>
          <RuleField field={fields.contactPhone} name="contactPhone" rules={JOB_AD_RULES} label={t("job-ad.field.contactPhone")} type="tel" />
        </div>
      </Card>

      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="mr-auto text-sm text-slate-500" aria-live="polite">
          {autosave.saving ? t("checkout:autosave.saving") : autosave.savedAt ? t("checkout:autosave.saved") : ""}
        </p>
        <Button type="submit" name="intent" value="save" variant="secondary">
          {t("job-ad.save")}
        </Button>
        <Button type="submit" name="intent" value="continue" onClick={() => setContinued(true)}>
          {t("job-ad.continue")}
        </Button>
      </div>
    </Form>
  );
}
