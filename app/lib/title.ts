import { isRouteErrorResponse } from "@remix-run/react";
import { isChunkLoadError } from "./route-error";

/** spec 1 §2 "Document titles": the product name is appended to every title. */
export const PRODUCT_NAME = "Hirewave";

export function documentTitle(title?: string | null) {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Part of root's loader data: the titles of the error screens (components/error-boundary.tsx) in
 * the reader's language, by the HTTP status that has a screen of its own, "network" for a chunk that
 * failed to load and "error" for anything else.
 */
export type ErrorTitles = Record<"404" | "503" | "network" | "error", string>;

/** What a meta function is given that a title needs (Remix's MetaArgs). */
interface TitleArgs {
  error?: unknown;
  matches: readonly { data?: unknown }[];
}

/** The title of the screen GeneralErrorBoundary shows for `error`, from the error screens' titles. */
export function errorTitle(error: unknown, titles: Record<string, string>) {
  return titles[isChunkLoadError(error) ? "network" : isRouteErrorResponse(error) ? error.status : ""] || titles.error;
}

/**
 * A route's document title: the page's own, or, when an error boundary renders instead (a 404
 * thrown by a loader, a 503, …), the title of the screen it shows ("Page not found | Hirewave"). A
 * meta function has no translations at hand, so root's loader sends these titles. Without root's
 * data (root's own loader failed) it is "": root's Layout renders the title then, translated there
 * (RootErrorTitle). (No `?.` here: the browser build lowers it for Chrome 89.)
 */
export function pageTitle({ error, matches }: TitleArgs, title?: string | null) {
  if (!error) return documentTitle(title);
  const root = matches[0].data as { errorTitles: Record<string, string> } | undefined;
  return root ? errorTitle(error, root.errorTitles) : "";
}

/** The meta of a page whose loader returns its `title`: `export const meta: MetaFunction<typeof loader> = pageMeta`. */
export const pageMeta = (args: TitleArgs & { data?: { title?: string | null } }) => [{ title: pageTitle(args, args.data && args.data.title) }];

/**
 * The error screens' titles, for root's loader: each screen's heading with the product name
 * appended, unless the heading names it already ("Hirewave is briefly unavailable").
 */
export function errorTitles(t: (key: string) => string): ErrorTitles {
  const titled = (key: string) => {
    const heading = t(key);
    return heading.includes(PRODUCT_NAME) ? heading : documentTitle(heading);
  };
  return { 404: titled("not-found.title"), 503: titled("unavailable.title"), network: titled("network-error.title"), error: titled("titles.error") };
}
