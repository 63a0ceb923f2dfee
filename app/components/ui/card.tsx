import type { ReactNode } from "react";

export function Card({ children, className = "", id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <div id={id} className={`rounded-[6px] border border-slate-200 bg-white shadow-sm ${className}`}>
      {children}
    </div>
  );
}
