import { lazy, Suspense, type ComponentProps } from "react";
import { CampaignDialog as ServerCampaignDialog } from "./list-dialogs";

// issue 10 §4: the share, export, delete and re-order dialogs are closed on nearly every load of
// /dashboard and /campaigns. The server renders them in place (the no-JS dialogs); in the browser
// they are a chunk loaded when one opens, and a server-rendered one keeps its HTML until then.
const ListDialogs = import.meta.env.SSR
  ? ServerCampaignDialog
  : /* @__PURE__ */ lazy(() => import("./list-dialogs").then((module) => ({ default: module.CampaignDialog })));

/** The list dialogs of spec 1 §2 "Modals", opened by a search parameter (?share=<id> …). */
export function CampaignDialog(props: ComponentProps<typeof ServerCampaignDialog>) {
  return (
    <Suspense fallback={null}>
      <ListDialogs {...props} />
    </Suspense>
  );
}
