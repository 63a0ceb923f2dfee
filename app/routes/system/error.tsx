import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ErrorContent } from "~/components/error-boundary";
import { documentTitle } from "~/lib/title";
import { getT } from "~/services/i18n/i18next.server";

export async function loader(args: LoaderFunctionArgs) {
  const t = await getT(args);
  return { title: t("titles.error") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

/** spec 1 §2: generic error page; the start-again button logs out. */
export default function ErrorPage() {
  return <ErrorContent />;
}
