import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { CenteredPage } from "~/components/auth/centered-page";
import { LanguageSwitcher } from "~/components/auth/language-switcher";
import { Button } from "~/components/ui/button";
import { documentTitle } from "~/lib/title";
import { DEFAULT_ROUTE, safeRedirectPath } from "~/lib/redirects";
import { getEnv } from "~/platform/env.server";
import { getT } from "~/services/i18n/i18next.server";
import { getSession } from "~/services/session.server";
import { readUrl } from "~/services/http/request.server";

export const handle = { i18n: ["auth"] };
await loadRouteNamespaces(handle);

/** Why the visitor landed here: shown above the sign-in buttons. */
const NOTICES = ["unauthorized", "callback", "idp-unavailable", "rate-limited"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const session = await getSession(args);
  const url = readUrl(request);
  // spec 1 §2 gate step 1: the page asked for, carried through the sign-in (issue 36 §4)
  const returnTo = safeRedirectPath(url.searchParams.get("returnTo"));
  // spec 1 §2: /login redirects to the default page once authenticated
  if (session.get("userId")) throw redirect(returnTo ?? DEFAULT_ROUTE);
  const notice = [url.searchParams.get("reason"), url.searchParams.get("error")].find((v) =>
    NOTICES.includes(v as (typeof NOTICES)[number]),
  );
  const env = getEnv();
  const t = await getT(args, "auth");
  return {
    title: t("login.title"),
    notice: notice ?? null,
    returnTo,
    termsUrl: env.TERMS_URL,
    privacyUrl: env.PRIVACY_URL,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

export default function Login() {
  const { notice, termsUrl, privacyUrl, returnTo } = useLoaderData<typeof loader>();
  const returnToField = returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null;
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/");

  return (
    <CenteredPage title={t("login.title")} aside={<LanguageSwitcher />}>
      <p className="text-lg font-medium text-brand-700">{t("login.tagline")}</p>
      {notice ? (
        <p role="alert" className="mt-4 rounded-[6px] border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t(`login.notice.${notice}`)}
        </p>
      ) : null}
      <div className="mt-6 space-y-3">
        <Form method="post" action="/auth/standard">
          {returnToField}
          <Button type="submit" className="w-full" disabled={pending}>
            {t("login.standard")}
          </Button>
        </Form>
        <Form method="post" action="/auth/mfa">
          {returnToField}
          <Button type="submit" variant="secondary" className="w-full" disabled={pending}>
            {t("login.mfa")}
          </Button>
          <p className="mt-2 text-xs text-slate-500">{t("login.mfa-help")}</p>
        </Form>
      </div>
      <p className="mt-6 text-xs text-slate-500">
        {t("login.legal-prefix")}{" "}
        <a className="underline" href={termsUrl} rel="noreferrer" target="_blank">
          {t("login.terms")}
        </a>{" "}
        {t("login.legal-and")}{" "}
        <a className="underline" href={privacyUrl} rel="noreferrer" target="_blank">
          {t("login.privacy")}
        </a>
        .
      </p>
    </CenteredPage>
  );
}
