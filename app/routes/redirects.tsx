import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectTarget } from "~/lib/redirects";
import { readUrl } from "~/services/http/request.server";

/** The redirect routes of spec 1 §2 (see app/lib/redirects.ts); the query string is kept. */
export function loader({ request }: LoaderFunctionArgs) {
  const target = redirectTarget(readUrl(request));
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target);
}
