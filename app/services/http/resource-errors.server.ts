import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Locale } from "~/lib/i18n/config";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { logger } from "~/platform/logger.server";

/**
 * A file URL's error answer in the reader's language. Resource routes (a download, an export, a
 * logo, a tracking link) have no page and no error boundary: what notFound(), requireUuid() or the
 * gate throw reaches the browser as it is, and a German recruiter whose export link pointed at a
 * deleted campaign read a bare English "Not Found". Plain text stays right for a file URL; only
 * its words change, by the same locale negotiation as the pages (session, cookie, Accept-Language).
 */

/** The statuses with their own text; any other 4xx/5xx reads "resource-error.other". */
const TEXT_STATUSES = new Set([400, 404, 405, 409, 413, 415, 429, 503]);

/**
 * A plain-text error already in the reader's language. Content-Language says so, so that
 * localizedErrors leaves it as it is (a route's own, more precise text).
 */
export function localizedTextError(status: number, text: string, locale: Locale, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  headers.set("Content-Language", locale);
  return new Response(text, { status, headers });
}

/** An error Response whose text was written in English by a helper and not for the reader. */
function untranslated(response: Response) {
  if (response.status < 400 || response.headers.has("Content-Language")) return false;
  const type = response.headers.get("Content-Type");
  // a JSON or image error is for a program, not a person
  return type === null || type.startsWith("text/plain");
}

async function translated(args: LoaderFunctionArgs, response: Response): Promise<Response> {
  try {
    const locale = await getLocale(args);
    const t = await getT(locale);
    const key = TEXT_STATUSES.has(response.status) ? `resource-error.${response.status}` : "resource-error.other";
    // the headers it carried (no-store, Retry-After) stay; the length is the new text's
    const headers = new Headers(response.headers);
    headers.delete("Content-Length");
    return localizedTextError(response.status, t(key), locale, { headers });
  } catch (err) {
    // no locale without the session store: the English answer is better than none
    logger.warn({ err }, "resource error left untranslated");
    return response;
  }
}

/**
 * Wraps a resource route's loader: an error Response it throws or returns with an English
 * plain-text body is answered in the reader's language, with the same status and headers.
 * Redirects (sign-in) and successful answers pass through untouched.
 */
export function localizedErrors<Result>(loader: (args: LoaderFunctionArgs) => Promise<Result> | Result) {
  return async (args: LoaderFunctionArgs): Promise<Result> => {
    let result: Result;
    try {
      result = await loader(args);
    } catch (thrown) {
      if (thrown instanceof Response && untranslated(thrown)) throw await translated(args, thrown);
      throw thrown;
    }
    if (result instanceof Response && untranslated(result)) return (await translated(args, result)) as Result;
    return result;
  };
}
