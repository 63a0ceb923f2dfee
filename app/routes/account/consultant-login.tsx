import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CenteredPage } from "~/components/auth/centered-page";
import { ChooserLogout } from "~/components/auth/chooser-logout";
import { Button } from "~/components/ui/button";
import { documentTitle } from "~/lib/title";
import { consultantLoginSchema } from "~/lib/validation/consultant";
import { getCompanyByTenant, getConsultantCompany, listConsultantCompanies } from "~/models/company.server";
import { requireUser } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { enterCompany } from "~/services/auth/enter-company.server";
import { isUuid } from "~/lib/uuid";
import { readForm } from "~/services/http/request.server";
import { TextField } from "~/components/ui/field";

export const handle = { i18n: ["auth"] };
await loadRouteNamespaces(handle);

export async function loader(args: LoaderFunctionArgs) {
  const { user, session } = await requireUser(args);
  if (!session.get("consultant")) throw redirect("/select-company");
  const t = await getT(args, "auth");
  const companies = await listConsultantCompanies(user.id);
  return { title: t("consultant-login.title"), companies: companies.map((c) => ({ id: c.id, name: c.name })) };
}


/** spec 1 §2/§5: a consultant enters a (required) company id or picks a company. */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { user, session } = await requireUser(args);
  if (!session.get("consultant")) throw redirect("/select-company");
  const submission = parseWithZod(await readForm(request), { schema: consultantLoginSchema });
  if (submission.status !== "success") {
    return Response.json(submission.reply(), { status: 400 });
  }
  const input = submission.value.companyId;
  const byId = isUuid(input) ? await getConsultantCompany(user.id, input) : undefined;
  const bySlug = byId ? undefined : await getCompanyByTenant(input);
  const company = byId ?? (bySlug ? await getConsultantCompany(user.id, bySlug.id) : undefined);
  if (!company) {
    return Response.json(submission.reply({ fieldErrors: { companyId: ["consultant-login.unknown-company"] } }), {
      status: 400,
    });
  }
  return enterCompany(session, company.id);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

export default function ConsultantLogin() {
  const { companies } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(consultantLoginSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: consultantLoginSchema }),
  });
  const error = fields.companyId.errors?.[0];
  return (
    <CenteredPage title={t("consultant-login.title")} aside={<ChooserLogout label={t("consultant-login.logout")} />}>
      <p className="text-slate-600">{t("consultant-login.description")}</p>
      <Form method="post" className="mt-6 space-y-3" {...getFormProps(form)}>
        <TextField
          label={t("consultant-login.company-id")}
          inputProps={{ ...getInputProps(fields.companyId, { type: "text" }), className: "w-full rounded-[6px] border border-slate-300 px-3 py-2" }}
          errorId={fields.companyId.errorId}
          errors={error ? [t(error)] : null}
        />
        <Button type="submit" className="w-full">
          {t("consultant-login.submit")}
        </Button>
      </Form>
      {companies.length > 0 ? (
        <Form method="post" className="mt-8">
          <h2 className="text-sm font-semibold text-slate-700">{t("consultant-login.choose")}</h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-[6px] border border-slate-200">
            {companies.map((company) => (
              <li key={company.id}>
                <button
                  type="submit"
                  name="companyId"
                  value={company.id}
                  className="w-full px-4 py-3 text-left font-medium hover:bg-brand-50"
                >
                  {company.name}
                </button>
              </li>
            ))}
          </ul>
        </Form>
      ) : null}
    </CenteredPage>
  );
}
