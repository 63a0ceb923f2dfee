import type { ForecastLabels } from "./forecast-text";

/** The target group as the forecast's basis names it (docs/decisions/078): its job family's label and its country's name in the viewer's language. Server side: the names travel as text. */
export function forecastLabels(
  targetGroup: { jobFunction?: { label: string } | null; regions?: { id: string }[] | null } | null | undefined,
  country: string | null,
  locale: string,
): ForecastLabels {
  let countryName: string | null = null;
  if (country) {
    try {
      countryName = new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country;
    } catch {
      countryName = country;
    }
  }
  return { family: targetGroup?.jobFunction?.label ?? null, country: countryName };
}

