import { parsePhone } from "../phone";
import { jobAdSchema } from "./job-ad-schema";

/** The job ad's schema with every check, phone number included: what the server validates with. */
export function serverJobAdSchema(options: { acceptHourlyRates: boolean }) {
  return jobAdSchema({ ...options, validPhone: (code, number) => parsePhone(code, number).valid });
}
