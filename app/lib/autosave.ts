/** The intent a form's debounced autosave posts with (components/checkout/use-autosave.ts). */
export const AUTOSAVE_INTENT = "autosave";

/**
 * For `shouldRevalidate`: an autosave changes nothing a loader shows, so no loader runs again after
 * it — also not root's, which would take a toast the form's own Save just left in the session.
 */
export function isAutosave(formData: FormData | undefined) {
  return formData?.get("intent") === AUTOSAVE_INTENT;
}
