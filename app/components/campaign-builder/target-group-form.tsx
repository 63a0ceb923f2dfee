import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { translateMessage } from "~/lib/validation/messages";
import { builderTransitionStatus, isBuilderLoading } from "~/lib/campaign/builder-transition";
import { appendGender, isMultiLocationTitle } from "~/lib/campaign/target-group";
import {
  addOption,
  chooseJobFunction,
  chooseJobTitle,
  levelForChosenTitle,
  removeOption,
  TARGET_GROUP_CRITERIA,
  type TargetGroupFormData,
} from "~/lib/campaign/target-group-form";
import { LOCATION_LOOKUP_DEBOUNCE_MS, LOOKUP_DEBOUNCE_MS, TITLE_LOOKUP_DEBOUNCE_MS } from "~/lib/catalogue/constants";
import { useHydrated } from "../hooks";
import { Button, buttonClasses } from "../ui/button";
import { BuilderLoadingScreen } from "./loading-screen";
import { MultiLookup, SingleLookup } from "./lookup-combobox";
import { LOOKUP_ENDPOINTS } from "./lookups";
import { SearchAndChooseField, TARGET_GROUP_PAGE } from "./target-group-field";
import { FieldError } from "~/components/ui/field";
import { SubmissionKey } from "../ui/submission-key";

/**
 * spec 1 §2 "Target-group form": job title, job function, location(s), industry, and the campaign
 * name only in the vacancy flow. With JavaScript the fields are comboboxes and the form is posted
 * by a fetcher (errors show in place; while saving, the builder's loading screen); without it the
 * same form is a page with search-and-choose fields.
 */
