/**
 * The rules of the market-insights screen (spec 1 §2, §5, §9), free of I/O so they are unit-tested
 * and shared by the embedded and the HTTP provider. Every figure here comes from a provider; these
 * functions only convert and arrange it.
 */

/** spec 1 §9: the gauge is drawn in 420 levels over five arcs of these lengths (sum 1). */
export const GAUGE_LEVELS = 420;
export const GAUGE_ARCS = [0.45, 0.25, 0.1, 0.1, 0.1] as const;
/** the label of each arc, lowest difficulty first (keys of market.json difficulty.level.*) */
export const DIFFICULTY_LABELS = ["low", "moderate", "elevated", "high", "very-high"] as const;
export type DifficultyLabel = (typeof DIFFICULTY_LABELS)[number];
/** difficulty is given 0–10 and shown ÷ 10 on the gauge (spec 1 §2) */
export const DIFFICULTY_MAX = 10;
/** from this score on the builder warns next to the forecast (the two highest arcs) */
export const HIGH_DIFFICULTY = 8;

/** spec 1 §9: salary yearly = monthly × 12, shown in thousands of euros. */
export function yearlyThousands(monthly: number | null): number | null {
  if (monthly === null || !Number.isFinite(monthly)) return null;
  return Math.round(((monthly * 12) / 1000) * 10) / 10;
}

/** spec 1 §2: the recruitment-difficulty value (0–10) is shown divided by 10 (0–1 on the gauge). */
export function gaugePercent(difficulty: number | null): number | null {
  if (difficulty === null || !Number.isFinite(difficulty)) return null;
  return Math.min(1, Math.max(0, difficulty / DIFFICULTY_MAX));
}

/** The level (0…420) the needle points at: the percent quantised to the gauge's 420 levels. */
export function gaugeLevel(percent: number) {
  return Math.round(Math.min(1, Math.max(0, percent)) * GAUGE_LEVELS);
}

/** The five arcs as [start, end] fractions of the half circle. */
export function gaugeArcs(): { start: number; end: number }[] {
  let start = 0;
  return GAUGE_ARCS.map((length) => {
    const arc = { start, end: Math.min(1, start + length) };
    start += length;
    return arc;
  });
}

/** Which arc (and so which label) a percent falls in; the upper edge belongs to the next arc. */
export function difficultyLabel(percent: number): DifficultyLabel {
  const arcs = gaugeArcs();
  const index = arcs.findIndex((arc) => percent < arc.end);
  return DIFFICULTY_LABELS[index === -1 ? arcs.length - 1 : index];
}

export interface SalaryItem {
  categoryCode: string;
  experienceLevel: string;
  /** monthly, euros */
  value: number | null;
  remark?: string | null;
}

export interface SalaryCells {
  minimum: number | null;
  average: number | null;
  maximum: number | null;
}

/** spec 1 §9: junior, medior and senior of the "avg" category are shown as minimum, average, maximum. */
const LEVEL_TO_CELL = { junior: "minimum", medior: "average", senior: "maximum" } as const;

/** spec 1 §5: a remark saying there is no salary data makes every value null. */
export function saysNoSalaryData(remark: string | null | undefined) {
  return Boolean(remark && /no\s+salary\s+data/i.test(remark));
}

/** Salary items (monthly) → yearly cells in thousands; the remark rule empties them all. */
export function salaryCells(items: SalaryItem[] | null): SalaryCells | null {
  if (!items || items.length === 0) return null;
  if (items.some((i) => saysNoSalaryData(i.remark))) return { minimum: null, average: null, maximum: null };
  const cells: SalaryCells = { minimum: null, average: null, maximum: null };
  for (const item of items) {
    if (item.categoryCode.toLowerCase() !== "avg") continue;
    const cell = LEVEL_TO_CELL[item.experienceLevel.toLowerCase() as keyof typeof LEVEL_TO_CELL];
    if (cell) cells[cell] = yearlyThousands(item.value);
  }
  return cells;
}

