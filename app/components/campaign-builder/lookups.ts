/**
 * The catalogue's look-up routes the target-group comboboxes ask (app/routes/resources/lookups):
 * JSON { results: [{ id, label, jobFunction? }] } for `?q=`.
 */
export const LOOKUP_ENDPOINTS = {
  jobTitle: "/resources/lookups/job-titles",
  jobFunction: "/resources/lookups/job-functions",
  regions: "/resources/lookups/locations",
  industries: "/resources/lookups/industries",
} as const;
