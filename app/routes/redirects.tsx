import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectTarget } from "~/lib/redirects";
import { readUrl } from "~/services/http/request.server";
import { notFound } from "~/lib/not-found";

/** The redirect routes of spec 1 §2 (see app/lib/redirects.ts); the query string is kept. */
export function loader({ request }: LoaderFunctionArgs) {
  const target = redirectTarget(readUrl(request));
  if (!target) notFound();
  return redirect(target);
}
