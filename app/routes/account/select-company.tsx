import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { z } from "zod";
import { CenteredPage } from "~/components/auth/centered-page";
import { ChooserLogout } from "~/components/auth/chooser-logout";
import { documentTitle } from "~/lib/title";
import { getMembership, listUserCompanies } from "~/models/company.server";
import { requireUser } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { enterCompany } from "~/services/auth/enter-company.server";
import { readForm } from "~/services/http/request.server";
import { notFound } from "~/lib/not-found";

export const handle = { i18n: ["auth"] };
await loadRouteNamespaces(handle);

const chooseSchema = z.object({ companyId: z.string().uuid() });

export async function loader(args: LoaderFunctionArgs) {
  const { user, session } = await requireUser(args);
  if (session.get("consultant")) throw redirect("/consultant-login");
  const companies = await listUserCompanies(user.id);
  if (companies.length === 0) throw redirect("/no-access");
  const t = await getT(args, "auth");
  return {
    title: t("select-company.title"),
    currentCompanyId: session.get("companyId") ?? null,
    companies: companies.map((c) => ({ id: c.id, name: c.name, hasSubscription: c.hasSubscription })),
  };
}

/** spec 1 §2 "Account selection": several companies → a company chooser; also "switch company". */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { user, session } = await requireUser(args);
  const parsed = chooseSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return Response.json({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  const membership = await getMembership(user.id, parsed.data.companyId);
  if (!membership) notFound();
  return enterCompany(session, membership.id);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

export default function SelectCompany() {
  const { companies, currentCompanyId } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <CenteredPage title={t("select-company.title")} aside={<ChooserLogout label={t("select-company.logout")} />}>
      <p className="text-slate-600">{t("select-company.description")}</p>
      <Form method="post" className="mt-6">
        <ul className="divide-y divide-slate-200 rounded-[6px] border border-slate-200">
          {companies.map((company) => (
            <li key={company.id}>
              <button
                type="submit"
                name="companyId"
                value={company.id}
                className="flex w-full items-center justify-between px-4 py-3 text-left hover:bg-brand-50"
              >
                <span className="font-medium">{company.name}</span>
                {company.id === currentCompanyId ? (
                  <span className="text-xs font-semibold text-brand-700">{t("select-company.current")}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </CenteredPage>
  );
}
