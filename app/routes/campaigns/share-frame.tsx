import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ShellFrame } from "~/components/shell/shell-frame";
import { optionalCompany } from "~/services/auth/gate.server";
import { shellData } from "../shell.server";

/**
 * Around the public share page (issue 48 §3): a signed-in viewer sees it inside the application
 * shell, with the header and menus; an anonymous visitor gets the page as it always was.
 */
export async function loader(args: LoaderFunctionArgs) {
  const context = await optionalCompany(args);
  return { shell: context ? await shellData(args, context) : null };
}

export default function ShareFrame() {
  const { shell } = useLoaderData<typeof loader>();
  return shell ? (
    <ShellFrame shell={shell}>
      <Outlet />
    </ShellFrame>
  ) : (
    <Outlet />
  );
}
