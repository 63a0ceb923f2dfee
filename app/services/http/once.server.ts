import { redirect } from "@remix-run/node";
import { isUuid } from "~/lib/uuid";
import { claimSubmission, completeSubmission, releaseSubmission, submissionLocation } from "~/models/form-submission.server";

/**
 * Idempotent form submissions (issue 36 §6). A page renders its forms with a random key (root
 * loader's `formKey`, sent as `submissionKey`); the action runs its work through `once` with that
 * key and a scope naming what is done ("create-campaign:<vacancy id>"). The first request does the
 * work; a double click, a browser retry or 20 concurrent copies of the same form get the first
 * one's redirect instead of doing it again. A request without a valid key just runs (no page of
 * ours sends one without it).
 */
export const SUBMISSION_KEY_FIELD = "submissionKey";

/** How long a repeat waits for the first submission's answer before it says it is still running. */
export const SUBMISSION_WAIT_MS = 10_000;
const WAIT_STEP_MS = 100;

/** Keys are kept this long (the session cleanup deletes older ones). */
export const SUBMISSION_KEEP_MS = 24 * 60 * 60 * 1000;

export function submissionKeyOf(formData: FormData): string | null {
  const value = formData.get(SUBMISSION_KEY_FIELD);
  return typeof value === "string" && isUuid(value) ? value : null;
}

/**
 * Runs `work` once per (company, form key, scope). `work` answers with a redirect when it has done
 * what was asked (its Location is kept for the repeats); any other answer (a Response, or data
 * with field errors) or an error frees the key.
 */
export async function once<T>(
  companyId: string,
  formData: FormData,
  scope: string,
  work: () => Promise<T>,
): Promise<T | Response> {
  const formKey = submissionKeyOf(formData);
  if (!formKey) return work();
  const key = `${formKey}:${scope}`;
  if (await claimSubmission(companyId, key)) {
    let response: T;
    try {
      response = await work();
    } catch (thrown) {
      // a thrown redirect is an answer too
      if (thrown instanceof Response && isRedirect(thrown)) {
        await completeSubmission(companyId, key, thrown.headers.get("Location")!);
      } else {
        await releaseSubmission(companyId, key);
      }
      throw thrown;
    }
    // an answer with data (field errors) is no redirect: the key is free for the corrected form
    if (response instanceof Response && isRedirect(response)) await completeSubmission(companyId, key, response.headers.get("Location")!);
    else await releaseSubmission(companyId, key);
    return response;
  }
  const until = Date.now() + SUBMISSION_WAIT_MS;
  for (;;) {
    const first = await submissionLocation(companyId, key);
    // the first one failed and freed the key: this one may try
    if (!first) return once(companyId, formData, scope, work);
    if (first.location) return redirect(first.location, 303);
    if (Date.now() >= until) return new Response("This form is still being processed.", { status: 409 });
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

function isRedirect(response: Response) {
  return response.status >= 300 && response.status < 400 && response.headers.has("Location");
}
