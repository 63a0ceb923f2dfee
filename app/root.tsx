import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "./lib/i18n/browser";
import { useChangeLanguage } from "./lib/i18n/use-change-language";
import { GeneralErrorBoundary, RootErrorTitle } from "./components/error-boundary";
import { NavigationProgress } from "./components/ui/navigation-progress";
import { Toaster } from "./components/ui/toaster";
import { PageViewTracker } from "./components/page-view-tracker";
import { HASH_ROUTE_SCRIPT } from "./lib/hash-route";
import { isAutosave } from "./lib/autosave";
import { pageTitle } from "./lib/title";
import { getPublicEnv } from "./platform/env.server";
import { errorTitlesFor, getLocale, translateToast } from "./services/i18n/i18next.server";
import { commitSession, getSession } from "./services/session.server";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const handle = { i18n: ["common"] };
await loadRouteNamespaces(handle);

export async function loader(args: LoaderFunctionArgs) {
  const { context } = args;
  const session = await getSession(args);
  const locale = await getLocale(args);
  const flashed = session.get("toast");
  const toast = flashed ? translateToast(locale, flashed) : null;
  return data(
    // formKey: the key this render's forms carry, so a repeated submission is done once (issue 36 §6);
    // errorTitles: the document titles of the error screens, for the meta functions (lib/title.ts)
    { locale, toast, nonce: context.cspNonce ?? "", env: getPublicEnv(), formKey: crypto.randomUUID(), errorTitles: errorTitlesFor(locale) },
    flashed ? { headers: { "Set-Cookie": await commitSession(session) } } : undefined,
  );
}

export type RootLoaderData = typeof loader;

// the title of root's and the shell's error screens; every page's own meta overrides it (lib/title.ts);
// none when root's own loader failed: the Layout renders that one (RootErrorTitle)
export const meta: MetaFunction<typeof loader> = (args) => [{ title: pageTitle(args) }].filter((tag) => tag.title);

// an autosave changes nothing root shows, and root's read would take the toast of a Save
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  isAutosave(formData) ? false : defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootLoaderData>("root");
  const { i18n } = useTranslation();
  const locale = root?.locale ?? i18n.language ?? "en-US";
  const nonce = root?.nonce;
  return (
    <html lang={locale} dir={i18n.dir(locale)} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* old "#/share-campaign/?id=" links become their path (app/lib/hash-route.ts) */}
        {/* rendered by the server only: the browser keeps the server's script and never re-runs it */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? HASH_ROUTE_SCRIPT : "" }} />
        <Meta />
        {root ? null : <RootErrorTitle />}
        <Links />
      </head>
      <body className="h-full font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { locale, toast } = useLoaderData<typeof loader>();
  useChangeLanguage(locale);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster toast={toast} />
      <PageViewTracker />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
