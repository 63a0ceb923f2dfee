/**
 * Who may change company-wide settings (issue 36 §11). The spec shows roles only as a list on the
 * user (spec 1 §6: "which role may do what beyond this is not shown"): Hirewave reads "admin" as
 * the company's administrator, and a consultant acts for the company as its support. Everyone
 * else reads these settings.
 */
export const SETTINGS_ADMIN_ROLES = ["admin", "consultant"] as const;

export function canChangeCompanySettings(roles: readonly string[]) {
  return roles.some((role) => (SETTINGS_ADMIN_ROLES as readonly string[]).includes(role));
}
