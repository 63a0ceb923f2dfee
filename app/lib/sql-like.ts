/**
 * Escapes LIKE/ILIKE wildcards (\ % _) in user text, so a search for "50%" matches the characters,
 * not "50 followed by anything". Postgres uses backslash as the default LIKE escape.
 */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%`: contains. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** `text%`: starts with. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
