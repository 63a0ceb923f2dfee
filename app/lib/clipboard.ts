/** spec 1 §2 / spec 2 §4: the "copied" notice of a copy button shows for 4 seconds. */
export const COPIED_TOOLTIP_MS = 4000;
