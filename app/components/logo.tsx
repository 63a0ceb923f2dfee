import { PRODUCT_NAME } from "~/lib/title";

/** The Hirewave wordmark: a wave over a baseline, then the name. */
export function Logo({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-ink ${className}`}>
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1f57d1" />
        <path
          d="M5 19c3-6 6-6 9 0s6 6 9 0 4-4 4-4"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {/* compact: the name only from the sm breakpoint (the header on a phone keeps the wave) */}
      <span className={`text-lg tracking-tight ${compact ? "hidden sm:inline" : ""}`}>{PRODUCT_NAME}</span>
    </span>
  );
}
