import { FETCH_TIMEOUT_MS, MAX_PAYLOAD_BYTES } from "~/lib/vacancies/types";
import { assertFetchable, MAX_REDIRECTS, publicOnlyDispatcher } from "./outbound.server";
import { AtsError, type FetchOptions } from "./types";

/**
 * GET a source's document with the limits of issue 12 §2: at most MAX_PAYLOAD_BYTES in total over
 * every page of one fetch (the body is read as a stream and abandoned at the limit, so a huge feed
 * never sits in memory), a time limit, and non-2xx answers as the source's error.
 */
export class PayloadBudget {
  used = 0;
  constructor(readonly limit = MAX_PAYLOAD_BYTES) {}
}

export async function getText(
  url: string,
  budget: PayloadBudget,
  options: FetchOptions = {},
  accept = "*/*",
) {
  return (await request(url, budget, options, { accept })).text;
}

/**
 * The vendor's answer "too many requests" (HTTP 429) with the wait it asks for (Retry-After, in
 * seconds or as an HTTP date; null when it names none), so an import can wait and try again.
 */
export class RateLimited extends AtsError {
  constructor(readonly retryAfterMs: number | null) {
    super("source", `HTTP 429${retryAfterMs === null ? "" : ` (retry after ${Math.ceil(retryAfterMs / 1000)} s)`}`);
  }
}

export function retryAfterMs(header: string | null, now = Date.now()) {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

interface RequestInit_ {
  accept: string;
  /** credentials of an API (Authorization): sent to the URL's own host only, never on a redirect */
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
}

/** One request under the rules of getText; the answer's text and headers (paging: Link). */
export async function request(url: string, budget: PayloadBudget, options: FetchOptions, init: RequestInit_) {
  const doFetch = options.fetch ?? fetch;
  let response: Response | undefined;
  let current = assertFetchable(url);
  // redirects are followed here, one hop at a time, so every hop passes the same checks
  for (let hop = 0; ; hop++) {
    try {
      response = await doFetch(current, {
        headers: {
          accept: init.accept,
          "user-agent": "Hirewave-ATS-Connector/1.0",
          ...(hop === 0 ? init.headers : {}),
        },
        method: hop === 0 ? (init.method ?? "GET") : "GET",
        body: hop === 0 ? init.body : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
        redirect: "manual",
        // undici's own option (Node's fetch is undici): the connection's DNS lookup is guarded
        ...({ dispatcher: publicOnlyDispatcher() } as RequestInit),
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      if (cause?.code === "EHWPRIVATE") throw new AtsError("forbidden", cause.message ?? current.hostname);
      throw new AtsError("unreachable", err instanceof Error ? err.message : String(err));
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) break;
    await response.body?.cancel();
    if (hop + 1 >= MAX_REDIRECTS) throw new AtsError("source", `more than ${MAX_REDIRECTS} redirects`);
    current = assertFetchable(new URL(location, current).toString());
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new RateLimited(retryAfterMs(response.headers.get("retry-after")));
  }
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new AtsError(
      "source",
      `HTTP ${response.status}${text ? `: ${text.replace(/\s+/g, " ").slice(0, 200)}` : ""}`,
    );
  }
  const declared = Number(response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && budget.used + declared > budget.limit) {
    await response.body?.cancel();
    throw new AtsError("too-large", String(budget.used + declared));
  }
  if (!response.body) return { text: "", headers: response.headers };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    budget.used += value.byteLength;
    if (budget.used > budget.limit) {
      await reader.cancel();
      throw new AtsError("too-large", String(budget.used));
    }
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString("utf8"), headers: response.headers };
}

export async function getJson(
  url: string,
  budget: PayloadBudget,
  options: FetchOptions = {},
): Promise<unknown> {
  return parseJson(await getText(url, budget, options, "application/json"));
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AtsError("malformed", "not JSON");
  }
}
