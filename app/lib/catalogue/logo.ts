/**
 * Channel logos are drawn locally (no downloads, no third-party trademarks copied): the initials
 * of the name on a colour derived from the name, so a channel always gets the same logo.
 */
export function channelInitials(name: string) {
  const words = name
    .replace(/\.(com|net|org|de|nl|uk|co|fr|es|it|pl|ch|at|be|dk|se|no|fi|ie|pt|gr|cz|sk|hu|ro|bg|hr|si|ee|lv|lt|ua|io|jobs)\b.*$/i, "")
    .split(/[\s\-_/.&+]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) {
    const word = words[0];
    // CamelCase brands (StepStone, LinkedIn) take their two capitals
    const capitals = word.match(/\p{Lu}/gu);
    if (capitals && capitals.length >= 2 && word[0] === capitals[0]) return (capitals[0] + capitals[1]).toUpperCase();
    return word.slice(0, 2).toUpperCase();
  }
  return (words[0][0] + words[1][0]).toUpperCase();
}

/** FNV-1a: a stable small hash, the same in the browser and on the server. */
export function nameHash(name: string) {
  let hash = 0x811c9dc5;
  for (const char of name.toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Logo colours: deep shades (Tailwind's 700 level) that all keep white initials above the WCAG AA
 * contrast of 4.5:1 (tests/unit/catalogue-rules.test.ts checks each); the name picks one.
 */
export const LOGO_COLOURS = [
  "#b91c1c", // red
  "#c2410c", // orange
  "#a16207", // yellow
  "#4d7c0f", // lime
  "#15803d", // green
  "#047857", // emerald
  "#0f766e", // teal
  "#0e7490", // cyan
  "#0369a1", // sky
  "#1d4ed8", // blue
  "#4338ca", // indigo
  "#6d28d9", // violet
  "#7e22ce", // purple
  "#a21caf", // fuchsia
  "#be185d", // pink
  "#be123c", // rose
  "#334155", // slate
] as const;

/**
 * The stand-in for a missing company logo (issue 16 §6): the name's first letter or digit, upper
 * case in any script ("Ärztekammer" → "Ä"); "?" when the name has none.
 */
export function nameInitial(name: string) {
  const first = name.match(/[\p{L}\p{N}]/u)?.[0];
  return first ? first.toLocaleUpperCase() : "?";
}

export function channelColour(name: string) {
  return LOGO_COLOURS[nameHash(name) % LOGO_COLOURS.length];
}

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

export function channelLogoSvg(name: string, size = 96) {
  const initials = escapeXml(channelInitials(name));
  const fill = channelColour(name);
  const fontSize = Math.round(size * 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(name)}"><rect width="${size}" height="${size}" rx="${Math.round(size / 8)}" fill="${fill}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${initials}</text></svg>`;
}
