import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { Button } from "~/components/ui/button";
import { SYSTEM_REASONS, type DeliveryStatus } from "~/lib/campaign/lifecycle";
import { DELIVERY_REASON_MAX, LIVE_URL_MAX } from "~/lib/validation/delivery-limits";
import { translateMessage } from "~/lib/validation/messages";
import { FieldError, TextField } from "~/components/ui/field";

export interface ChannelDeliveryInfo {
  status: DeliveryStatus;
  reason: string | null;
}

/** The action's answer to a consultant's mark: errors of one channel's forms. */
export interface DeliveryMarkResult {
  channelId: string;
  error?: Record<string, string[] | null | undefined> | null;
}

const TONES: Record<DeliveryStatus, string> = {
  processing: "text-sky-800",
  processed: "text-emerald-800",
  notProcessed: "text-orange-800",
};

const SYSTEM_REASON_KEYS: Record<string, string> = {
  [SYSTEM_REASONS.cancelled]: "performance.delivery.reason-cancelled",
  [SYSTEM_REASONS.notPostedInTime]: "performance.delivery.reason-not-posted-in-time",
};

/** One channel's delivery (docs/decisions/013): processing, processed, or not processed with its reason. */
export function ChannelDeliveryStatus({ delivery }: { delivery: ChannelDeliveryInfo }) {
  const { t } = useTranslation("campaign-performance");
  const reasonKey = delivery.reason ? SYSTEM_REASON_KEYS[delivery.reason] : undefined;
  return (
    <p className="mt-1 text-sm" data-testid="channel-delivery">
      <span className="text-slate-500">{t("performance.delivery.label")}: </span>
      <span className={`font-semibold ${TONES[delivery.status]}`}>
        {t(`performance.delivery.${delivery.status}`)}
      </span>
      {delivery.status === "notProcessed" && delivery.reason ? (
        <span className="text-slate-700">
          {" · "}
          {t("performance.delivery.reason", { reason: reasonKey ? t(reasonKey) : delivery.reason })}
        </span>
      ) : null}
    </p>
  );
}

/**
 * A consultant's two plain POST forms (work without JavaScript): posted with the live URL, or failed
 * with a reason. Open when the last submission for this channel had errors.
 */
export function DeliveryMarkForms({
  channelId,
  channelName,
  result,
}: {
  channelId: string;
  channelName: string;
  result: DeliveryMarkResult | undefined;
}) {
  const { t } = useTranslation("campaign-performance");
  const navigation = useNavigation();
  const errors = result?.channelId === channelId ? (result.error ?? {}) : {};
  const { liveUrl: urlErrors, reason: reasonErrors, "": formErrors } = errors;
  const hasErrors = Boolean(urlErrors?.length || reasonErrors?.length || formErrors?.length);
  const urlId = `live-url-${channelId}`;
  const reasonId = `delivery-reason-${channelId}`;
  const fieldError = (id: string, list: string[] | null | undefined) => (
    <FieldError id={`${id}-error`} className="mt-1 text-sm text-red-700" errors={list?.map((e) => translateMessage(t, e))} />
  );
  return (
    <details className="mt-2 rounded-[6px] border border-slate-200 p-3 text-sm" open={hasErrors}>
      <summary className="cursor-pointer font-semibold text-brand-700">
        {t("performance.delivery.record")}
        <span className="sr-only">{` – ${channelName}`}</span>
      </summary>
      <FieldError className="mt-2 text-red-700" errors={formErrors?.map((error) => translateMessage(t, error))} />
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="channelId" value={channelId} />
        <div className="min-w-60 flex-1">
          <TextField
            label={t("performance.delivery.live-url")}
            labelClassName="block text-xs text-slate-600"
            inputProps={{ id: urlId, name: "liveUrl", type: "url", inputMode: "url", maxLength: LIVE_URL_MAX, className: "w-full rounded-[6px] border border-slate-300 px-3 py-2" }}
            errorId={`${urlId}-error`}
            errors={urlErrors?.map((e) => translateMessage(t, e))}
            errorClassName="mt-1 text-sm text-red-700"
          />
        </div>
        <Button
          type="submit"
          name="intent"
          value="mark-posted"
          disabled={navigation.state !== "idle"}
        >
          {t("performance.delivery.mark-posted")}
        </Button>
      </Form>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="channelId" value={channelId} />
        <div className="min-w-60 flex-1">
          <label htmlFor={reasonId} className="block text-xs text-slate-600">
            {t("performance.delivery.failure-reason")}
          </label>
          <input
            id={reasonId}
            name="reason"
            maxLength={DELIVERY_REASON_MAX}
            aria-invalid={reasonErrors?.length ? true : undefined}
            aria-describedby={reasonErrors?.length ? `${reasonId}-error` : undefined}
            className="w-full rounded-[6px] border border-slate-300 px-3 py-2"
          />
          {fieldError(reasonId, reasonErrors)}
        </div>
        <Button
          type="submit"
          name="intent"
          value="mark-failed"
          variant="danger"
          disabled={navigation.state !== "idle"}
        >
          {t("performance.delivery.mark-failed")}
        </Button>
      </Form>
    </details>
  );
}
