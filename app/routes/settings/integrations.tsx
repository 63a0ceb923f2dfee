import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input-classes";
import { Card } from "~/components/ui/card";
import { CopyField } from "~/components/ui/copy-field";
import { pageMeta } from "~/lib/title";
import { ATS_CONNECTORS } from "~/lib/vacancies/types";
import { canChangeCompanySettings } from "~/lib/shell/roles";
import { requireCompany } from "~/services/auth/gate.server";
import { getEnv } from "~/platform/env.server";
import { getT } from "~/services/i18n/i18next.server";
import { useDeferredValidation } from "~/lib/validation/use-deferred-validation";
import { integrationAction, loadIntegrationSettings } from "~/services/vacancies/integrations.server";

export const handle = { i18n: ["vacancies", "outcomes"] };
await loadRouteNamespaces(handle);

/** /settings/integrations (issue 12 §2), from the user menu: the company's ATS and job feed. */
export async function loader(args: LoaderFunctionArgs) {
  const { company, roles } = await requireCompany(args);
  const t = await getT(args, "vacancies");
  const canChange = canChangeCompanySettings(roles);
  return {
    title: t("titles.integrations"),
    canChange,
    ...(await loadIntegrationSettings(company.id, getEnv().APP_URL, { admin: canChange })),
  };
}

export async function action(args: ActionFunctionArgs) {
  return integrationAction(args, await requireCompany(args));
}

export const meta: MetaFunction<typeof loader> = pageMeta;

const inputClass = `mt-1 ${inputClasses}`;
// a saved board token as a recruiter sees it: that there is one, none of its characters
const SAVED_TOKEN_MASK = "\u2022".repeat(8);

export default function IntegrationSettings() {
  const { settings, feedUrl, canChange, boardTokenSaved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("vacancies");
  const validation = useDeferredValidation();
  const [form, fields] = useForm({
    id: "integration-settings",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: settings,
    onValidate: validation.onValidate((v, formData) => v.validateIntegration(formData)),
    shouldRevalidate: "onBlur",
  });
  const test = actionData && "test" in actionData ? actionData.test : null;
  // the first message, with the id Conform's aria-describedby names while the field is invalid
  const error = (field: { errorId: string; errors?: string[] }) => (
    <FieldError id={field.errorId} className="mt-1 text-sm text-red-700" errors={field.errors?.slice(0, 1).map((m) => t(m.replace(/^vacancies:/, "")))} />
  );
  const busy = navigation.state === "submitting";

  return (
    <div className="mx-auto max-w-[700px] space-y-6">
      <Card className="p-6">
        <h1 className="text-xl font-semibold">{t("settings.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("settings.intro")}</p>
        {canChange ? null : (
          <p
            role="note"
            className="mt-3 rounded-[6px] border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
          >
            {t("settings.admin-only")}
          </p>
        )}
        <Form method="post" {...getFormProps(form)} {...validation.formProps} className="mt-5">
          <fieldset disabled={!canChange} className="space-y-4">
            <div>
              <label htmlFor={fields.connector.id} className="block text-sm font-semibold">
                {t("settings.connector")}
              </label>
              <select {...getSelectProps(fields.connector)} className={inputClass}>
                {ATS_CONNECTORS.map((c) => (
                  <option key={c} value={c}>
                    {t(`settings.connector.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={fields.baseUrl.id} className="block text-sm font-semibold">
                {t("settings.base-url")}
              </label>
              <input
                {...getInputProps(fields.baseUrl, { type: "text", ariaDescribedBy: `${fields.baseUrl.id}-hint` })}
                className={inputClass}
              />
              <p id={`${fields.baseUrl.id}-hint`} className="mt-1 text-xs text-slate-500">
                {t("settings.base-url-hint")}
              </p>
              {error(fields.baseUrl)}
            </div>
            <div>
              <label htmlFor={fields.boardToken.id} className="block text-sm font-semibold">
                {t("settings.board-token")}
              </label>
              <input
                {...getInputProps(fields.boardToken, { type: "password", ariaDescribedBy: `${fields.boardToken.id}-hint` })}
                autoComplete="off"
                placeholder={!canChange && boardTokenSaved ? SAVED_TOKEN_MASK : undefined}
                className={inputClass}
              />
              <p id={`${fields.boardToken.id}-hint`} className="mt-1 text-xs text-slate-500">
                {t("settings.board-token-hint")}
              </p>
              {error(fields.boardToken)}
            </div>
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input
                {...getInputProps(fields.enabled, { type: "checkbox" })}
                className="h-4 w-4 rounded border-slate-300"
              />
              {t("settings.enabled")}
            </label>
            {test ? (
              <p
                role="status"
                className={`rounded-[6px] p-3 text-sm ${test.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
              >
                {test.ok
                  ? t("settings.test-ok", { count: test.count })
                  : t("settings.test-failed", {
                      message: `${t(`ats-error.${test.code}`)} ${test.detail ?? ""}`.trim(),
                    })}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="submit" name="intent" value="test" variant="secondary" disabled={busy}>
                {t("settings.test")}
              </Button>
              <Button type="submit" name="intent" value="save" disabled={busy}>
                {t("settings.save")}
              </Button>
            </div>
          </fieldset>
        </Form>
      </Card>
      {/* issue 52: applications and hires back from the ATS have their own settings page */}
      <Link to="/settings/ats-applications" className="inline-block text-sm font-semibold text-brand-700 hover:underline">
        {t("outcomes:import.title")}
      </Link>
      <Card className="p-6">
        <h2 className="text-lg font-semibold">{t("settings.feed")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("settings.feed-intro")}</p>
        {feedUrl ? (
          <>
            <div className="mt-3">
              <CopyField id="feed-url" label={t("settings.feed-url")} value={feedUrl} monospace />
            </div>
            {canChange ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="rotate" />
                <Button type="submit" variant="secondary">
                  {t("settings.rotate")}
                </Button>
              </Form>
            ) : null}
          </>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{t("settings.feed-none")}</p>
        )}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
