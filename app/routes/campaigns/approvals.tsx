import type { RequestArgs } from "~/services/http/request-context.server";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { pageMeta } from "~/lib/title";
import { approvalDecisionSchema } from "~/lib/validation/approval";
import { REJECTION_REASON_MAX } from "~/lib/validation/approval-limits";
import { translateMessage } from "~/lib/validation/messages";
import { approveOrder, listApprovalRequests, rejectOrder } from "~/models/order.server";
import { campaignLifecycleJob } from "~/services/jobs/campaigns.server";
import { drainOutbox } from "~/services/jobs/runner.server";
import { requireCompany } from "~/services/auth/gate.server";
import { getT } from "~/services/i18n/i18next.server";
import { redirectWithToast } from "~/services/session.server";
import { readForm } from "~/services/http/request.server";
import { notFound } from "~/lib/not-found";
import { FieldError } from "~/components/ui/field";

export const handle = { i18n: ["approvals"] };
await loadRouteNamespaces(handle);

const APPROVER_ROLE = "approver";

/** Issue 4 §6: with approve_flow, a user with the approver role decides order requests here. */
async function requireApprover(args: RequestArgs) {
  const context = await requireCompany(args);
  // the screen does not exist for other users (docs/conventions/architecture-decisions.md §4: 404, not a 403 that leaks it)
  if (!context.roles.includes(APPROVER_ROLE)) notFound();
  return context;
}

export async function loader(args: LoaderFunctionArgs) {
  const { company } = await requireApprover(args);
  const t = await getT(args, "approvals");
  const { open, decided } = await listApprovalRequests(company.id);
  return { title: t("title"), open, decided };
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { company, user } = await requireApprover(args);
  const submission = parseWithZod(await readForm(request), { schema: approvalDecisionSchema });
  if (submission.status !== "success") {
    return data({ ...submission.reply(), campaignId: String(submission.payload.campaignId ?? "") }, { status: 400 });
  }
  const decision = submission.value;
  const result =
    decision.intent === "approve"
      ? await approveOrder(company.id, user.id, decision.campaignId, new Date(), [campaignLifecycleJob(company.id, decision.campaignId)])
      : await rejectOrder(company.id, user.id, decision.campaignId, decision.reason);
  if (result.status === "conflict") {
    return data(
      { ...submission.reply({ formErrors: ["approvals:conflict"] }), campaignId: decision.campaignId },
      { status: 409 },
    );
  }
  if (result.status === "ordered") await drainOutbox();
  return redirectWithToast(args, "/approvals", {
    kind: "success",
    key: result.status === "ordered" ? "approvals:approved" : "approvals:rejected",
  });
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function Approvals() {
  const { open, decided } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, i18n } = useTranslation("approvals");
  // an order's total in the currency it was placed in (decision 079)
  const money = (cents: number, currency: string) => formatCents(cents, i18n.language, currency);
  // the errors of the request the last decision was about: form errors under "", the reason under "reason"
  const errorsOf = (campaignId: string): Record<string, string[] | null | undefined> =>
    actionData?.campaignId === campaignId ? (actionData.error ?? {}) : {};
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {open.length === 0 ? <p className="text-slate-600">{t("empty")}</p> : null}
      <ul className="space-y-4">
        {open.map((request) => {
          const reasonId = `reason-${request.campaignId}`;
          const { reason: reasonErrors = [], "": formErrors = [] } = errorsOf(request.campaignId);
          return (
            <li key={request.campaignId}>
              <Card className="p-6">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  {/* the approver reviews what is ordered (channels, prices, target group) before deciding */}
                  <h2 className="text-lg font-semibold">
                    <Link to={`/campaign-performance/campaign/?id=${request.campaignId}`} className="text-brand-700 hover:underline">
                      {request.campaignName}
                    </Link>
                  </h2>
                  <span className="font-semibold tabular-nums">{money(request.amountCents, request.currency)}</span>
                </div>
                <p className="text-sm text-slate-600">
                  {t("requested-by", {
                    name: `${request.requesterFirstName ?? ""} ${request.requesterLastName ?? ""}`.trim() || request.requesterEmail || "",
                    date: formatDate(request.requestedAt, i18n.language),
                  })}
                </p>
                <FieldError className="mt-2 text-sm text-red-700" errors={formErrors?.map((error) => translateMessage(t, error))} />
                <div className="mt-4 flex flex-wrap items-start gap-4">
                  <Form method="post">
                    <input type="hidden" name="campaignId" value={request.campaignId} />
                    <Button type="submit" name="intent" value="approve" disabled={navigation.state !== "idle"}>
                      {t("approve")}
                    </Button>
                  </Form>
                  <Form method="post" className="flex flex-1 flex-wrap items-start gap-2">
                    <input type="hidden" name="campaignId" value={request.campaignId} />
                    <div className="min-w-60 flex-1">
                      <label htmlFor={reasonId} className="sr-only">
                        {t("reason")}
                      </label>
                      <input
                        id={reasonId}
                        name="reason"
                        maxLength={REJECTION_REASON_MAX}
                        placeholder={t("reason")}
                        aria-invalid={reasonErrors?.length ? true : undefined}
                        aria-describedby={reasonErrors?.length ? `${reasonId}-error` : undefined}
                        className="w-full rounded-[6px] border border-slate-300 px-3 py-2 text-sm"
                      />
                      <FieldError id={`${reasonId}-error`} className="mt-1 text-sm text-red-700" errors={reasonErrors?.map((e) => translateMessage(t, e))} />
                    </div>
                    <Button type="submit" name="intent" value="reject" variant="danger" disabled={navigation.state !== "idle"}>
                      {t("reject")}
                    </Button>
                  </Form>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {decided.length > 0 ? (
        <section aria-labelledby="approvals-history">
          <h2 id="approvals-history" className="text-lg font-semibold">
            {t("history")}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-[6px] border border-slate-200 bg-white text-sm">
            {decided.map((row) => (
              <li key={`${row.campaignId}-${String(row.requestedAt)}`} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                <span className="font-medium">{row.campaignName}</span>
                <span>
                  {row.status === "approved" ? t("status.approved") : t("status.rejected")}
                  {row.decidedAt ? ` · ${formatDate(row.decidedAt, i18n.language)}` : ""}
                  {row.rejectionReason ? ` · ${row.rejectionReason}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
