/**
 * The basket's place on screen (spec 1 §3 "Basket state", §4 "Basket", §9 layout sizes).
 * Pure, so the rule and the state changes are unit-tested; the builder wires them to the window.
 */

/** spec 1 §9: the resize handler is debounced by 200 ms. */
export const BASKET_RESIZE_DEBOUNCE_MS = 200;

/** spec 1 §9 layout sizes (px). */
export const NAV_WIDTH = 240;
export const BASKET_WIDTH = 388;
export const CONTENT_MIN_WIDTH = 960;
export const CONTENT_MAX_WIDTH = 1260;

export interface BasketLayout {
  /** 0 when the layout has no side navigation ("nav width (zero if ignored)") */
  navWidth: number;
  /** the page's custom content width, or CONTENT_MIN_WIDTH */
  contentWidth: number;
  spaceUnit: number;
  basketWidth: number;
  scrollbarWidth: number;
}

/**
 * Hirewave's builder: the main menu sits in the header (no side navigation, so navWidth is 0); the
 * builder's channel column is narrower than the generic minimum content width (two 270 px card
 * columns with a gap and padding: a custom width of 720 px); one space unit is 24 px; a classic
 * scrollbar is about 15 px. So the basket sits beside the lists from 1171 px on.
 */
export const BUILDER_LAYOUT: BasketLayout = {
  navWidth: 0,
  contentWidth: 720,
  spaceUnit: 24,
  basketWidth: BASKET_WIDTH,
  scrollbarWidth: 15,
};

/**
 * spec 1 §4 position rule: if the viewport width is less than or equal to
 * nav + content + two space units + basket + scrollbar − 1, the basket goes off-screen.
 */
export function basketIsOffScreen(viewportWidth: number, layout: BasketLayout) {
  const threshold =
    layout.navWidth + layout.contentWidth + 2 * layout.spaceUnit + layout.basketWidth + layout.scrollbarWidth - 1;
  return viewportWidth <= threshold;
}

/** The smallest viewport width at which the basket stays on screen (for the CSS of the no-JS layout). */
export function onScreenMinWidth(layout: BasketLayout) {
  return layout.navWidth + layout.contentWidth + 2 * layout.spaceUnit + layout.basketWidth + layout.scrollbarWidth;
}

export interface BasketState {
  isOffScreen: boolean;
  isOpen: boolean;
}

export type BasketAction =
  | { type: "toggle" }
  | { type: "close" }
  | { type: "off-screen" }
  | { type: "on-screen" }
  | { type: "reset" };

/** spec 1 §4: the basket starts on screen and closed. */
export const INITIAL_BASKET_STATE: BasketState = { isOffScreen: false, isOpen: false };

/**
 * spec 1 §4: toggle flips open; going off-screen closes it; going on-screen only clears the
 * off-screen flag; reset returns the initial state; a click on the overlay closes it.
 */
export function basketReducer(state: BasketState, action: BasketAction): BasketState {
  switch (action.type) {
    case "toggle":
      return { ...state, isOpen: !state.isOpen };
    case "close":
      return state.isOpen ? { ...state, isOpen: false } : state;
    case "off-screen":
      return { isOffScreen: true, isOpen: false };
    case "on-screen":
      return state.isOffScreen ? { ...state, isOffScreen: false } : state;
    case "reset":
      return INITIAL_BASKET_STATE;
  }
}

/** Calls `fn` once no further call came for `ms` milliseconds (the resize debounce). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
