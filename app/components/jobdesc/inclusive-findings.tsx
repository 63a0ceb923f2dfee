import { useTranslation } from "~/lib/i18n/react";
import type { InclusiveResult } from "~/lib/jobdesc/inclusive";

/**
 * issue 41 §3: the findings of the inclusive-language check, each with its suggestion, the score
 * (none for an empty text) and the count of masculine- and feminine-coded words behind the balance.
 */
export function InclusiveFindings({ result, id }: { result: InclusiveResult; id?: string }) {
  const { t } = useTranslation("jobdesc");
  const { findings, score, coded } = result;
  return (
    <div id={id} className="rounded-[6px] border border-slate-200 bg-slate-50 p-3 text-sm" aria-live="polite">
      <p className="font-semibold">
        {t("inclusive.title")}:{" "}
        <span data-testid="inclusive-score">{score === null ? t("inclusive.no-score") : t("inclusive.score", { score })}</span>
      </p>
      {score === null ? null : findings.length === 0 ? (
        <p className="mt-1 text-slate-600">{t("inclusive.none")}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {findings.map((f) => (
            <li key={`${f.index}-${f.text}`} data-category={f.category}>
              <mark className="rounded bg-amber-100 px-1 text-amber-950">{f.text}</mark>{" "}
              <span className="text-slate-700">{t(`inclusive.category.${f.category}`)}</span>
              {f.suggestion ? <span className="text-slate-700"> {t("inclusive.suggestion", { suggestion: f.suggestion })}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {score === null ? null : (
        <p className="mt-1 text-xs text-slate-600" data-testid="inclusive-coded">
          {t("inclusive.coded", { masculine: coded.masculine, feminine: coded.feminine })}
        </p>
      )}
    </div>
  );
}