export function TargetGroupForm({
  data,
  lastResult,
  cancelHref,
}: {
  data: TargetGroupFormData;
  lastResult?: SubmissionResult<string[]> | null;
  cancelHref: string;
}) {
  const { t } = useTranslation("campaigns");
  const hydrated = useHydrated();
  const fetcher = useFetcher<SubmissionResult<string[]>>({ key: "target-group-form" });
  const navigation = useNavigation();
  const [values, setValues] = useState(data.values);
  const levelSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => setValues(data.values), [data.values]);
  const result = fetcher.data ?? lastResult ?? undefined;
  const [form, fields] = useForm({ id: "target-group", lastResult: result, shouldRevalidate: "onSubmit" });
  const status = builderTransitionStatus({
    fetcherState: fetcher.state,
    navigationState: navigation.state,
    navigationPath: navigation.location?.pathname ?? null,
  });

  const action = data.campaignId ? `${TARGET_GROUP_PAGE}?id=${data.campaignId}` : TARGET_GROUP_PAGE;
  const savedTitle = values.jobTitle
    ? appendGender(values.jobTitle.label, data.locale, data.features.appendGenderAfterJobTitle)
    : null;
  const titleHint = savedTitle ? (
    <>
      {data.features.appendGenderAfterJobTitle ? (
        <p className="text-xs text-slate-600">{t("target-group.gender-appended", { title: savedTitle })}</p>
      ) : null}
      {isMultiLocationTitle(savedTitle) ? (
        <p className="rounded-[6px] bg-amber-50 p-2 text-xs text-amber-900" data-testid="multi-location-hint">
          {t("target-group.multi-location")}
        </p>
      ) : null}
    </>
  ) : null;
  const error = (name: keyof typeof fields) => fields[name]?.errors?.[0];
  const nameError = error("campaignName");
  const labels = {
    jobTitle: t("target-group.job-title"),
    jobFunction: t("target-group.job-function"),
    regions: t("target-group.location"),
    industries: t("target-group.industry"),
  };

  return (
    <>
      {isBuilderLoading(status) ? <BuilderLoadingScreen status={status} /> : null}
      <fetcher.Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
        {data.campaignId ? <input type="hidden" name="id" value={data.campaignId} /> : <SubmissionKey />}
        <input type="hidden" name="prevJobTitle" value={values.jobTitle?.id ?? ""} />
        <input type="hidden" name="prevJobFunction" value={values.jobFunction?.id ?? ""} />
        {form.errors?.length || Object.values(fields).some((f) => f.errors?.length) ? (
          <p role="alert" className="rounded-[6px] bg-red-50 p-3 text-sm text-red-800">
            {t("target-group.errors")}
          </p>
        ) : null}
        {hydrated ? null : <p className="text-sm text-slate-600">{t("target-group.no-js-hint")}</p>}

        {data.vacancyFlow ? (
          <div className="space-y-1">
            <label htmlFor="campaignName" className="block text-sm font-semibold text-slate-700">
              {t("target-group.campaign-name")}
            </label>
            <input
              id="campaignName"
              name="campaignName"
              value={values.campaignName}
              onChange={(e) => setValues({ ...values, campaignName: e.currentTarget.value })}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? "campaignName-error" : undefined}
              className="w-full rounded-[6px] border border-slate-300 px-3 py-2 text-sm"
            />
            <FieldError id="campaignName-error" errors={nameError ? [translateMessage(t, nameError)] : null} />
          </div>
        ) : null}

        {hydrated ? (
          <>
            <SingleLookup
              field="jobTitle"
              label={labels.jobTitle}
              placeholder={t("target-group.job-title.placeholder")}
              endpoint={LOOKUP_ENDPOINTS.jobTitle}
              debounceMs={TITLE_LOOKUP_DEBOUNCE_MS}
              value={values.jobTitle}
              onChange={(title) => {
                setValues((v) => chooseJobTitle(v, title));
                // the select stays uncontrolled (a level the user picked is its own), so it is set in place
                const level = levelSelect.current && levelForChosenTitle(levelSelect.current.value, title, data.criteriaOptions.seniority);
                if (level && levelSelect.current) levelSelect.current.value = level;
              }}
              error={error("jobTitle")}
              hint={titleHint}
            />
            <SingleLookup
              field="jobFunction"
              label={labels.jobFunction}
              placeholder={t("target-group.job-function.placeholder")}
              endpoint={LOOKUP_ENDPOINTS.jobFunction}
              debounceMs={LOOKUP_DEBOUNCE_MS}
              value={values.jobFunction}
              onChange={(fn) => setValues((v) => chooseJobFunction(v, fn))}
              error={error("jobFunction")}
              hint={
                values.jobTitle && values.jobFunction ? (
                  <p className="text-xs text-slate-500">{t("target-group.job-function.from-title")}</p>
                ) : null
              }
            />
            <MultiLookup
              field="regions"
              label={labels.regions}
              placeholder={t("target-group.location.placeholder")}
              endpoint={LOOKUP_ENDPOINTS.regions}
              debounceMs={LOCATION_LOOKUP_DEBOUNCE_MS}
              value={values.regions}
              onAdd={(o) => setValues((v) => ({ ...v, regions: addOption(v.regions, o) }))}
              onRemove={(id) => setValues((v) => ({ ...v, regions: removeOption(v.regions, id) }))}
              error={error("regions")}
            />
            <MultiLookup
              field="industries"
              label={labels.industries}
              optional
              placeholder={t("target-group.industry")}
              endpoint={LOOKUP_ENDPOINTS.industries}
              debounceMs={LOOKUP_DEBOUNCE_MS}
              value={values.industries}
              onAdd={(o) => setValues((v) => ({ ...v, industries: addOption(v.industries, o) }))}
              onRemove={(id) => setValues((v) => ({ ...v, industries: removeOption(v.industries, id) }))}
              error={error("industries")}
            />
          </>
        ) : (
          <>
            <SearchAndChooseField
              field="jobTitle"
              label={labels.jobTitle}
              multiple={false}
              placeholder={t("target-group.job-title.placeholder")}
              chosen={values.jobTitle ? [values.jobTitle] : []}
              search={data.search.jobTitle}
              error={error("jobTitle")}
              hint={titleHint}
            />
            <SearchAndChooseField
              field="jobFunction"
              label={labels.jobFunction}
              multiple={false}
              placeholder={t("target-group.job-function.placeholder")}
              chosen={values.jobFunction ? [values.jobFunction] : []}
              search={data.search.jobFunction}
              error={error("jobFunction")}
            />
            <SearchAndChooseField
              field="regions"
              label={labels.regions}
              multiple
              placeholder={t("target-group.location.placeholder")}
              chosen={values.regions}
              search={data.search.regions}
              error={error("regions")}
            />
            <SearchAndChooseField
              field="industries"
              label={labels.industries}
              optional
              multiple
              placeholder={t("target-group.industry")}
              chosen={values.industries}
              search={data.search.industries}
              error={error("industries")}
            />
          </>
        )}

        {/* spec 1 §3: job level, employment type, education level — optional, plain selects; their
            labels live in "channels", loaded wherever this form shows but not on checkout's step bar */}
        <div className="grid gap-4 sm:grid-cols-3">
          {TARGET_GROUP_CRITERIA.map((criterion) => (
            // a label that wraps to two lines must not push its select below its neighbours'
            <div key={`${criterion}-${data.criteria[criterion] ?? ""}`} className="flex flex-col justify-between gap-1">
              <label htmlFor={`tg-${criterion}`} className="block text-sm font-semibold text-slate-700">
                {t(`channels:target-group.${criterion}`)} <span className="font-normal text-slate-500">{t("target-group.optional")}</span>
              </label>
              <select
                id={`tg-${criterion}`}
                ref={criterion === "seniority" ? levelSelect : undefined}
                name={criterion}
                defaultValue={data.criteria[criterion] ?? ""}
                className="w-full rounded-[6px] border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                <option value="">{t("channels:target-group.not-specified")}</option>
                {data.criteriaOptions[criterion].map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>

        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
          <Link to={cancelHref} className={buttonClasses.secondary} preventScrollReset>
            {t("target-group.cancel")}
          </Link>
          {data.features.aiJobDescriptionGenerator && !data.vacancyFlow ? (
            <Button type="submit" name="intent" value="job-description" variant="secondary">
              {t("target-group.generate-job-description")}
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="recommendations">
            {t("target-group.get-recommendations")}
          </Button>
        </div>
      </fetcher.Form>
    </>
  );
}
