import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { BasketCard, type BasketCardProps } from "./basket";
import { useBasketPosition } from "./use-basket-position";

/**
 * The builder's two columns: the channel lists and the basket (388 px). On screen the basket sits
 * beside the lists; when the position rule (spec 1 §4) sends it off-screen, a button opens it as a
 * drawer over the page (a click on the overlay closes it). Without JavaScript the CSS breakpoint
 * of the same rule (1171 px) stacks the basket above the lists instead.
 */
export function BuilderLayout({ basket, children }: { basket: BasketCardProps; children: ReactNode }) {
  const { t } = useTranslation("campaigns");
  const position = useBasketPosition();
  // the same count as the basket's title (issue 16 §2)
  const count = basket.summary.purchasableCount;
  return (
    <div className="flex flex-col gap-6 min-[1171px]:flex-row min-[1171px]:items-start">
      {/* with the floating button, room below the last cards for it (44 px tall, 16 px above the edge) */}
      <div className={`min-w-0 flex-1 ${position.isOffScreen ? "pb-20" : ""}`}>{children}</div>
      {position.isOffScreen ? (
        <>
          <button
            type="button"
            onClick={position.toggle}
            aria-expanded={position.isOpen}
            aria-controls="basket-drawer"
            data-testid="basket-toggle"
            className="fixed right-4 bottom-4 z-30 rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
          >
            {t("basket.open", { count })}
          </button>
          {position.isOpen ? (
            <div className="fixed inset-0 z-40 flex justify-end">
              {/* a click beside the drawer closes it too; keyboards and screen readers use the Close button */}
              <button
                type="button"
                className="absolute inset-0 bg-slate-900/40"
                aria-hidden="true"
                tabIndex={-1}
                onClick={position.close}
              />
              <div id="basket-drawer" className="relative h-full w-full max-w-basket overflow-y-auto bg-slate-50 p-2 shadow-xl">
                {/* a visible way out on a phone, where the overlay beside the drawer is a sliver (issue 38 §9) */}
                <div className="flex justify-end">
                  <button
                    type="button"
                    onClick={position.close}
                    data-testid="basket-close"
                    className="mb-2 rounded-[6px] border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-100"
                  >
                    {t("basket.close")}
                  </button>
                </div>
                <BasketCard {...basket} />
              </div>
            </div>
          ) : null}
        </>
      ) : (
        <aside className="order-first min-[1171px]:sticky min-[1171px]:top-[calc(var(--spacing-header)+1rem)] min-[1171px]:order-none min-[1171px]:w-basket min-[1171px]:shrink-0">
          <BasketCard {...basket} />
        </aside>
      )}
    </div>
  );
}
