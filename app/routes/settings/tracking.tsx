import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { TrackingFieldsTable } from "~/components/settings/tracking-fields-table";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/title";
import { NEW_CUSTOM_FIELD, PLACEHOLDERS, previewSegments, TRACKING_FIELDS_MAX, trackingString, type TrackingField } from "~/lib/tracking/tracking-config";
import { trackingConfigSchema } from "~/lib/tracking/tracking-config-schema";
import { translateMessage } from "~/lib/validation/messages";
import { useDeferredValidation } from "~/lib/validation/use-deferred-validation";
import { getTrackingConfig, saveTrackingConfig } from "~/models/tracking-config.server";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { redirectWithToast } from "~/services/session.server";
import { readForm } from "~/services/http/request.server";
import { FieldError } from "~/components/ui/field";

export const handle = { i18n: ["settings"] };
await loadRouteNamespaces(handle);

/**
 * /settings/tracking (spec 2 §2 "Tracking settings"): the company's tracking parameters for the
 * links of ordered channels. Any authorized user reaches it from the user menu (spec 2 §6).
 * Adding and deleting fields are Conform list intents, so they work as plain form posts too.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { company } = await requireCompany(args);
  const t = await getT(args, "settings");
  return { title: t("tracking.title"), config: await getTrackingConfig(company.id) };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { company } = await requireCompany(args);
  const submission = parseWithZod(await readForm(request, { shape: trackingConfigSchema }), { schema: trackingConfigSchema });
  // an add or delete intent only changes the form; it is not a failed save
  if (submission.status !== "success") {
    return data(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
  }
  await saveTrackingConfig(company.id, submission.value);
  return redirectWithToast(args, "/settings/tracking", { kind: "success", key: "settings:tracking.saved" });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function TrackingSettings() {
  const { config } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const validation = useDeferredValidation();
  const [form, fields] = useForm({
    id: "tracking-settings",
    lastResult,
    defaultValue: config,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate((v, formData) => v.validateTrackingConfig(formData)),
  });
  const rows = fields.fields.getFieldList();
  // the live preview follows what is typed (form.value), and what the server rendered without JS
  const typed = ((form.value as { fields?: Partial<TrackingField>[] } | undefined)?.fields ?? []).map((f) => ({
    name: f?.name ?? "",
    value: f?.value ?? "",
  }));
  const preview = trackingString(typed);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t("tracking.title")}</h1>
        <Link to="/settings/customise-product-source" className={buttonClasses.secondary}>
          {t("tracking.product-source-link")}
        </Link>
      </div>
      <p className="text-slate-600">{t("tracking.intro")}</p>
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="space-y-6">
        <Card className="space-y-6 p-4 sm:p-6">
          <label className="flex items-center gap-3 text-sm font-medium">
            <input {...getInputProps(fields.enabled, { type: "checkbox" })} className="h-4 w-4 accent-brand-600" />
            {t("tracking.enabled")}
          </label>
          <FieldError errors={form.errors?.map((error) => translateMessage(t, error))} />
          <TrackingFieldsTable form={form} rows={rows} />
          <Button
            type="submit"
            variant="secondary"
            disabled={rows.length >= TRACKING_FIELDS_MAX}
            {...form.insert.getButtonProps({ name: fields.fields.name, defaultValue: NEW_CUSTOM_FIELD })}
          >
            {t("tracking.add-field")}
          </Button>
          <div>
            <h2 className="text-sm font-semibold" id="tracking-preview-label">
              {t("tracking.preview")}
            </h2>
            <output
              aria-labelledby="tracking-preview-label"
              data-testid="tracking-preview"
              className="mt-2 block rounded-[6px] border border-slate-200 bg-slate-50 p-3 font-mono text-sm break-words"
            >
              {/* <wbr> before each "&": wrap between parameters; break-words breaks inside one only if it is wider than the box */}
              {preview
                ? previewSegments(`?${preview}`).map((segment, i) => (
                    <Fragment key={i}>
                      {i > 0 ? <wbr /> : null}
                      {segment}
                    </Fragment>
                  ))
                : t("tracking.preview-empty")}
            </output>
            <p className="mt-2 text-xs text-slate-500">
              {t("tracking.placeholders", { list: PLACEHOLDERS.map((p) => `{${p}}`).join(", ") })}
            </p>
          </div>
        </Card>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {t("tracking.save")}
        </Button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
