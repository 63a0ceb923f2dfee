import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CenteredPage } from "~/components/auth/centered-page";
import { Spinner } from "~/components/ui/spinner";
import { documentTitle } from "~/lib/title";
import { endSessionUrl } from "~/services/auth/oidc.server";
import { takePendingLogout } from "~/services/auth/logout.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";

export const handle = { i18n: ["auth"] };
await loadRouteNamespaces(handle);

/** Asks the user to wait while the identity provider ends its session. */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { pending, headers } = await takePendingLogout(args);
  const origin = new URL(request.url).origin;
  let next = `${origin}/logged-out`;
  if (pending) {
    const locale = await getLocale(args);
    next = await endSessionUrl(origin, pending.idToken, pending.method ?? "standard", locale).catch(() => next);
  }
  const t = await getT(args, "auth");
  return data({ next, title: t("logging-out.title") }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.title) },
  // a meta refresh works without JavaScript and is not blocked by the CSP
  { httpEquiv: "refresh", content: `1;url=${data?.next ?? "/logged-out"}` },
];

export default function LoggingOut() {
  const { next } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <CenteredPage title={t("logging-out.title")}>
      <p className="text-slate-600">{t("logging-out.description")}</p>
      <div className="mt-6 flex items-center justify-between">
        <Spinner label={t("logging-out.title")} />
        <a className="text-sm font-semibold text-brand-700 underline" href={next}>
          {t("logging-out.continue")}
        </a>
      </div>
    </CenteredPage>
  );
}
