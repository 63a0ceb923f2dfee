/**
 * Validation messages travel as strings (Conform keeps errors as string[]): a translation key,
 * optionally followed by "::" and JSON interpolation values, e.g. `form.warning.max-length::{"max":35}`.
 */
const SEPARATOR = "::";

export function message(key: string, values?: Record<string, string | number>) {
  return values ? `${key}${SEPARATOR}${JSON.stringify(values)}` : key;
}

export function decodeMessage(encoded: string): { key: string; values?: Record<string, string | number> } {
  const at = encoded.indexOf(SEPARATOR);
  if (at === -1) return { key: encoded };
  try {
    return { key: encoded.slice(0, at), values: JSON.parse(encoded.slice(at + SEPARATOR.length)) };
  } catch {
    return { key: encoded.slice(0, at) };
  }
}

/** Translates an encoded message with the translation runtime's or i18next's `t`. */
export function translateMessage(t: (key: string, values?: Record<string, unknown>) => string, encoded: string) {
  const { key, values } = decodeMessage(encoded);
  return t(key, values);
}
