import { clampInt } from "~/lib/pagination";
import { isUuid } from "~/lib/uuid";
import { fieldNameFits, type FormShape } from "./form-shape";

/**
 * The one place where user input enters Hirewave (issue 11 §1): every action reads its body and
 * every loader its query through these helpers instead of `request.formData()`, `request.json()`
 * or `new URL(request.url).searchParams`. Bad input becomes a small 4xx Response here, so a route
 * never turns a malformed request into a 500:
 * - a form body must be urlencoded or multipart (415 otherwise; JSON only where a route opts in);
 * - a form body is at most 1 MB (413), uploads have their own limit (see readUploadForm);
 * - an unparseable body (broken multipart, missing boundary, invalid JSON) is a 400;
 * - a field given twice is a 400 unless the route names it as repeatable (checkbox groups);
 * - a structured field name (`fields[3].name`) is a 400 unless the route's schema holds that path,
 *   with an index below the schema's item limit: Conform's parser would otherwise build whatever
 *   a name describes (`name[99999999]` is a 10⁸-slot array, issue 36 §1) and the reply echoes it;
 * - at most FORM_MAX_FIELDS fields;
 * - control characters are removed from every value (see stripControlCharacters).
 */

/** A form or JSON body above this is refused with 413 (uploads: readUploadForm's own limit). */
export const FORM_BODY_LIMIT = 1_048_576;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

/** A small plain-text error Response, thrown by the helpers. */
export function httpError(status: 400 | 404 | 413 | 415, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. They are stripped,
 * not rejected: they are never meaningful in a form or a URL of ours, a pasted text may carry one
 * by accident, and PostgreSQL refuses 0x00 in text and jsonb (the 500s of issue 11 §1).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function stripControlCharacters(value: string) {
  return value.replace(CONTROL_CHARACTERS, "");
}

/** The media type of a request without its parameters, lower-cased ("" when missing). */
export function mediaType(request: Request | { headers: Headers }) {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

export function isFormType(type: string) {
  return (FORM_TYPES as readonly string[]).includes(type);
}

/** 413 before reading when the declared length is already too large. */
function checkDeclaredLength(request: Request, limit: number) {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw httpError(413, "Request body too large");
}

/** Reads the whole body, aborting with 413 as soon as it passes `limit` bytes (chunked bodies too). */
async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array> {
  checkDeclaredLength(request, limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch {
      throw httpError(400, "Unreadable request body");
    }
    if (result.done) break;
    size += result.value.byteLength;
    if (size > limit) {
      // stop reading without cancelling: cancelling destroys the socket, and the 413 would never
      // arrive (the express guard has usually answered already; Node discards the rest)
      reader.releaseLock();
      throw httpError(413, "Request body too large");
    }
    chunks.push(result.value);
  }
  return Buffer.concat(chunks);
}

/** More fields than any form of ours has (the longest, the product names page, has ~100). */
export const FORM_MAX_FIELDS = 1_000;

export interface FormOptions {
  /** Field names that may legitimately appear more than once (checkbox groups, file inputs). */
  repeatable?: readonly string[];
  /**
   * The schema(s) the route parses this body with. Structured names (`a[0].b`) must be paths of
   * one of them; without a shape only plain names are taken.
   */
  shape?: FormShape;
}

/**
 * Copies parsed entries into a fresh FormData: control characters stripped from names, values and
 * file names; a repeated field that is not `repeatable` is a 400 ("name.trim is not a function"
 * in a schema expecting one string was the 500 before).
 */
export function cleanFormData(entries: Iterable<[string, FormDataEntryValue]>, { repeatable = [], shape }: FormOptions = {}) {
  const clean = new FormData();
  let count = 0;
  for (const [rawName, value] of entries) {
    const name = stripControlCharacters(rawName);
    if (++count > FORM_MAX_FIELDS) throw httpError(400, `More than ${FORM_MAX_FIELDS} fields`);
    if (!fieldNameFits(name, shape)) throw httpError(400, `Unexpected field "${name.slice(0, 100)}"`);
    if (clean.has(name) && !repeatable.includes(name)) throw httpError(400, `Field "${name.slice(0, 100)}" given more than once`);
    if (typeof value === "string") clean.append(name, stripControlCharacters(value));
    else clean.append(name, new File([value], stripControlCharacters(value.name), { type: value.type }));
  }
  return clean;
}

/** Parses a body that has been read and checked; 400 when it is not a valid form of its type. */
async function parseFormBody(type: string, contentType: string, body: Uint8Array): Promise<FormData> {
  if (type === "application/x-www-form-urlencoded") {
    const params = new URLSearchParams(Buffer.from(body).toString("utf8"));
    const form = new FormData();
    params.forEach((value, name) => form.append(name, value));
    return form;
  }
  try {
    return await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw httpError(400, "Malformed multipart body");
  }
}

/** Throws 415 unless the request carries a urlencoded or multipart form. */
export function requireFormType(request: Request) {
  const type = mediaType(request);
  if (!isFormType(type)) throw httpError(415, "Expected a form (urlencoded or multipart)");
  if (type === "multipart/form-data" && !/boundary=/i.test(request.headers.get("Content-Type") ?? "")) {
    throw httpError(400, "Multipart body without a boundary");
  }
  return type;
}

/**
 * An action's form body, checked and cleaned (see the module comment). Conform's
 * `parseWithZod(await readForm(request), …)` keeps answering 400 with field messages.
 */
export async function readForm(request: Request, options: FormOptions = {}): Promise<FormData> {
  const type = requireFormType(request);
  const body = await readLimitedBody(request, FORM_BODY_LIMIT);
  const form = await parseFormBody(type, request.headers.get("Content-Type") ?? "", body);
  return cleanFormData(form.entries(), options);
}

/** A JSON body, for the few routes that take one (the page-view beacon); 415/413/400 as for forms. */
export async function readJson(request: Request): Promise<unknown> {
  if (mediaType(request) !== "application/json") throw httpError(415, "Expected application/json");
  const body = await readLimitedBody(request, FORM_BODY_LIMIT);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body).toString("utf8"));
  } catch {
    throw httpError(400, "Malformed JSON body");
  }
  return cleanJson(value);
}

