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
  const doFetch = options.fetch ?? fetch;
  let response: Response | undefined;
  let current = assertFetchable(url);
  // redirects are followed here, one hop at a time, so every hop passes the same checks
  for (let hop = 0; ; hop++) {
    try {
      response = await doFetch(current, {
        headers: { accept, "user-agent": "Hirewave-ATS-Connector/1.0" },
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
  if (!response.body) return "";
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
  return Buffer.concat(chunks).toString("utf8");
}

export async function getJson(
  url: string,
  budget: PayloadBudget,
  options: FetchOptions = {},
): Promise<unknown> {
  const text = await getText(url, budget, options, "application/json");
  try {
    return JSON.parse(text);
  } catch {
    throw new AtsError("malformed", "not JSON");
  }
}
