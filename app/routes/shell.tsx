import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { isAutosave } from "~/lib/autosave";
import { requireCompany } from "~/services/auth/gate.server";
import { ShellFrame } from "~/components/shell/shell-frame";
import { shellData } from "./shell.server";

/**
 * The protected area (spec 1 §2 "Protected routes"): one pathless layout that runs the route gate
 * and renders the application shell. Each page loader calls requireCompany itself too.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shellData(args, await requireCompany(args));
}

export type ShellLoader = typeof loader;

// an autosave changes nothing the shell shows (budgets, menus)
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (isAutosave(formData) ? false : defaultShouldRevalidate);

export default function Shell() {
  const shell = useLoaderData<typeof loader>();
  return (
    <ShellFrame shell={shell}>
      <Outlet />
    </ShellFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
