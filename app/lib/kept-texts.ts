/**
 * Formatted texts kept for the life of the process: pages print the same dates and prices again
 * and again (the shell's contract end dates, a list's created dates, channel prices), and Intl's
 * format() is an ICU call of several µs each (issue 10, server CPU profile). Bounded per map;
 * emptied when full, which is simpler than an LRU and happens rarely.
 */
const KEPT_TEXTS = 20_000;

export function keptText(texts: Map<string, string>, key: string, format: () => string) {
  let text = texts.get(key);
  if (text === undefined) {
    text = format();
    if (texts.size >= KEPT_TEXTS) texts.clear();
    texts.set(key, text);
  }
  return text;
}
