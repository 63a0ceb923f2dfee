import { format, parseISO } from "date-fns";

/** spec 1 §9: dates are shown day-month-year. */
export function formatDate(value: string | Date) {
  const date = typeof value === "string" ? parseISO(value) : value;
  return format(date, "dd-MM-yyyy");
}

/** spec 1 §2 market insights: last-updated date as DD/MM/YY. */
export function formatShortDate(value: string | Date) {
  const date = typeof value === "string" ? parseISO(value) : value;
  return format(date, "dd/MM/yy");
}
