import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SourceMappingTable } from "~/components/outcomes/source-mapping-table";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input-classes";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { APPLICATION_CONNECTORS } from "~/lib/outcomes/types";
import { canChangeCompanySettings } from "~/lib/shell/roles";
import { pageMeta } from "~/lib/title";
import type { RootLoaderData } from "~/root";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { applicationImportAction, loadApplicationImportSettings, type FieldErrors } from "./ats-applications.server";

export const handle = { i18n: ["outcomes"] };
await loadRouteNamespaces(handle);

/** /settings/ats-applications (issue 52): applications from the ATS and the source mapping. */
export async function loader(args: LoaderFunctionArgs) {
  const { company, roles } = await requireCompany(args);
  const t = await getT(args, "outcomes");
  return { title: t("import.title"), canChange: canChangeCompanySettings(roles), ...(await loadApplicationImportSettings(company.id)) };
}

export async function action(args: ActionFunctionArgs) {
  return applicationImportAction(args, await requireCompany(args));
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ApplicationImportSettings() {
  const { settings, imported, canChange, sources, channels } = useLoaderData<typeof loader>();
  const errors: FieldErrors = useActionData<typeof action>()?.errors ?? {};
  const locale = useRouteLoaderData<RootLoaderData>("root")?.locale ?? "en-US";
  const { t } = useTranslation("outcomes");
  return (
    <div className="mx-auto max-w-[760px] space-y-6">
      <Card className="p-6">
        <h1 className="text-xl font-semibold">{t("import.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("import.intro")}</p>
        <p className="mt-2 text-sm text-slate-600">{t("import.privacy")}</p>
        <Form method="post" className="mt-5">
          <fieldset disabled={!canChange} className="space-y-4">
            <div>
              <label htmlFor="connector" className="block text-sm font-semibold">{t("import.connector")}</label>
              <select id="connector" name="connector" defaultValue={settings.connector} className={`mt-1 ${inputClasses}`}>
                {APPLICATION_CONNECTORS.map((c) => <option key={c} value={c}>{t(`import.connector.${c}`)}</option>)}
              </select>
              <FieldMessage field="connector" messageKey={errors.connector} />
            </div>
            <div>
              <label htmlFor="baseUrl" className="block text-sm font-semibold">{t("import.base-url")}</label>
              <input id="baseUrl" name="baseUrl" defaultValue={settings.baseUrl} aria-invalid={errors.baseUrl ? true : undefined} aria-describedby={errors.baseUrl ? "baseUrl-error" : undefined} className={`mt-1 ${inputClasses}`} />
              <FieldMessage field="baseUrl" messageKey={errors.baseUrl} />
            </div>
            <div>
              <label htmlFor="credential" className="block text-sm font-semibold">{t("import.credential")}</label>
              <input id="credential" name="credential" type="password" autoComplete="off" aria-describedby="credential-hint" aria-invalid={errors.credential ? true : undefined} className={`mt-1 ${inputClasses}`} />
              <p id="credential-hint" className="mt-1 text-xs text-slate-500">
                {settings.hasCredential ? t("import.credential-saved") : t("import.credential-hint")}
              </p>
              <FieldMessage field="credential" messageKey={errors.credential} />
            </div>
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input type="checkbox" name="enabled" defaultChecked={settings.enabled} className="h-4 w-4 rounded border-slate-300" />
              {t("import.enabled")}
            </label>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="submit" name="intent" value="save">{t("import.save")}</Button>
            </div>
          </fieldset>
        </Form>
        <p role="status" className="mt-4 text-sm text-slate-700">
          {t("import.count", { count: imported })}
          {settings.lastImportedAt ? ` · ${t("import.last", { date: formatDate(settings.lastImportedAt, locale) })}` : ""}
          {settings.status === "error" && settings.lastError ? ` · ${t("import.error-status", { message: settings.lastError })}` : ""}
        </p>
        {canChange ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post">
              <Button type="submit" name="intent" value="import" variant="secondary" disabled={!settings.enabled}>{t("import.now")}</Button>
            </Form>
            <Form method="post">
              <Button type="submit" name="intent" value="delete" variant="secondary" disabled={imported === 0}>{t("import.delete")}</Button>
            </Form>
          </div>
        ) : null}
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-semibold">{t("mapping.title")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("mapping.intro")}</p>
        <FieldMessage field="channelId" messageKey={errors.channelId} />
        <SourceMappingTable sources={sources} channels={channels} canChange={canChange} />
      </Card>
    </div>
  );
}

function FieldMessage({ field, messageKey }: { field: keyof FieldErrors; messageKey?: string }) {
  const { t } = useTranslation("outcomes");
  return <FieldError id={`${field}-error`} className="mt-1 text-sm text-red-700" errors={messageKey ? [t(messageKey)] : undefined} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
