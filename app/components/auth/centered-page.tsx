import type { ReactNode } from "react";
import { Logo } from "../logo";

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
  return (
    <div className="flex min-h-full flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <main className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-[6px] border border-slate-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-semibold text-ink">{title}</h1>
          <div className="mt-3">{children}</div>
        </div>
        {aside ? <div className="mt-6">{aside}</div> : null}
      </main>
    </div>
  );
}
