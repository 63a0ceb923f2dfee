import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoaderData } from "~/root";

/**
 * The hidden field that makes a form's submission idempotent (services/http/once.server.ts): the
 * key of this render, the same for every copy of the request a double click or a retry sends.
 */
export function SubmissionKey() {
  const root = useRouteLoaderData<RootLoaderData>("root");
  return root?.formKey ? <input type="hidden" name="submissionKey" value={root.formKey} /> : null;
}
