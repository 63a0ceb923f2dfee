/**
 * The start-campaign dialog and its form with the comboboxes are chunks of their own (issue 10 §4):
 * they load when the dialog opens, and from its openers on hover or focus, so they are usually
 * there by the time the dialog is.
 */
export function loadTargetGroupForm() {
  const combobox = import("../channels/lookup-combobox").then((module) => module.loadLookupCombobox());
  return Promise.all([import("./target-group-form"), combobox]).then(([module]) => module);
}

export function loadTargetGroupDialog() {
  return import("./target-group-dialog");
}

function prefetch() {
  Promise.all([loadTargetGroupDialog(), loadTargetGroupForm()]).catch(() => undefined);
}

/** Props for a link that opens the start-campaign dialog: start loading it on intent. */
export const prefetchTargetGroupForm = { onPointerEnter: prefetch, onFocus: prefetch };
