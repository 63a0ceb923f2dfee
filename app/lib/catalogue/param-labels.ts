/**
 * The channel search's address parameters by the label the page shows each under (locales
 * channels.json), so a bad address names "Job functions", not "jf".
 */
const PARAM_LABELS: Record<string, string> = {
  q: "search.label",
  title: "filters.job-title",
  tq: "filters.job-title",
  loc: "filters.location",
  lq: "filters.location",
  jf: "filters.job-functions",
  ind: "filters.industries",
  sen: "filters.seniorities",
  wt: "filters.working-terms",
  type: "filters.channel-types",
};

/** The labels of the invalid parameters, each once, in the order given; an unknown one as it is. */
export function invalidParamLabels(fields: string[], t: (key: string) => string) {
  return [...new Set(fields.map((field) => (PARAM_LABELS[field] ? t(PARAM_LABELS[field]) : field)))];
}
