import { createContext, useContext, type ReactNode } from "react";
import { Logo } from "../logo";

/**
 * True below the shell's <main>: a page there must not open a second main landmark (one <main> per
 * page, issue 42 §22). The error pages render inside the shell when a route inside it fails.
 */
export const InsideMain = createContext(false);

/** Frame for the pages outside the shell: login, logged out, the gate's stop pages, errors. */
export function CenteredPage({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const Landmark = useContext(InsideMain) ? "div" : "main";
  return (
    <div className="flex min-h-full flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <Landmark className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-[6px] border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-semibold text-ink">{title}</h1>
          <div className="mt-3">{children}</div>
        </div>
        {aside ? <div className="mt-6">{aside}</div> : null}
      </Landmark>
    </div>
  );
}
