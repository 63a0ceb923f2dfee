/** What an action leaves in the session for the next page to show once: a toast (message key and values). */
export interface FlashData {
  toast: { kind: "success" | "error" | "info"; key: string; values?: Record<string, string> };
}