/**
 * A JSON body sent by a beacon from another site (the career-site snippet's POST /collect,
 * issue 14 §1): `navigator.sendBeacon` sends text/plain to avoid a CORS preflight, so text/plain
 * and application/json are both read as JSON. Past `limit` bytes it is a 400 with the reason
 * (the ingest contract: bad input is a 400 with a reason, nothing stored).
 */
export async function readBeaconJson(request: Request, limit: number): Promise<unknown> {
  const type = mediaType(request);
  if (type !== "application/json" && type !== "text/plain") throw httpError(415, "Expected application/json or text/plain");
  let body: Uint8Array;
  try {
    body = await readLimitedBody(request, limit);
  } catch (error) {
    if (error instanceof Response && error.status === 413) throw httpError(400, "body-too-large");
    throw error;
  }
  try {
    return cleanJson(JSON.parse(Buffer.from(body).toString("utf8")));
  } catch {
    throw httpError(400, "malformed-body");
  }
}

function cleanJson(value: unknown): unknown {
  if (typeof value === "string") return stripControlCharacters(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [stripControlCharacters(k), cleanJson(v)]));
  }
  return value;
}

/**
 * The request's URL with every query name and value cleaned of control characters. Loaders read
 * `readUrl(request).searchParams` (and pass the URL on) instead of `new URL(request.url)`.
 */
export function readUrl(request: Request): URL {
  const url = new URL(request.url);
  const entries = [...url.searchParams];
  // the usual case: nothing to clean, and the query stays exactly as the page wrote it
  if (!entries.some(([name, value]) => stripControlCharacters(name + value) !== name + value)) return url;
  const clean = new URLSearchParams(entries.map(([name, value]) => [stripControlCharacters(name), stripControlCharacters(value)]));
  // keep a bare flag such as "?start-campaign" bare
  url.search = clean.toString().replace(/=(?=&|$)/g, "");
  return url;
}

/** The cleaned query of a request. */
export function readQuery(request: Request): URLSearchParams {
  return readUrl(request).searchParams;
}

/**
 * An integer from the query, clamped to [min, max] (default: a page number, 1 to MAX_PAGE);
 * `fallback` when missing or not a number. See clampInt.
 */
export function queryInt(
  params: URLSearchParams,
  name: string,
  options: { min?: number; max?: number; fallback?: number } = {},
) {
  return clampInt(params.get(name), options);
}

/** A route param or query value that must be a UUID: 404 otherwise (it never reaches a uuid column). */
export function requireUuid(value: string | null | undefined): string {
  if (!value || !isUuid(value)) throw httpError(404, "Not Found");
  return value;
}

