import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { clampPage, jumpParam, jumpTarget, pageItems } from "~/lib/pagination";

/** The link to another page of the current URL; every other parameter is kept, dialogs closed. */
export function pageHref(
  pathname: string,
  search: string,
  page: number,
  dropParams: readonly string[] = [],
  param = "page",
) {
  const params = new URLSearchParams(search);
  for (const name of [jumpParam(param), ...dropParams]) params.delete(name);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export { jumpParam };

/**
 * The pagination bar (spec 1 §2 / §9, spec 2 §5): first, previous, numbered pages (all when fewer
 * than 7, else 3 around the current one, an ellipsis and the last 3), next, last, and a jump input.
 * Plain links without JavaScript; the jump input is a GET form the loader resolves (jumpRedirect).
 */
export function Pagination({
  page,
  lastPage,
  dropParams = [],
  label,
  param = "page",
}: {
  page: number;
  lastPage: number;
  /** the query parameter of the page number, when a screen has several paged lists */
  param?: string;
  /** parameters that a page change removes (e.g. the open dialog) */
  dropParams?: readonly string[];
  label?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const jumpId = useId();
  if (lastPage <= 1) return null;
  const current = clampPage(page, lastPage);
  const href = (p: number) => pageHref(location.pathname, location.search, p, dropParams, param);
  const keep = [...new URLSearchParams(location.search).entries()].filter(
    ([name]) => name !== param && name !== jumpParam(param) && !dropParams.includes(name),
  );

  const step = (target: number, text: string, symbol: ReactNode, disabled: boolean) =>
    disabled ? (
      <span
        aria-disabled="true"
        className={`${cell} cursor-not-allowed text-slate-300`}
        title={text}
      >
        <span aria-hidden="true">{symbol}</span>
        <span className="sr-only">{text}</span>
      </span>
    ) : (
      <Link
        to={href(target)}
        className={`${cell} text-slate-700 hover:bg-slate-100`}
        title={text}
        preventScrollReset
      >
        <span aria-hidden="true">{symbol}</span>
        <span className="sr-only">{text}</span>
      </Link>
    );

  return (
    <nav
      aria-label={label ?? t("pagination.label")}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(1, t("pagination.first"), SYMBOLS.first, current === 1)}</li>
        <li>{step(current - 1, t("pagination.previous"), SYMBOLS.previous, current === 1)}</li>
        {pageItems(current, lastPage).map((item, i) =>
          item === "ellipsis" ? (
            <li key={`ellipsis-${i}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-current={item === current ? "page" : undefined}
                aria-label={t("pagination.page", { page: item })}
                preventScrollReset
                className={`${cell} ${
                  item === current
                    ? "bg-brand-600 font-semibold text-white"
                    : "text-slate-700 hover:bg-slate-100"
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{step(current + 1, t("pagination.next"), SYMBOLS.next, current === lastPage)}</li>
        <li>{step(lastPage, t("pagination.last"), SYMBOLS.last, current === lastPage)}</li>
      </ul>
      <Form
        method="get"
        className="flex items-center gap-2 text-sm"
        onSubmit={(event) => {
          // with JavaScript the rules run here: nothing happens for a discarded value
          event.preventDefault();
          const input = new FormData(event.currentTarget).get(jumpParam(param));
          const target = jumpTarget(String(input ?? ""), current, lastPage);
          if (target !== null) navigate(href(target), { preventScrollReset: true });
        }}
      >
        {keep.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={param} value={current} />
        <label htmlFor={jumpId} className="text-slate-600">
          {t("pagination.jump")}
        </label>
        <input
          id={jumpId}
          name={jumpParam(param)}
          type="number"
          min={1}
          inputMode="numeric"
          className="w-20 rounded-[6px] border border-slate-300 px-2 py-1"
        />
        <button
          type="submit"
          className="rounded-[6px] border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-100"
        >
          {t("pagination.go")}
        </button>
      </Form>
    </nav>
  );
}

/** the arrows are decoration; each link is named for screen readers */
const SYMBOLS = { first: "«", previous: "‹", next: "›", last: "»" };

const cell = "inline-flex h-9 min-w-9 items-center justify-center rounded-[6px] px-2 text-sm";
