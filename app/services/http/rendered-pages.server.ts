import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { createCache } from "~/platform/cache.server";

/**
 * A page's HTML kept by what it was rendered from (docs/decisions/089).
 *
 * Why: React's render is the largest single part of a signed-in page's server time (decision 077),
 * and it is a pure function of the page's URL, its language, the build and its loaders' data. A
 * page asked for again with the same data (a reload, a list left and come back to without
 * JavaScript, a second tab) is the same HTML but for the two values each answer must carry fresh:
 * the CSP nonce and the form key (root's loader). So the key is a digest of all the render reads,
 * with those two cut out, and the kept page is its HTML with the two cut out; an answer from it
 * puts this request's values back. Nothing to invalidate: other data is another key, and the
 * loaders still run on every request, so every read is still scoped and checked as before.
 */
export interface PageTemplate {
  /** the HTML between the per-request values: one more part than there are values */
  parts: Buffer[];
  /** which value goes after each part but the last: an index into the request's values */
  slots: number[];
  bytes: number;
}

// 32 MB: about 600 signed-in pages of 50 kB; the least recently asked for goes first. The time to
// live bounds what a render reading the clock (none does today) could keep stale.
const pages = createCache<PageTemplate>("rendered-pages", {
  maxSize: 32 * 1024 * 1024,
  sizeOf: (template) => template.bytes,
  ttlMs: 60_000,
});

/** A value a page's data must not carry for the page to be kept: its result is not in the digest. */
class NotKeepable extends Error {}

function plainValue(_key: string, value: unknown) {
  if (value instanceof Map || value instanceof Set || typeof value === "function") throw new NotKeepable();
  if (value !== null && typeof value === "object" && typeof (value as { then?: unknown }).then === "function") throw new NotKeepable();
  return value;
}

/**
 * The key of a page's render: the build, the URL, the language and the loaders' data, with this
 * request's own values (`tokens`) replaced by their place. Undefined when the page cannot be kept:
 * not a plain 200 GET, an action's or error's render, or data that JSON cannot state (deferred
 * promises, maps).
 */
export function renderKey(
  request: Request,
  status: number,
  context: EntryContext,
  locale: string,
  tokens: readonly string[],
): string | undefined {
  const { staticHandlerContext: handler } = context;
  if (request.method !== "GET" || status !== 200 || handler.actionData || handler.errors) return undefined;
  let data: string;
  try {
    data = JSON.stringify(handler.loaderData, plainValue);
  } catch (error) {
    if (error instanceof NotKeepable) return undefined;
    throw error;
  }
  // JSON writes a NUL inside a string as \u0000, so a raw NUL marks a token's place unambiguously
  tokens.forEach((token, i) => {
    data = data.replaceAll(token, `\0${i}`);
  });
  return createHash("sha256")
    .update(`${context.manifest.version}\0${request.url}\0${locale}\0`)
    .update(data)
    .digest("base64");
}

/** The kept page for this key, with this request's values in their places. */
export function keptPage(key: string, tokens: readonly string[]): Buffer<ArrayBuffer> | undefined {
  const template = pages.get(key);
  if (!template) return undefined;
  const values = tokens.map((token) => Buffer.from(token));
  const pieces: Buffer[] = [];
  template.parts.forEach((part, i) => {
    pieces.push(part);
    if (i < template.slots.length) pieces.push(values[template.slots[i]!]!);
  });
  return Buffer.concat(pieces);
}

/** Keeps a rendered page under its key, with the request's values cut out of its HTML. */
export function keepPage(key: string, page: Buffer, tokens: readonly string[]) {
  pages.set(key, templateOf(page, tokens));
}

/** The page split at every occurrence of one of the tokens (exported for its test). */
export function templateOf(page: Buffer, tokens: readonly string[]): PageTemplate {
  // a copy of its own: the rendered page's buffer is the answer's body
  const own = Buffer.from(page);
  const needles = tokens.map((token) => Buffer.from(token));
  const parts: Buffer[] = [];
  const slots: number[] = [];
  let from = 0;
  for (;;) {
    let next = -1;
    let slot = -1;
    needles.forEach((needle, i) => {
      const at = needle.length ? own.indexOf(needle, from) : -1;
      if (at !== -1 && (next === -1 || at < next)) {
        next = at;
        slot = i;
      }
    });
    if (next === -1) break;
    parts.push(own.subarray(from, next));
    slots.push(slot);
    from = next + needles[slot]!.length;
  }
  parts.push(own.subarray(from));
  return { parts, slots, bytes: own.length };
}
