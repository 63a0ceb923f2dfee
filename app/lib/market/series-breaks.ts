/**
 * Breaks in the labour-market series that the SOURCE files of REFERENCE_DATA_DIR/labour-market name
 * (issue 37 §5): a country's figures for these years are not comparable with its other years. The
 * screen notes them on the cards whose figures use an affected year. Each entry quotes its SOURCE
 * file (`evidence`, whitespace-normalised), and tests/unit/market.test.ts checks that the file still
 * says so — the table follows the files, it does not add to them.
 */
export interface SeriesBreak {
  country: string;
  measure: "employed" | "unemployed";
  /** the affected years */
  years: number[];
  sourceFile: string;
  evidence: string;
}

const EMPLOYMENT = "SOURCE-ilostat-employment-isco08-2digit.txt";
const UNEMPLOYMENT = "SOURCE-ilostat-unemployment-previous-isco08-1digit.txt";

export const SERIES_BREAKS: readonly SeriesBreak[] = [
  { country: "DE", measure: "employed", years: [2020], sourceFile: EMPLOYMENT, evidence: "DE 2020 has x = 1,672.468 thousand (vs 285-408 later) and large shifts between groups" },
  { country: "FR", measure: "employed", years: [2021], sourceFile: EMPLOYMENT, evidence: "FR 2021 shifts between 1-digit groups (e.g. 13, 31, 25) and x = 662.494 in 2021" },
  { country: "BE", measure: "employed", years: [2024], sourceFile: EMPLOYMENT, evidence: "BE 41 drops from 328.044 (2023) to 135.093 (2024)" },
  { country: "DK", measure: "employed", years: [2021], sourceFile: EMPLOYMENT, evidence: "DK x rises from 18.688 (2020) to 59.683 (2021)" },
  { country: "NO", measure: "employed", years: [2020], sourceFile: EMPLOYMENT, evidence: "NO x rises from 11.004 (2019) to 40.966 (2020)" },
  { country: "SK", measure: "employed", years: [2021, 2024], sourceFile: EMPLOYMENT, evidence: "SK 2021 has x = 1,261.306 of 2,554.838 thousand and most groups at about half of 2020/2022" },
  { country: "RO", measure: "employed", years: [2021], sourceFile: EMPLOYMENT, evidence: "RO 2021: total 8,521.057 (2020) -> 7,755.483 (2021)" },
  { country: "SI", measure: "employed", years: [2021], sourceFile: EMPLOYMENT, evidence: "SI 2021: 11-14 fall" },
  { country: "FR", measure: "unemployed", years: [2021, 2022], sourceFile: UNEMPLOYMENT, evidence: "the FR group figures for those two years are far too low to compare with 2020 or 2023-2024" },
  { country: "NL", measure: "unemployed", years: [2020], sourceFile: UNEMPLOYMENT, evidence: "break in series between 2020 and 2021" },
  { country: "NO", measure: "unemployed", years: [2020], sourceFile: UNEMPLOYMENT, evidence: "the total jumps from 56.190 (2020) to 102.218 (2021): break in series" },
  { country: "DK", measure: "unemployed", years: [2021, 2022, 2023], sourceFile: UNEMPLOYMENT, evidence: "DK group figures for 2021-2023 are too low to compare with 2020/2024" },
  { country: "SE", measure: "unemployed", years: [2024], sourceFile: UNEMPLOYMENT, evidence: "compare 2024 with earlier years with care" },
  { country: "SI", measure: "unemployed", years: [2022, 2023, 2024], sourceFile: UNEMPLOYMENT, evidence: "SI group 0 for 2022-2024 should not be read as armed forces" },
  { country: "SK", measure: "unemployed", years: [2021], sourceFile: UNEMPLOYMENT, evidence: "SK group figures for 2021 are too low to compare with other years" },
  { country: "CZ", measure: "unemployed", years: [2022, 2023], sourceFile: UNEMPLOYMENT, evidence: "CZ 2022-2023: x = 20.768 and 30.537 thousand" },
  { country: "CH", measure: "unemployed", years: [2021], sourceFile: UNEMPLOYMENT, evidence: "CH x rises from 1.551 (2020) to 10.887 (2021)" },
];

/** The years of a country's series with a break, among those a card's figures use. */
export function breaksFor(country: string, uses: { measure: SeriesBreak["measure"]; years: number[] }[]) {
  const years = new Set<number>();
  for (const use of uses) {
    for (const entry of SERIES_BREAKS) {
      if (entry.country !== country || entry.measure !== use.measure) continue;
      for (const year of entry.years) if (use.years.includes(year)) years.add(year);
    }
  }
  return [...years].sort((a, b) => a - b);
}
