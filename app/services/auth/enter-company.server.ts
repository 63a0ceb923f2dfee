import { redirect } from "@remix-run/node";
import { DEFAULT_ROUTE } from "~/lib/redirects";
import { commitSession, type AppSession } from "~/services/session.server";

/**
 * spec 1 §2 "Account selection": the session names the company and the user goes on to the page
 * that sent them to account selection (`to`, else the remembered one, else the dashboard). The one
 * place that switches company (issue 39 §7, decision 067).
 */
export async function enterCompany(session: AppSession, companyId: string, to?: string) {
  session.set("companyId", companyId);
  session.unset("preselectCompanyId");
  const returnTo = session.get("returnTo");
  session.unset("returnTo");
  return redirect(to ?? returnTo ?? DEFAULT_ROUTE, { headers: { "Set-Cookie": await commitSession(session) } });
}
