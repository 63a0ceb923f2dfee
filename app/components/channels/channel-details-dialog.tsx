import { useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { paragraphs } from "~/lib/catalogue/description";
import type { ChannelDetails } from "~/lib/catalogue/types";
import { buttonClasses } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { priceLabel } from "./channel-card";

/**
 * spec 1 §2 channel-details modal: logo, name, focus, days online, price, homepage, description,
 * crosspostings and the HTML-posting note. Rendered by the server (works without JavaScript);
 * `error` shows "Could not get channel details" (spec 1 §8). `action` is the basket slot.
 */
export function ChannelDetailsDialog({
  channel,
  error,
  closeHref,
  locale,
  action,
}: {
  channel: ChannelDetails | null;
  error: "failed" | "not-found" | null;
  closeHref: string;
  locale: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation("channels");
  const navigate = useNavigate();
  const close = () => navigate(closeHref, { preventScrollReset: true });
  if (!channel) {
    return (
      <Dialog title={t("details.error")} onClose={close}>
        <p role="alert" className="text-sm text-slate-700">
          {error === "not-found" ? t("details.not-found") : t("details.error")}
        </p>
        <div className="mt-6 flex justify-end">
          <a href={closeHref} className={buttonClasses.secondary}>
            {t("details.close")}
          </a>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={channel.name} onClose={close} width={640}>
      <div className="max-h-[70vh] overflow-y-auto pr-1">
        <div className="flex items-center gap-4">
          <img src={channel.logoUrl} alt={t("details.logo-alt", { name: channel.name })} width={64} height={64} className="h-16 w-16 rounded-[6px]" />
          <div>
            <p className="text-sm text-slate-500">{t(`type.${channel.type}`)}</p>
            <p className="font-medium text-slate-800">{channel.focus}</p>
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          <Fact term={t(channel.isEvent ? "details.event-days" : "details.days-online")}>{t("details.days", { count: channel.numberOfDaysOnline })}</Fact>
          <Fact term={t("details.time-to-process")}>{t("details.working-days", { count: channel.timeToProcessDays })}</Fact>
          <Fact term={t("details.price")}>
            <span className="font-semibold">{priceLabel(channel, locale, t("card.free"))}</span>
            <span className="block text-xs text-slate-500">{t("details.price-note")}</span>
          </Fact>
          {channel.homepage ? (
            <Fact term={t("details.homepage")}>
              <a href={channel.homepage} target="_blank" rel="noreferrer noopener" className="break-all text-brand-700 underline">
                {channel.homepage.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
              </a>
            </Fact>
          ) : null}
          <Fact term={t("details.reach")}>
            {channel.locations.length ? channel.locations.map((l) => l.label).join(", ") : t("card.international")}
          </Fact>
          <Fact term={t("details.audience")}>
            {channel.jobFunctions.length ? channel.jobFunctions.map((f) => f.label).join(", ") : t("details.all-functions")}
          </Fact>
          {channel.expectedResponses.max > 0 ? (
            <Fact term={t("details.expected")}>
              {t("details.expected-range", { min: channel.expectedResponses.min, max: channel.expectedResponses.max })}
              <span className="block text-xs text-slate-600">
                {channel.expectedResponses.basis === "track-record"
                  ? t("details.expected-track-record", { count: channel.expectedResponses.campaigns })
                  : t("details.expected-catalogue")}
              </span>
            </Fact>
          ) : null}
        </dl>
        <h3 className="mt-6 text-sm font-semibold text-slate-800">{t("details.description")}</h3>
        {paragraphs(channel.shortDescription).map((p) => (
          <p key={p} className="mt-2 text-sm text-slate-700">
            {p}
          </p>
        ))}
        {paragraphs(channel.longDescription).map((p) => (
          <p key={p} className="mt-2 text-sm text-slate-700">
            {p}
          </p>
        ))}
        {channel.bundleName ? <p className="mt-2 text-sm text-amber-700">{t("details.bundle", { name: channel.bundleName })}</p> : null}
        <h3 className="mt-6 text-sm font-semibold text-slate-800">{t("details.crosspostings")}</h3>
        {channel.crosspostings.length ? (
          <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
            {channel.crosspostings.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t("details.no-crosspostings")}</p>
        )}
        <p className="mt-6 rounded-[6px] bg-slate-50 p-3 text-sm text-slate-700">
          {channel.hasHtmlPosting ? t("details.html-posting") : t("details.no-html-posting")}
        </p>
      </div>
      <div className="mt-6 flex items-center justify-end gap-3">
        {action}
        <a href={closeHref} className={buttonClasses.secondary}>
          {t("details.close")}
        </a>
      </div>
    </Dialog>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}
