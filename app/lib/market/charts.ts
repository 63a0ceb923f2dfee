/**
 * Geometry of the market-insights charts, drawn as plain SVG on the server (no chart library: a
 * donut, a half-circle gauge and bars need a few paths, and the page then works without JS).
 */
import { GAUGE_LEVELS, gaugeArcs, gaugeLevel } from "./insight";

export const DONUT_RADIUS = 40;
export const DONUT_CIRCUMFERENCE = 2 * Math.PI * DONUT_RADIUS;

/** The stroke-dasharray of a donut ring filled to `percent` (0–100). */
export function donutDash(percent: number) {
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * DONUT_CIRCUMFERENCE;
  return `${filled.toFixed(2)} ${(DONUT_CIRCUMFERENCE - filled).toFixed(2)}`;
}

/** A point on the gauge's half circle: fraction 0 = left end, 1 = right end. */
export function gaugePoint(fraction: number, radius: number, cx = 100, cy = 100) {
  const angle = Math.PI * (1 - fraction);
  return { x: cx + radius * Math.cos(angle), y: cy - radius * Math.sin(angle) };
}

const f = (n: number) => n.toFixed(2);

/** The five coloured arcs of the gauge as SVG path data (a band between two radii). */
export function gaugeArcPaths(outer = 90, inner = 60) {
  return gaugeArcs().map(({ start, end }) => {
    const a = gaugePoint(start, outer);
    const b = gaugePoint(end, outer);
    const c = gaugePoint(end, inner);
    const d = gaugePoint(start, inner);
    return `M ${f(a.x)} ${f(a.y)} A ${outer} ${outer} 0 0 1 ${f(b.x)} ${f(b.y)} L ${f(c.x)} ${f(c.y)} A ${inner} ${inner} 0 0 0 ${f(d.x)} ${f(d.y)} Z`;
  });
}

/** The needle's tip for a percent (0–1), on one of the gauge's 420 levels. */
export function gaugeNeedle(percent: number, length = 80) {
  return gaugePoint(gaugeLevel(percent) / GAUGE_LEVELS, length);
}
