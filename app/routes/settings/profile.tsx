import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { FormField } from "~/components/checkout/form-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { inputClasses } from "~/components/ui/input-classes";
import { pageMeta } from "~/lib/title";
import { NAME_MAX } from "~/lib/validation/profile";
import { profileSchema } from "~/lib/validation/profile-schema";
import { updateUserName } from "~/models/user.server";
import { requireCompany } from "~/services/auth/gate.server";
import { readForm } from "~/services/http/request.server";
import { getT } from "~/services/i18n/i18next.server";
import { redirectWithToast } from "~/services/session.server";

export const handle = { i18n: ["settings", "checkout"] };
await loadRouteNamespaces(handle);

/** /settings/profile (spec 1 §7 userinfo.name.update), from the user menu: the user's own name. */
export async function loader(args: LoaderFunctionArgs) {
  const { user } = await requireCompany(args);
  const t = await getT(args, "settings");
  return { title: t("profile.title"), user: { firstName: user.firstName, lastName: user.lastName, email: user.email } };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { user } = await requireCompany(args);
  const submission = parseWithZod(await readForm(request), { schema: profileSchema });
  if (submission.status !== "success") return Response.json(submission.reply(), { status: 400 });
  await updateUserName(user.id, submission.value);
  return redirectWithToast(args, "/settings/profile", { kind: "success", key: "settings:profile.saved" });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ProfileSettings() {
  const { user } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("settings");
  // validated by the server only: two required fields need no validator code in the browser
  const [form, fields] = useForm({ id: "profile", lastResult, defaultValue: user });
  return (
    <div className="mx-auto max-w-[700px]">
      <Card className="p-6">
        <h1 className="text-xl font-semibold">{t("profile.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("profile.intro", { email: user.email })}</p>
        <Form method="post" {...getFormProps(form)} className="mt-5 space-y-4">
          <FormField id={fields.firstName.id} label={t("profile.first-name")} errors={fields.firstName.errors} errorId={fields.firstName.errorId}>
            <input {...getInputProps(fields.firstName, { type: "text" })} autoComplete="given-name" maxLength={NAME_MAX} required className={inputClasses} />
          </FormField>
          <FormField id={fields.lastName.id} label={t("profile.last-name")} errors={fields.lastName.errors} errorId={fields.lastName.errorId}>
            <input {...getInputProps(fields.lastName, { type: "text" })} autoComplete="family-name" maxLength={NAME_MAX} required className={inputClasses} />
          </FormField>
          <Button type="submit">{t("profile.save")}</Button>
        </Form>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
