import { useLocation } from "@remix-run/react";
import { useEffect, useReducer } from "react";
import {
  BASKET_RESIZE_DEBOUNCE_MS,
  BUILDER_LAYOUT,
  INITIAL_BASKET_STATE,
  basketIsOffScreen,
  basketReducer,
  debounce,
  type BasketLayout,
} from "~/lib/campaign/basket-position";

/**
 * spec 1 §4 basket position: checked on load, on resize (debounced 200 ms) and on route change.
 * Without JavaScript this never runs and the CSS layout stacks the basket instead.
 */
export function useBasketPosition(layout: BasketLayout = BUILDER_LAYOUT) {
  const [state, dispatch] = useReducer(basketReducer, INITIAL_BASKET_STATE);
  const location = useLocation();

  useEffect(() => {
    const check = () =>
      dispatch({ type: basketIsOffScreen(window.innerWidth, layout) ? "off-screen" : "on-screen" });
    check();
    const onResize = debounce(check, BASKET_RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
    };
    // route change: location.key re-runs the check
  }, [layout, location.key]);

  return {
    ...state,
    toggle: () => dispatch({ type: "toggle" }),
    close: () => dispatch({ type: "close" }),
  };
}
