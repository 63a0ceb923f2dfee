/** What an action leaves in the session for the next page to show once: a toast (message key and values). */
export interface FlashData {
  toast: { kind: "success" | "error" | "info"; key: string; values?: Record<string, string> };
}

/** A toast as root's loader sends it: translated on the server (translateToast). */
export interface ShownToast {
  kind: FlashData["toast"]["kind"];
  text: string;
}
