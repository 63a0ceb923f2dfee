/**
 * Signs a demo user in by plain HTTP, the way a browser without JavaScript does: POST
 * /auth/standard → the bundled IdP's login form → POST it → (consent, granted by the IdP itself)
 * → the app's callback, which sets the session cookie → the landing page. Returns the app's
 * Cookie header.
 */

/** Cookies of one origin (name → value); enough for the app and the IdP, which use Path=/ only. */
class Jar {
  private cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired =
        value === "" ||
        attributes.some((a) => /^max-age=\s*(0|-)/i.test(a)) ||
        attributes.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now());
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

async function send(jar: Jar, url: URL, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

function location(response: Response, base: URL) {
  const value = response.headers.get("location");
  if (!value) throw new Error(`${response.status} from ${base.href} without a Location`);
  return new URL(value, base);
}

type IdpStep = { kind: "page"; page: string; url: URL; status: number } | { kind: "callback"; callback: URL };

/** Follows redirects inside the IdP; returns its page, or the first URL outside it (the callback). */
async function followIdp(jar: Jar, url: URL, init?: RequestInit): Promise<IdpStep> {
  let response = await send(jar, url, init);
  for (let hops = 0; hops < 15; hops++) {
    if (response.status < 300 || response.status >= 400) {
      return { kind: "page", page: await response.text(), url, status: response.status };
    }
    const next = location(response, url);
    await response.arrayBuffer();
    if (next.origin !== url.origin) return { kind: "callback", callback: next };
    url = next;
    response = await send(jar, url);
  }
  throw new Error("too many redirects at the IdP");
}

export async function signIn(appUrl: string, email: string, password: string): Promise<string> {
  const app = new Jar();
  const start = await send(app, new URL("/auth/standard", appUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: appUrl },
    body: "",
  });
  if (start.status < 300 || start.status >= 400) throw new Error(`POST /auth/standard answered ${start.status}`);
  const authorize = location(start, new URL(appUrl));
  if (authorize.origin === new URL(appUrl).origin) throw new Error(`POST /auth/standard went to ${authorize.href}, not to the IdP`);

  const idp = new Jar();
  const loginPage = await followIdp(idp, authorize);
  if (loginPage.kind !== "page") throw new Error("the IdP skipped its login form");
  const action = [...loginPage.page.matchAll(/<form[^>]*action="([^"]+)"/g)]
    .map((m) => m[1].replace(/&amp;/g, "&"))
    .find((a) => a.endsWith("/login"));
  if (!action) throw new Error(`no login form at ${loginPage.url.href} (${loginPage.status})`);
  const afterLogin = await followIdp(idp, new URL(action, loginPage.url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (afterLogin.kind !== "callback") throw new Error(`sign-in did not return to the app (${afterLogin.status} at ${afterLogin.url.href})`);

  const callback = await send(app, afterLogin.callback);
  await callback.arrayBuffer();
  if (callback.status < 300 || callback.status >= 400) throw new Error(`the callback answered ${callback.status}`);
  // as a browser does: the first gated page picks the company and redirects to itself with the
  // updated session cookie; without following it every measured request would be that redirect
  let landing = location(callback, afterLogin.callback);
  for (let hops = 0; hops < 5; hops++) {
    if (landing.pathname.startsWith("/login")) throw new Error(`sign-in ended at ${landing.pathname}${landing.search}`);
    const page = await send(app, landing);
    await page.arrayBuffer();
    if (page.status === 200) return app.header();
    if (page.status < 300 || page.status >= 400) throw new Error(`${landing.pathname} answered ${page.status} after sign-in`);
    landing = location(page, landing);
  }
  throw new Error("too many redirects after sign-in");
}

/**
 * A page fetched with the session must be the page itself: a redirect to /login (signed out) or
 * to a refresh would make the figures look far better than they are.
 */
export async function assertPage(url: string, cookie: string | undefined) {
  const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(300_000) });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`${url} answered ${response.status}${response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""}, not 200`);
  }
  return body;
}
