import { useTranslation } from "~/lib/i18n/react";
import type { InclusiveResult } from "~/lib/jobdesc/inclusive";

/**
 * issue 41 §3: the findings of the inclusive-language check, each with its suggestion and its
 * sentence, the score (none for an empty text) and the masculine- and feminine-coded words behind
 * the balance — counted, and each word named once with its first sentence and how often the text
 * uses it (issue 50 §9).
 */
export function InclusiveFindings({ result, id }: { result: InclusiveResult; id?: string }) {
  const { t } = useTranslation("jobdesc");
  const { findings, score, coded, codedWords } = result;
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
              {f.sentence && f.sentence !== f.text ? <q className="block text-xs text-slate-600">{f.sentence}</q> : null}
            </li>
          ))}
        </ul>
      )}
      {score === null ? null : (
        <div className="mt-1 text-xs text-slate-600" data-testid="inclusive-coded">
          <p>{t("inclusive.coded", { masculine: coded.masculine, feminine: coded.feminine })}</p>
          {codedWords.length > 0 ? (
            <ul className="mt-1 space-y-0.5">
              {codedWords.map((w) => (
                <li key={`${w.index}-${w.text}`} data-kind={w.kind}>
                  <mark className={w.kind === "masculine" ? "bg-sky-100 px-0.5" : "bg-rose-100 px-0.5"}>{w.text}</mark> (
                  {w.count > 1 ? <span data-testid="coded-count">{t("inclusive.used-times", { count: w.count })}, </span> : null}
                  {t(`inclusive.kind.${w.kind}`)}) <q>{w.sentence}</q>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}
