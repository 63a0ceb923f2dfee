import { z } from "zod";
import { message } from "./messages";

/** A name part's longest length (the user menu and the chat widget show it). */
export const NAME_MAX = 100;

/**
 * /settings/profile (spec 1 §7 userinfo.name.update): first and last name, trimmed and required;
 * no at-sign (the name is not where an e-mail address goes).
 */
const namePart = z
  .string({ required_error: "form.warning.field-required" })
  .trim()
  .min(1, "form.warning.field-required")
  .max(NAME_MAX, message("form.warning.max-length", { max: NAME_MAX }))
  .refine((value) => !value.includes("@"), "form.warning.no-at-sign");

export const profileSchema = z.object({ firstName: namePart, lastName: namePart });
