import { activeShare, DIFFICULTY_METHOD, estimateDifficulty, iscoAncestors } from "./insight";

/**
 * The embedded provider's cards, derived from published figures only (docs/decisions/020). Pure:
 * the figures come in, cards or null go out; nothing is filled in where a figure is missing.
 */
export interface Figure {
  sourceId: string;
  measure: "employed" | "unemployed";
  region: string;
  iscoCode: string;
  year: number;
  thousands: number;
}

export interface DerivedSize {
  total: number;
  regions: { label: string; value: number }[];
  provenance: { sourceIds: string[]; iscoGroup: string; year: number };
}

const persons = (thousands: number) => Math.round(thousands * 1000);

/**
 * Size of target group: employed persons of the most specific ISCO group with data (3 or 2
 * digits), in the latest year; a later year beats a finer group (FR: ILOSTAT 2024 over Nesta 2018).
 */
export function deriveSize(figures: Figure[], iscoCode: string): DerivedSize | null {
  const groups = iscoAncestors(iscoCode).filter((code) => code.length >= 2);
  const national = figures.filter((f) => f.measure === "employed" && f.region === "" && groups.includes(f.iscoCode));
  if (national.length === 0) return null;
  const best = national.reduce((a, b) => (b.year > a.year || (b.year === a.year && b.iscoCode.length > a.iscoCode.length) ? b : a));
  const regions = figures
    .filter((f) => f.measure === "employed" && f.region !== "" && f.iscoCode === best.iscoCode && f.year === best.year && f.sourceId === best.sourceId)
    .map((f) => ({ label: f.region, value: persons(f.thousands) }))
    .sort((a, b) => b.value - a.value);
  return { total: persons(best.thousands), regions, provenance: { sourceIds: [best.sourceId], iscoGroup: best.iscoCode, year: best.year } };
}

function value(figures: Figure[], measure: Figure["measure"], code: string, year: number) {
  return figures.find((f) => f.measure === measure && f.region === "" && f.iscoCode === code && f.year === year)?.thousands ?? null;
}

/** A major group's employment: the sum of its published sub-major groups in that year. */
function majorEmployment(figures: Figure[], major: string, year: number) {
  const parts = figures.filter((f) => f.measure === "employed" && f.region === "" && f.year === year && /^\d{2}$/.test(f.iscoCode) && f.iscoCode[0] === major);
  return parts.length ? parts.reduce((sum, f) => sum + f.thousands, 0) : null;
}

export interface DerivedLabourMarket {
  difficulty: number | null;
  active: number | null;
  sourceIds: string[];
  majorGroup: string;
  year: number;
  growth: { iscoGroup: string; fromYear: number; toYear: number } | null;
}

/**
 * Recruitment difficulty (estimate) and active job seekers, from unemployment by previous
 * occupation (ISCO major group) and employment by sub-major group, in the latest year that has
 * every figure needed. National ratio: unemployed with a known previous occupation (total − x)
 * over employed with a known occupation (total − x), so both sides count the same people.
 */
export function deriveLabourMarket(figures: Figure[], iscoCode: string): DerivedLabourMarket | null {
  const major = iscoCode[0];
  const subMajor = iscoCode.slice(0, 2);
  if (!major || !/^\d$/.test(major)) return null;
  const years = [...new Set(figures.filter((f) => f.measure === "unemployed" && f.iscoCode === major).map((f) => f.year))].sort((a, b) => b - a);
  for (const year of years) {
    const groupUnemployed = value(figures, "unemployed", major, year);
    const groupEmployed = majorEmployment(figures, major, year);
    const unemployedTotal = value(figures, "unemployed", "total", year);
    const employedTotal = value(figures, "employed", "total", year);
    if (groupUnemployed === null || groupEmployed === null || unemployedTotal === null || employedTotal === null) continue;
    const nationalUnemployed = unemployedTotal - (value(figures, "unemployed", "x", year) ?? 0);
    const nationalEmployed = employedTotal - (value(figures, "employed", "x", year) ?? 0);
    const fromYear = year - DIFFICULTY_METHOD.growthYears;
    const to = value(figures, "employed", subMajor, year);
    const from = value(figures, "employed", subMajor, fromYear);
    const growth = to !== null && from !== null ? { from, to } : null;
    // the tables the figures above came from (unemployment by major group, employment by sub-major group)
    const used = figures.filter((f) => (f.year === year || f.year === fromYear) && (f.measure === "unemployed" || !/^\d{3,}$/.test(f.iscoCode)));
    const sourceIds = [...new Set(used.map((f) => f.sourceId))].sort();
    return {
      difficulty: estimateDifficulty({ groupUnemployed, groupEmployed, nationalUnemployed, nationalEmployed, growth }),
      active: activeShare(groupUnemployed, groupEmployed),
      sourceIds,
      majorGroup: major,
      year,
      growth: growth ? { iscoGroup: subMajor, fromYear, toYear: year } : null,
    };
  }
  return null;
}
