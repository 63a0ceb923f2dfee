import { useLocation, useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { withoutParam } from "~/lib/shell/start-campaign-link";
import { Dialog } from "./dialog";

/**
 * A dialog opened by a query parameter (decision 004: dialogs are addressable by URL, so they work
 * without JavaScript). Closing — Escape, or a link to `closeTo` — is the same URL without it.
 */
export function UrlDialog({
  title,
  param,
  width,
  children,
}: {
  title: string;
  param: string;
  width?: number;
  children: (closeTo: string) => ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const closeTo = withoutParam(location.pathname, location.search, param);
  return (
    <Dialog title={title} width={width} onClose={() => navigate(closeTo, { preventScrollReset: true })}>
      {children(closeTo)}
    </Dialog>
  );
}
