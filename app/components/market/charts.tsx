import { DONUT_CIRCUMFERENCE, DONUT_RADIUS, donutDash, gaugeArcPaths, gaugeNeedle } from "~/lib/market/charts";

/**
 * The market-insights charts as server-rendered SVG (no chart library, no JavaScript). Each chart
 * is an image with a text alternative; the numbers are also printed next to it.
 */
const ARC_COLOURS = ["#16a34a", "#84cc16", "#eab308", "#f97316", "#dc2626"];

export function Donut({ percent, label }: { percent: number | null; label: string }) {
  return (
    <svg viewBox="0 0 100 100" className="h-24 w-24" role="img" aria-label={label}>
      <circle cx="50" cy="50" r={DONUT_RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="12" />
      {percent !== null ? (
        <circle
          cx="50"
          cy="50"
          r={DONUT_RADIUS}
          fill="none"
          stroke="#2563eb"
          strokeWidth="12"
          strokeDasharray={donutDash(percent)}
          // start at 12 o'clock
          strokeDashoffset={DONUT_CIRCUMFERENCE / 4}
          data-percent={percent}
        />
      ) : null}
    </svg>
  );
}

export function Gauge({ percent, label }: { percent: number; label: string }) {
  const tip = gaugeNeedle(percent);
  return (
    <svg viewBox="0 0 200 110" className="h-28 w-52" role="img" aria-label={label}>
      {gaugeArcPaths().map((d, i) => (
        <path key={d} d={d} fill={ARC_COLOURS[i]} data-arc={i} />
      ))}
      <line x1="100" y1="100" x2={tip.x.toFixed(2)} y2={tip.y.toFixed(2)} stroke="#0f172a" strokeWidth="4" strokeLinecap="round" data-needle />
      <circle cx="100" cy="100" r="7" fill="#0f172a" />
    </svg>
  );
}

export function Bars({ items, format }: { items: { label: string; value: number }[]; format: (value: number) => string }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.label} className="text-sm" data-bar={item.label}>
          <div className="flex justify-between gap-2">
            <span>{item.label}</span>
            <span className="font-semibold">{format(item.value)}</span>
          </div>
          <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="mt-1 h-2 w-full" aria-hidden="true">
            <rect x="0" y="0" width="100" height="4" rx="2" fill="#e2e8f0" />
            <rect x="0" y="0" width={item.value} height="4" rx="2" fill="#2563eb" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
