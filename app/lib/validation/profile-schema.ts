import { z } from "zod";
import { message } from "./messages";
import { NAME_MAX } from "./profile";

/**
 * /settings/profile (spec 1 §7 userinfo.name.update): first and last name, trimmed and required;
 * no at-sign (the name is not where an e-mail address goes). Apart from NAME_MAX so the page's
 * browser code has no zod.
 */
const namePart = z
  .string({ required_error: "form.warning.field-required" })
  .trim()
  .min(1, "form.warning.field-required")
  .max(NAME_MAX, message("form.warning.max-length", { max: NAME_MAX }))
  .refine((value) => !value.includes("@"), "form.warning.no-at-sign");

export const profileSchema = z.object({ firstName: namePart, lastName: namePart });
