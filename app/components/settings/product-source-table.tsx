import { Link, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { inputClasses } from "~/components/ui/input-classes";
import { buttonClasses } from "~/components/ui/button";
import { CUSTOM_PRODUCT_NAME_MAX, type ProductSourceRow } from "~/lib/tracking/product-source";
import { TableHead } from "~/components/ui/table-head";

/**
 * spec 2 §2 product source: product name (as it appears in tracking links), default product name
 * and the editable custom name. The list scrolls on by itself: when the "more" link comes into
 * view it is followed (infinite scroll); without JavaScript it is an ordinary link.
 */
export function ProductSourceTable({
  rows,
  total,
  moreHref,
  loading,
}: {
  rows: ProductSourceRow[];
  total: number;
  moreHref: string | null;
  loading: boolean;
}) {
  const { t } = useTranslation("settings");
  const navigate = useNavigate();
  const idle = useNavigation().state === "idle";
  const sentinel = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !moreHref || !idle) return;
    // Save scrolls the "more" link into view: following it then would replace the Save's
    // submission (the names were not saved). The form's submit event says so at once, before the
    // router's state has reached a render.
    const form = element.closest("form");
    let submitted = false;
    const onSubmit = () => {
      submitted = true;
    };
    form?.addEventListener("submit", onSubmit);
    const observer = new IntersectionObserver((entries) => {
      if (!submitted && entries.some((e) => e.isIntersecting)) navigate(moreHref, { replace: true, preventScrollReset: true });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      form?.removeEventListener("submit", onSubmit);
    };
    // observed again once idle: a "more" link still in view then is followed
  }, [moreHref, navigate, idle]);

  if (rows.length === 0) return <p className="text-slate-600">{t("product-source.none")}</p>;
  return (
    <div aria-busy={loading || undefined}>
      {/* three columns with an input do not fit a phone: the table scrolls inside, not the page */}
      <div className="-mx-2 overflow-x-auto px-2">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("product-source.caption")}</caption>
          <TableHead
            columns={[
              { label: t("product-source.product-name") },
              { label: t("product-source.default-name") },
              { label: t("product-source.custom-name") },
            ]}
          />
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.channelId} className="border-b border-slate-100" data-testid="product-source-row">
                <td className="py-2 pr-3 font-medium">{row.customName || row.productName}</td>
                <td className="py-2 pr-3 text-slate-600">{row.productName}</td>
                <td className="py-2">
                  <input type="hidden" name={`products[${index}].channelId`} value={row.channelId} />
                  <label htmlFor={`custom-name-${row.channelId}`} className="sr-only">
                    {t("product-source.custom-name-of", { product: row.productName })}
                  </label>
                  <input
                    id={`custom-name-${row.channelId}`}
                    name={`products[${index}].customName`}
                    defaultValue={row.customName ?? ""}
                    maxLength={CUSTOM_PRODUCT_NAME_MAX}
                    className={inputClasses}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-col items-center gap-2">
        <p className="text-sm text-slate-500">{t("product-source.showing", { shown: rows.length, total })}</p>
        {moreHref ? (
          <Link ref={sentinel} to={moreHref} replace preventScrollReset className={buttonClasses.secondary}>
            {t("product-source.more")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
