import { lazy, Suspense, type ComponentProps } from "react";
import { TargetGroupDialog as ServerTargetGroupDialog } from "./target-group-dialog";
import { loadTargetGroupDialog } from "./target-group-loader";

// issue 10 §4: the start-campaign dialog is closed on most loads of /dashboard and the builders.
// The server renders it in place (the no-JS dialog); in the browser it is a chunk loaded when it
// opens (its openers prefetch it), and a server-rendered one keeps its HTML until then.
const TargetGroupDialog = import.meta.env.SSR
  ? ServerTargetGroupDialog
  : /* @__PURE__ */ lazy(() => loadTargetGroupDialog().then((module) => ({ default: module.TargetGroupDialog })));

/** The target-group dialog (target-group-dialog.tsx), loaded on demand in the browser. */
export function LazyTargetGroupDialog(props: ComponentProps<typeof ServerTargetGroupDialog>) {
  return (
    <Suspense fallback={null}>
      <TargetGroupDialog {...props} />
    </Suspense>
  );
}
