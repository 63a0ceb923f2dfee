import { lazy, Suspense, type ComponentProps } from "react";
import { CompanyDetailsDialog as ServerCompanyDetailsDialog } from "./company-details-dialog";
import { InvoiceDialog as ServerInvoiceDialog } from "./invoice-dialog";

// issue 10 §4: the company-details and invoice dialogs are closed on most loads of the checkout and
// the generator's preview. The server renders an open one in place (the no-JS dialog); in the
// browser each is a chunk loaded when it opens, and a server-rendered one keeps its HTML until then.
const CompanyDetailsDialog = import.meta.env.SSR
  ? ServerCompanyDetailsDialog
  : /* @__PURE__ */ lazy(() => import("./company-details-dialog").then((module) => ({ default: module.CompanyDetailsDialog })));
const InvoiceDialog = import.meta.env.SSR
  ? ServerInvoiceDialog
  : /* @__PURE__ */ lazy(() => import("./invoice-dialog").then((module) => ({ default: module.InvoiceDialog })));

export type CompanyDetailsEditing = ComponentProps<typeof ServerCompanyDetailsDialog>["editing"];

export function LazyCompanyDetailsDialog(props: ComponentProps<typeof ServerCompanyDetailsDialog>) {
  return (
    <Suspense fallback={null}>
      <CompanyDetailsDialog {...props} />
    </Suspense>
  );
}

export function LazyInvoiceDialog(props: ComponentProps<typeof ServerInvoiceDialog>) {
  return (
    <Suspense fallback={null}>
      <InvoiceDialog {...props} />
    </Suspense>
  );
}
