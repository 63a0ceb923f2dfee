/**
 * The validators of spec 1 §5 ("Validators available"), as pure functions over the field's text.
 * Each returns true when the value passes. Only `nonEmpty` rejects an empty value: every other
 * validator lets an empty field through, so a field is optional unless it also has `required`.
 * Isomorphic: the checkout runs them in the browser (Conform) and on the server.
 */

export function isBlank(value: string) {
  return value.trim().length === 0;
}

/** non-empty */
export function nonEmpty(value: string) {
  return !isBlank(value);
}

// spec 1 §5: e-mail pattern, empty allowed
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export function email(value: string) {
  return isBlank(value) || EMAIL_PATTERN.test(value.trim());
}

/** letters, digits, underscore and hyphen only */
export function slug(value: string) {
  return value === "" || /^[\p{L}\p{N}_-]+$/u.test(value);
}

/** spec 1 §5: at most 5 comma-separated items */
export const MAX_COMMA_ITEMS = 5;
export function commaItems(value: string) {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
export function maxCommaItems(value: string, max = MAX_COMMA_ITEMS) {
  return commaItems(value).length <= max;
}

/** no at-sign */
export function noAtSign(value: string) {
  return !value.includes("@");
}

/** value equal to "0" (empty allowed) */
export function equalsZero(value: string) {
  return isBlank(value) || value.trim() === "0";
}

/**
 * The number in a field as people type it: digits, an optional minus sign and one decimal point or
 * comma ("37.5", "37,5"). Anything else ("abc", "1e9", "4O") is NaN: the number validators answer
 * it with one "enter a number" message rather than with each of their bounds.
 */
export function parseNumber(value: string) {
  const trimmed = value.trim();
  if (trimmed === "" || !/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(",", "."));
}
const toNumber = parseNumber;

/** numeric: the value is a number (empty allowed) */
export function numeric(value: string) {
  return isBlank(value) || !Number.isNaN(toNumber(value));
}
/** a whole number (empty allowed) */
export function wholeNumber(value: string) {
  return isBlank(value) || Number.isInteger(toNumber(value));
}
/** numeric maximum */
export function maxNumber(value: string, max: number) {
  if (isBlank(value)) return true;
  const n = toNumber(value);
  return !Number.isNaN(n) && n <= max;
}
/** numeric minimum */
export function minNumber(value: string, min: number) {
  if (isBlank(value)) return true;
  const n = toNumber(value);
  return !Number.isNaN(n) && n >= min;
}

/** minimum and maximum length (characters) */
export function minLength(value: string, min: number) {
  return isBlank(value) || value.trim().length >= min;
}
export function maxLength(value: string, max: number) {
  return value.trim().length <= max;
}

/**
 * Text with the markup removed (tags, entities as one character, whitespace collapsed) — what a
 * reader sees of a rich-text field. Isomorphic on purpose: no DOM needed.
 */
export function stripMarkup(value: string) {
  return value
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, "_")
    .replace(/\s+/g, " ")
    .trim();
}
/** minimum and maximum length on text stripped of markup */
export function minTextLength(value: string, min: number) {
  const text = stripMarkup(value);
  return text.length === 0 || text.length >= min;
}
export function maxTextLength(value: string, max: number) {
  return stripMarkup(value).length <= max;
}

// ── URL with http, https or ftp and no private addresses ────────────────────────────────────

const URL_SCHEMES = new Set(["http:", "https:", "ftp:"]);

function ipv4Parts(host: string) {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

/** 127/8, 10/8, 172.16/12, 192.168/16, 169.254/16 (link-local), 0/8 */
export function isPrivateIpv4(host: string) {
  const p = ipv4Parts(host);
  if (!p) return false;
  return (
    p[0] === 127 ||
    p[0] === 10 ||
    p[0] === 0 ||
    (p[0] === 172 && p[1] >= 16 && p[1] <= 31) ||
    (p[0] === 192 && p[1] === 168) ||
    (p[0] === 169 && p[1] === 254)
  );
}

/** An IPv6 literal as its eight 16-bit groups (a trailing dotted IPv4 part counts as two), or null. */
function ipv6Groups(h: string): number[] | null {
  let text = h;
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const p = ipv4Parts(dotted[2]);
    if (!p) return null;
    text = `${dotted[1]}${((p[0] << 8) | p[1]).toString(16)}:${((p[2] << 8) | p[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const part = (s: string) => (s === "" ? [] : s.split(":"));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tail];
  if (!groups.every((g) => /^[\da-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

const ipv4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * ::1, ::, fc00::/7 (unique local), fe80::/10 (link-local), ff00::/8 (multicast), and every form
 * that carries an IPv4 address inside (issue 36 §11: `[::127.0.0.1]` is ::7f00:1): IPv4-compatible
 * ::a.b.c.d, IPv4-mapped ::ffff:a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96 and
 * 6to4 2002::/16, judged by the IPv4 address they carry.
 */
export function isPrivateIpv6(host: string) {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase().replace(/%.*$/, "");
  if (!h.includes(":")) return false;
  const g = ipv6Groups(h);
  // not an address we can read: refuse rather than let it through
  if (!g) return true;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8) || (zeros(0, 7) && g[7] === 1)) return true;
  if (zeros(0, 6)) return isPrivateIpv4(ipv4Of(g[6], g[7]));
  if (zeros(0, 5) && g[5] === 0xffff) return isPrivateIpv4(ipv4Of(g[6], g[7]));
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return isPrivateIpv4(ipv4Of(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isPrivateIpv4(ipv4Of(g[6], g[7]));
  if (g[0] === 0x2002) return isPrivateIpv4(ipv4Of(g[1], g[2]));
  return (g[0] & 0xfe00) === 0xfc00 || (g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xff00) === 0xff00;
}

export function isPrivateHost(hostname: string) {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    isPrivateIpv4(host) ||
    isPrivateIpv6(host)
  );
}

/** URL with http, https or ftp and no private addresses (empty allowed) */
export function publicUrl(value: string) {
  const trimmed = value.trim();
  if (trimmed === "") return true;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  if (!URL_SCHEMES.has(url.protocol) || !url.hostname) return false;
  return !isPrivateHost(url.hostname);
}
