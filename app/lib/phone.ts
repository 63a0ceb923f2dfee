import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * spec 1 §5: phone numbers are parsed with country code and number to get the country; +44 falls
 * back to GB. (+44 is shared by GB, Guernsey, Jersey and the Isle of Man, and the compact metadata
 * can guess one of the islands for a British mobile number.)
 */
export const GB_CALLING_CODE = "44";

/** Calling codes offered in the job ad's phone field: the countries of spec 1 §3 "Country options". */
export const PHONE_COUNTRIES: CountryCode[] = [
  "GB", "NL", "DE", "US", "AT", "BE", "BG", "CZ", "HR", "DK", "EE", "FI", "FR", "GR", "HU", "IE", "IT",
  "LV", "LT", "NO", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "CH", "UA",
];

export function callingCodeOf(country: CountryCode) {
  return `+${getCountryCallingCode(country)}`;
}

/** The calling codes, without duplicates (+1, +44 stand for several countries). */
export function callingCodeOptions() {
  return [...new Set(PHONE_COUNTRIES.map(callingCodeOf))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

export interface ParsedPhone {
  valid: boolean;
  country: string | null;
  /** +31612345678 */
  e164: string | null;
  callingCode: string | null;
}

/**
 * Parses a number typed with a separate calling code ("+31", "6 1234 5678"); a number typed with
 * its own "+" prefix wins over the calling code.
 */
export function parsePhone(callingCode: string, number: string): ParsedPhone {
  const digits = number.trim();
  if (!digits) return { valid: false, country: null, e164: null, callingCode: null };
  const code = callingCode.trim().replace(/^\+?/, "+");
  const ownPrefix = digits.startsWith("+") || digits.startsWith("00");
  const international = ownPrefix ? digits.replace(/^00/, "+") : `${code}${digits.replace(/^0+/, "")}`;
  const parsed = parsePhoneNumberFromString(international);
  const dialled = parsed?.countryCallingCode ?? (ownPrefix || code === "+" ? null : code.slice(1));
  const country = dialled === GB_CALLING_CODE ? "GB" : (parsed?.country ?? null);
  return {
    valid: Boolean(parsed?.isValid()),
    country,
    e164: parsed?.number ?? null,
    callingCode: dialled ? `+${dialled}` : null,
  };
}

/** The calling code suggested for the user's locale (en-US → +1 would surprise; the product is European). */
export function defaultCallingCode(locale: string) {
  if (locale.startsWith("de")) return "+49";
  if (locale.startsWith("nl")) return "+31";
  return "+44";
}
