import net from "node:net";

/** A tiny HTTP "browser" for driving the bundled IdP in integration tests. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Minimal cookie jar: one host, honours Path and deletion. */
export class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let cookiePath = "/";
      let expired = value === "";
      for (const attribute of attributes) {
        const [key, ...rest] = attribute.split("=");
        const val = rest.join("=");
        if (key.toLowerCase() === "path") cookiePath = val || "/";
        if (key.toLowerCase() === "expires" && Date.parse(val) <= Date.now()) expired = true;
        if (key.toLowerCase() === "max-age" && Number(val) <= 0) expired = true;
      }
      const key = `${name};${cookiePath}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path: cookiePath });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (c) => c.path === "/" || url.pathname === c.path || url.pathname.startsWith(`${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }
}

export async function request(jar: CookieJar, url: string | URL, init: RequestInit = {}) {
  const target = new URL(url);
  const headers = new Headers(init.headers);
  const cookie = jar.header(target);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(target, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

export type Step =
  | { kind: "callback"; url: URL }
  | { kind: "page"; url: URL; status: number; html: string; headers: Headers };

/** Follows redirects inside the IdP; stops at a page or at a redirect to another origin (the app). */
export async function follow(jar: CookieJar, start: string | URL, init?: RequestInit): Promise<Step> {
  let response = await request(jar, start, init);
  let url = new URL(start);
  const idpOrigin = url.origin;
  for (let hops = 0; hops < 10; hops++) {
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get("location")!, url);
      await response.arrayBuffer();
      if (next.origin !== idpOrigin) return { kind: "callback", url: next };
      url = next;
      response = await request(jar, url);
      continue;
    }
    return {
      kind: "page",
      url,
      status: response.status,
      html: await response.text(),
      headers: response.headers,
    };
  }
  throw new Error("too many redirects");
}

export function postForm(jar: CookieJar, url: string | URL, fields: Record<string, string>) {
  return follow(jar, url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

export function formAction(html: string, pageUrl: URL, actionSuffix: string): URL {
  const match = [...html.matchAll(/<form[^>]*action="([^"]+)"/g)]
    .map((m) => m[1])
    .find((a) => a.endsWith(actionSuffix));
  if (!match) throw new Error(`no form ending in ${actionSuffix} in:\n${html}`);
  return new URL(match.replace(/&amp;/g, "&"), pageUrl);
}

export function expectPage(step: Step): asserts step is Extract<Step, { kind: "page" }> {
  if (step.kind !== "page") throw new Error(`expected a page, got a redirect to ${step.url.href}`);
}

export function expectCallback(step: Step): asserts step is Extract<Step, { kind: "callback" }> {
  if (step.kind !== "callback")
    throw new Error(`expected a redirect to the app, got ${step.status}:\n${step.html}`);
}
