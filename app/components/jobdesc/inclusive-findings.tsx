import { useTranslation } from "react-i18next";
import type { Finding } from "~/lib/jobdesc/inclusive";

/** issue 13 §5: the findings of the inclusive-language check with suggestions, and the score. */
export function InclusiveFindings({ findings, score, id }: { findings: Finding[]; score: number; id?: string }) {
  const { t } = useTranslation("jobdesc");
  return (
    <div id={id} className="rounded-[6px] border border-slate-200 bg-slate-50 p-3 text-sm" aria-live="polite">
      <p className="font-semibold">
        {t("inclusive.title")}: <span data-testid="inclusive-score">{t("inclusive.score", { score })}</span>
      </p>
      {findings.length === 0 ? (
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
    </div>
  );
}
