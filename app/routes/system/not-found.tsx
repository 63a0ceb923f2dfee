import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { NotFoundContent } from "~/components/error-boundary";
import { documentTitle } from "~/lib/title";
import { getT } from "~/services/i18n/i18next.server";

export async function loader(args: LoaderFunctionArgs) {
  const t = await getT(args);
  return data({ title: t("not-found.title") }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data?.title) }];

/** Any unknown path (spec 1 §2): a not-found page with a link to the dashboard. */
export default function NotFound() {
  return <NotFoundContent />;
}
