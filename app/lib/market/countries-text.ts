/**
 * The README's sentence on which countries have market figures (issue 48 §8), generated from the
 * imported tables rather than listed by hand: the countries with employment figures per source
 * (every insight card needs them), with the years the source covers.
 */
export interface SourceFigures {
  /** the source's short name, as the screens cite it */
  name: string;
  figures: { country: string; year: number; measure: string }[];
}

/** The sources the README names, by their short name (employment sources only). */
export const README_SOURCE_NAMES: Record<string, string> = { "ilostat-emp-oc2": "ILOSTAT", "nesta-lfs-isco3": "Nesta" };

export const README_START = "<!-- market-countries:start (npm run readme:market-countries) -->";
export const README_END = "<!-- market-countries:end -->";

export function marketCountriesText(sources: SourceFigures[]) {
  const parts = sources.flatMap(({ name, figures }) => {
    const employed = figures.filter((f) => f.measure === "employed");
    if (employed.length === 0) return [];
    const countries = [...new Set(employed.map((f) => f.country))].sort();
    const years = employed.map((f) => f.year);
    const from = Math.min(...years);
    const to = Math.max(...years);
    return [`${countries.join(", ")} (${name}, ${from === to ? from : `${from}–${to}`})`];
  });
  const all = new Set(sources.flatMap((s) => s.figures.filter((f) => f.measure === "employed").map((f) => f.country)));
  return `Figures exist for ${all.size} countries: ${parts.join("; ")}.`;
}

/** The README with the generated sentence between its markers. */
export function withMarketCountries(readme: string, text: string) {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} … ${README_END} block`);
  // the block sits in a list item: its lines keep the marker's indentation
  const indent = readme.slice(readme.lastIndexOf("\n", start) + 1, start);
  return `${readme.slice(0, start + README_START.length)}\n${indent}${text}\n${indent}${readme.slice(end)}`;
}
