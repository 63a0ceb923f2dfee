/**
 * spec 2 §4: the copy-name helper appends a number in brackets to avoid duplicate names.
 * "Nurse" → "Nurse (1)"; "Nurse (1)" taken → "Nurse (2)"; copying "Nurse (2)" → "Nurse (3)".
 */
export function copyName(name: string, existing: Iterable<string>) {
  const taken = new Set(existing);
  const base = name.replace(/\s*\(\d+\)$/, "").trim();
  for (let n = 1; ; n++) {
    const candidate = `${base} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}
