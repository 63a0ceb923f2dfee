import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * spec 1 §2: the optional customer chat widget (Intercom-style), off unless CHAT_WIDGET_KEY is set.
 * It is fed user id, name, e-mail, language, company and the integration flag, and updated on every
 * route or query change; an "intercom_ready" event is pushed on mount.
 */
export interface ChatUser {
  userId: string;
  name: string;
  email: string;
  language: string;
  company: string;
  hasIntegration: boolean;
}

type Messenger = ((command: string, settings?: Record<string, unknown>) => void) & { q?: unknown[] };
declare global {
  interface Window {
    Intercom?: Messenger;
    intercomSettings?: Record<string, unknown>;
    dataLayer?: Record<string, unknown>[];
  }
}

export const CHAT_READY_EVENT = "intercom_ready";

export function chatSettings(appId: string, user: ChatUser) {
  return {
    app_id: appId,
    user_id: user.userId,
    name: user.name,
    email: user.email,
    language_override: user.language.slice(0, 2),
    company: { name: user.company },
    has_integration: user.hasIntegration,
  };
}

export function ChatWidget({ appId, user, nonce }: { appId: string; user: ChatUser; nonce?: string }) {
  const location = useLocation();

  useEffect(() => {
    window.intercomSettings = chatSettings(appId, user);
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: CHAT_READY_EVENT });
    if (!document.getElementById("chat-widget")) {
      const script = document.createElement("script");
      script.id = "chat-widget";
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
      document.head.appendChild(script);
    }
    // only on mount: later changes go through "update" below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    window.Intercom?.("update", chatSettings(appId, user));
  }, [appId, user, location.pathname, location.search]);

  return null;
}
