import type { RequestArgs } from "~/services/http/request-context.server";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { notFound } from "~/lib/not-found";
import { Form, Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Spinner } from "~/components/ui/spinner";
import { POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from "~/lib/jobdesc/constants";
import { pageMeta } from "~/lib/title";
import { httpError, queryInt, readForm, readQuery, requireUuid } from "~/services/http/request.server";
import { formatShortDate } from "~/lib/short-date";
import { deleteSavedJobDescription, listSavedJobDescriptions } from "~/models/campaign.server";
import { requireFeature } from "~/services/auth/gate.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { redirectWithToast } from "~/services/session.server";
import { pollGeneration, waitForGeneration } from "~/services/jobdesc/generation.server";
import { currentStepPath, loadGenerator, saveState } from "~/services/jobdesc/generator.server";

export const handle = { i18n: ["jobdesc"] };
await loadRouteNamespaces(handle);

/**
 * /job-description/?id= (spec 2 §2): to the saved step or the first. With ?status=loading&gen=
 * it is the waiting page of a generation (spec 2 §4): each load is one poll (the first waits up to
 * 1.5 s for a quick writer, see waitForGeneration); until the request is
 * done the page asks again after 2000 ms — by a fetcher with JavaScript, by a refresh without —
 * and after 15 attempts it stops with "Polling exceeded maximum attempts".
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  const query = readQuery(request);
  if (!query.get("id")) return savedJobDescriptions(args);
  const generator = await loadGenerator(args);
  const { campaign } = generator;
  if (query.get("status") !== "loading" || !query.get("gen")) return redirect(currentStepPath(generator.state, campaign.id));
  const generationId = requireUuid(query.get("gen"));
  const attempt = queryInt(query, "attempt", { min: 1, max: POLL_MAX_ATTEMPTS, fallback: 1 });
  if (attempt === 1) await waitForGeneration(generator.context.company.id, campaign.id, generationId);
  const outcome = await pollGeneration(generator.context.company.id, campaign.id, generator.state, generationId, attempt);
  if (outcome.status !== "pending") {
    await saveState(generator, outcome.state);
    return redirect(currentStepPath(outcome.state, campaign.id));
  }
  const t = await getT(args, "jobdesc");
  return {
    kind: "waiting" as const,
    title: t("waiting.title"),
    attempt,
    next: `/job-description/?status=loading&id=${campaign.id}&gen=${generationId}&attempt=${attempt + 1}`,
    back: currentStepPath(generator.state, campaign.id),
  };
}

/**
 * /job-description without an id (issue 38 §2, decision 062): the user's job descriptions
 * generated from the menu, which are not campaigns until they have a channel.
 */
async function savedJobDescriptions(args: RequestArgs) {
  const context = await requireFeature(args, "ai_job_description_generator");
  const [t, locale] = await Promise.all([getT(args, "jobdesc"), getLocale(args)]);
  const saved = await listSavedJobDescriptions(context.company.id, context.user.id);
  return {
    kind: "saved" as const,
    title: t("saved.title"),
    descriptions: saved.map((d) => ({ id: d.id, name: d.name, updated: formatShortDate(d.updatedAt, locale) })),
  };
}

/** POST intent=delete (decision 068): one of the company's saved descriptions; any other id is a 404. */
export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const context = await requireFeature(args, "ai_job_description_generator");
  const formData = await readForm(request);
  if (formData.get("intent") !== "delete") throw httpError(400, "Unknown intent");
  const id = requireUuid(formData.get("id")?.toString());
  if (!(await deleteSavedJobDescription(context.company.id, id))) notFound();
  return redirectWithToast(args, "/job-description", { kind: "success", key: "jobdesc:saved.deleted" });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function JobDescriptionPage() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.kind === "saved" ? <SavedJobDescriptions {...loaded} /> : <GenerationWaiting loaded={loaded} />;
}

function SavedJobDescriptions({ title, descriptions }: { title: string; descriptions: { id: string; name: string; updated: string }[] }) {
  const { t } = useTranslation("jobdesc");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 py-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600">{t("saved.intro")}</p>
      {descriptions.length ? (
        <ul className="divide-y divide-slate-200 rounded-[8px] border border-slate-200 bg-white">
          {descriptions.map((d) => (
            <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <Link to={`/job-description/?id=${d.id}`} className="min-w-0 font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
                {d.name || t("saved.untitled")}
              </Link>
              <span className="text-sm text-slate-600">{t("saved.updated", { date: d.updated })}</span>
              <DeleteDescription id={d.id} name={d.name || t("saved.untitled")} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("saved.none")}</p>
      )}
    </div>
  );
}

/**
 * Delete with a confirmation that needs no JavaScript (decision 068): the disclosure opens the
 * question and its form posts intent=delete.
 */
function DeleteDescription({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation("jobdesc");
  return (
    <details className="w-full text-sm">
      <summary className="w-fit cursor-pointer rounded-[6px] px-1 text-red-700 underline">
        {t("saved.delete")}
        <span className="sr-only"> {name}</span>
      </summary>
      <Form method="post" className="mt-2 flex flex-wrap items-center gap-3 rounded-[6px] bg-red-50 p-3">
        <input type="hidden" name="id" value={id} />
        <p className="[overflow-wrap:anywhere]">{t("saved.delete-question", { name })}</p>
        <button type="submit" name="intent" value="delete" className="rounded-[6px] bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800">
          {t("saved.delete-confirm")}
        </button>
      </Form>
    </details>
  );
}

type Waiting = Extract<Awaited<ReturnType<typeof useLoaderData<typeof loader>>>, { kind: "waiting" }>;

function GenerationWaiting({ loaded }: { loaded: Waiting }) {
  const { t } = useTranslation("jobdesc");
  const poll = useFetcher<typeof loader>();
  // the latest poll's answer: each one names the next attempt
  const current = poll.data && poll.data.kind === "waiting" ? poll.data : loaded;
  const { next, back, attempt } = current;
  // with JavaScript: one poll per interval through the same loader; its redirect ends the wait
  useEffect(() => {
    const timer = window.setTimeout(() => poll.load(next), POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `poll` changes identity per render
  }, [next]);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center" aria-live="polite">
      {/* without JavaScript the page reloads itself after 2 s; the last attempt's loader stops it */}
      <noscript>
        <meta httpEquiv="refresh" content={`${POLL_INTERVAL_MS / 1000};url=${next}`} />
      </noscript>
      <Spinner label={t("waiting.title")} />
      <h1 className="text-xl font-semibold">{t("waiting.title")}</h1>
      <p className="text-slate-600">{t("waiting.text", { attempt, max: POLL_MAX_ATTEMPTS })}</p>
      <Link to={back} className="text-sm text-brand-700 underline">
        {t("waiting.back")}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
