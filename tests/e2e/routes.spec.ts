import { expect, test } from "@playwright/test";
import { login } from "./fixtures";

/** Redirects, not-found, health, security headers and page views (issue 2 §6, §8; spec 1 §2). */

const REDIRECTS: [from: string, to: string][] = [
  ["/start-campaign?a=1", "/dashboard?start-campaign&a=1"],
  ["/start-campaign", "/dashboard?start-campaign"],
  ["/campaigns/share?id=X", "/share-campaign?id=X"],
  ["/analytics/get-started?a=1", "/analytics-get-started?a=1"],
  ["/order-summary?id=X", "/campaign-performance/campaign?id=X"],
  ["/campaigns/builder/?id=X", "/cb?id=X"],
  ["/search-channels/?id=X", "/media-channels-cb?id=X"],
  ["/search-channels?q=x", "/media-channels?q=x"],
  ["/?a=1&b=2", "/dashboard?a=1&b=2"],
  ["/", "/dashboard"],
];

for (const [from, to] of REDIRECTS) {
  test(`${from} redirects to ${to} keeping the query`, async ({ page }) => {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(to);
  });
}

test("an unknown path shows the not-found page with a link to the dashboard", async ({ page }) => {
  const response = await page.goto("/no/such/page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Hirewave");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const link = page.getByRole("link", { name: "Go to the dashboard" });
  await expect(link).toHaveAttribute("href", "/dashboard");
  await link.click();
  // not signed in: the dashboard sends to the login
  await expect(page).toHaveURL(/\/login$/);
});

test("public files and built assets are served with their caching headers", async ({ request }) => {
  // public/ is served only for paths with a dot in the last segment (server.ts): a page never is
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toContain("image/svg+xml");
  expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");
  // browsers ask for /favicon.ico on their own, whatever the page declares: without the file every
  // first page view logged a 404 in the console
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const login = await request.get("/login");
  const asset = /\/assets\/[^"]+\.js/.exec(await login.text())?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.status()).toBe(200);
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("pages are compressed with brotli or gzip, as the browser asks", async ({ request }) => {
  for (const encoding of ["br", "gzip"]) {
    // Playwright's request context decodes the body itself, so the text proves a whole stream
    const response = await request.get("/login", { headers: { "Accept-Encoding": encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(await response.text()).toContain("</html>");
  }
});

test("/healthz and /readyz answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe("ok");
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready" });
});

test("pages carry the security headers and a nonce CSP", async ({ page }) => {
  const response = await page.goto("/login");
  expect(response).not.toBeNull();
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toBeTruthy();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toMatch(/script-src [^;]*'nonce-/);
  expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // every script of the page carries the response's nonce (the CSP is enforced, so the page works)
  const scriptNonces = await page
    .locator("script")
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  for (const value of scriptNonces) expect(value).toBe(nonce);
  // a fresh nonce on every response
  const again = await page.request.get("/login");
  expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
});

test("an old #/ share link opens the share page, signed out too (issue 42 §4)", async ({ page }) => {
  const id = "3f1d2c1e-8b7a-4c2d-9e1f-0a1b2c3d4e5f";
  // "/" → /dashboard → /login; the page's inline script (with the CSP nonce) maps the hash
  await page.goto(`/#/share-campaign/?id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/share-campaign/\\?id=${id}$`));
});

test("a cross-origin POST is refused with 403", async ({ page, baseURL }) => {
  const evil = await page.request.post("/logout", {
    headers: { Origin: "http://evil.example" },
    maxRedirects: 0,
  });
  expect(evil.status()).toBe(403);
  const evilReferer = await page.request.post("/resources/locale", {
    headers: { Referer: "http://evil.example/page" },
    form: { locale: "de-DE" },
    maxRedirects: 0,
  });
  expect(evilReferer.status()).toBe(403);
  // control: the same request from our own origin is accepted
  const own = await page.request.post("/logout", {
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(303);
  expect(own.headers()["location"]).toBe("/logging-out");
});

test("a navigation while signed in sends a page-view event", async ({ page }) => {
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();

  // sent with navigator.sendBeacon (Playwright does not expose a beacon's body). Waiting for a
  // response, not a request: a beacon of the page being left may never report its response
  // (CI saw request.response() give null once)
  const pageView = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === "/resources/page-view",
  );
  await page.goto("/dashboard?pv=1");
  expect((await pageView).status()).toBe(204);
});

test("a page-view event carries URL, title, locale and campaign id", async ({ page }) => {
  // without sendBeacon the tracker falls back to fetch, whose JSON body Playwright can read
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "sendBeacon", {
      value: undefined,
      configurable: true,
    });
  });
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "My campaigns" })).toBeVisible();

  const campaignId = "2f9c6a52-3c1e-4d7a-9d55-8a0f3b1c2d4e";
  const pageView = page.waitForRequest(
    (request) =>
      request.method() === "POST" &&
      new URL(request.url()).pathname === "/resources/page-view" &&
      (request.postData() ?? "").includes(campaignId),
  );
  await page.goto(`/dashboard?id=${campaignId}`);
  const request = await pageView;
  expect(request.postDataJSON()).toEqual({
    url: `/dashboard?id=${campaignId}`,
    title: "Dashboard | Hirewave",
    locale: "en-US",
    campaignId,
  });
  expect((await request.response())?.status()).toBe(204);
});

test("no page-view event is sent while signed out", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/resources/page-view") sent.push(request.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await page.goto("/logged-out");
  await expect(page.getByRole("link", { name: "Sign in again" })).toBeVisible();
  expect(sent).toEqual([]);
  // and the endpoint refuses anonymous events
  const anonymous = await page.request.post("/resources/page-view", {
    data: { url: "/dashboard", title: "x", locale: "en-US" },
  });
  expect(anonymous.status()).toBe(401);
});

test("on a narrow screen the navigation opens from the Menu button, 240 px wide (spec 1 §9)", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await login(page, "recruiter");
  await expect(page).toHaveURL(/\/dashboard/);
  const menu = page.locator("details").filter({ has: page.locator("summary").filter({ hasText: "Menu" }) });
  await menu.locator("summary").click();
  const panel = menu.locator('[role="presentation"]');
  await expect(panel.getByRole("link", { name: "Campaigns" })).toBeVisible();
  expect((await panel.boundingBox())?.width).toBe(240);
});

test("a signed-in page says where its time went (Server-Timing: db, render, total)", async ({ page }) => {
  await login(page, "recruiter");
  const response = await page.request.get("/campaigns");
  expect(response.status()).toBe(200);
  const timing = response.headers()["server-timing"] ?? "";
  const ms = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1] ?? NaN);
  // the page's statements and its render ran inside the request, in the Remix build's bundle
  expect(ms("db")).toBeGreaterThan(0);
  expect(ms("render")).toBeGreaterThan(0);
  expect(ms("total")).toBeGreaterThanOrEqual(ms("render"));
});