/** spec 1 §5: a cell is absent when its result is null; a card with no present cell is absent. */
export function presentCells<T extends object>(cells: T | null): Partial<T> | null {
  if (!cells) return null;
  const present = Object.fromEntries(Object.entries(cells).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
  return Object.keys(present).length ? present : null;
}

export interface RankedBar {
  label: string;
  /** percent 0–100 */
  value: number;
}

/** Pull factors and job benefits: bars in %, descending; null values are absent. */
export function rankedBars(items: { label: string; value: number | null }[] | null): RankedBar[] {
  return (items ?? [])
    .filter((i): i is RankedBar => i.value !== null && Number.isFinite(i.value))
    .map((i) => ({ label: i.label, value: Math.min(100, Math.max(0, i.value)) }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

/** spec 1 §9: percentages with at most two decimals. */
export function roundPercent(value: number) {
  return Math.round(value * 100) / 100;
}

// ── the embedded difficulty estimate ─────────────────────────────────────────────────────────

/**
 * The recruitment-difficulty ESTIMATE of the embedded provider (docs/decisions/020-market.md):
 *  - tightness: the occupation's major group's unemployed-to-employed ratio against the national
 *    ratio, 5 when equal, +2.5 for every halving of the group's ratio (−2.5 for every doubling);
 *  - growth: the occupation's sub-major group's employment change over 3 years, +1 per +5 %,
 *    capped at ±2;
 *  - the sum clamped to 0–10 and rounded to one decimal.
 */
export const DIFFICULTY_METHOD = {
  neutral: 5,
  pointsPerHalving: 2.5,
  growthYears: 3,
  pointsPerGrowthPercent: 0.2,
  growthCap: 2,
} as const;

export interface DifficultyInput {
  groupUnemployed: number;
  groupEmployed: number;
  nationalUnemployed: number;
  nationalEmployed: number;
  /** employment of the occupation's group now and GROWTH_YEARS earlier; null when not known */
  growth: { from: number; to: number } | null;
}

export function estimateDifficulty(input: DifficultyInput): number | null {
  const { groupUnemployed, groupEmployed, nationalUnemployed, nationalEmployed } = input;
  if (!(groupEmployed > 0 && nationalEmployed > 0 && nationalUnemployed > 0 && groupUnemployed >= 0)) return null;
  const groupRatio = groupUnemployed / groupEmployed;
  const nationalRatio = nationalUnemployed / nationalEmployed;
  // a group without any unemployed person counts as four halvings tighter (the scale's top)
  const halvings = groupRatio === 0 ? 4 : Math.log2(nationalRatio / groupRatio);
  const tightness = DIFFICULTY_METHOD.neutral + DIFFICULTY_METHOD.pointsPerHalving * halvings;
  let growth = 0;
  if (input.growth && input.growth.from > 0) {
    const percent = (input.growth.to / input.growth.from - 1) * 100;
    growth = Math.max(-DIFFICULTY_METHOD.growthCap, Math.min(DIFFICULTY_METHOD.growthCap, percent * DIFFICULTY_METHOD.pointsPerGrowthPercent));
  }
  const score = Math.min(DIFFICULTY_MAX, Math.max(0, tightness + growth));
  return Math.round(score * 10) / 10;
}

/** Active job seekers: the unemployed share of the group's labour force (employed + unemployed), in %. */
export function activeShare(unemployed: number, employed: number): number | null {
  if (!(unemployed >= 0 && employed > 0)) return null;
  return roundPercent((unemployed / (employed + unemployed)) * 100);
}

// ── ISCO codes ───────────────────────────────────────────────────────────────────────────────

/** ISCO-08 codes: 1 (major) to 4 (unit group) digits. */
export const ISCO_CODE = /^\d{1,4}$/;

/** The groups an occupation's code belongs to, most specific first ("2221" → 2221, 222, 22, 2). */
export function iscoAncestors(code: string): string[] {
  if (!ISCO_CODE.test(code)) return [];
  return Array.from({ length: code.length }, (_, i) => code.slice(0, code.length - i));
}
