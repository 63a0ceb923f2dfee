import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { clientErrors, users } from "../../app/db/schema";
import { NAME_MAX } from "../../app/lib/validation/profile";
import { getUserById, upsertUserFromOidc } from "../../app/models/user.server";
import { action as profileAction, loader as profileLoader } from "../../app/routes/settings/profile";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";
import { CLIENT_ERROR_LIMIT_PER_MINUTE, withoutPersonalData } from "../../app/lib/client-errors";
import { action as clientErrorAction } from "../../app/routes/resources/client-error";
import { CampaignLink } from "../../app/components/analytics/sections";
import { CenteredPage, InsideMain } from "../../app/components/auth/centered-page";
import { I18nProvider } from "~/lib/i18n/react";
import { getT, i18nForRender } from "../../app/services/i18n/i18next.server";

/** Issue 42: the residue of the spec, item by item (the items with a screen part). */

function render(node: ReactNode, locale: "en-US" | "de-DE" | "nl-NL" = "en-US") {
  return renderToStaticMarkup(
    createElement(I18nProvider, { i18n: i18nForRender(locale) }, createElement(MemoryRouter, null, node)),
  );
}

describe("§9 analytics' campaign list", () => {
  it("links the campaign name to campaign performance and its analytics as the secondary link", () => {
    const html = render(createElement(CampaignLink, { id: "c1", name: "Nurses" }));
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(["/campaign-performance/campaign/?id=c1", "/analytics/campaign?id=c1"]);
    expect(html).toMatch(/>Nurses<\/a>/);
    expect(html).toContain("Campaign analytics");
  });
});

describe("§22 one main landmark per page", () => {
  it("a centred page (error, not found) opens <main> on its own but not inside the shell's", () => {
    const page = createElement(CenteredPage, { title: "Error", children: "x" });
    expect(render(page).match(/<main/g)).toHaveLength(1);
    expect(render(createElement(InsideMain.Provider, { value: true }, page))).not.toContain("<main");
  });

  it("the analytics overview is titled Analytics overview (spec 1 §2) in three languages", async () => {
    const titles = await Promise.all(
      (["en-US", "de-DE", "nl-NL"] as const).map(async (l) => (await getT(l, "analytics"))("titles.overview")),
    );
    expect(titles).toEqual(["Analytics overview", "Analytics-Übersicht", "Analytics-overzicht"]);
  });
});

describe("§17 uncaught browser errors are reported (spec 1 §8)", () => {
  const post = (body: unknown, ip: string) =>
    clientErrorAction({
      request: new Request("http://localhost:3000/resources/client-error", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
      }),
      params: {},
      context: loadContext({ clientIp: ip }),
    });

  it("masks query strings, e-mail addresses and long numbers", () => {
    expect(withoutPersonalData("at https://x.example/app.js?token=abc#frag:1:2 and /cb?id=1&email=a@b.de")).toBe(
      "at https://x.example/app.js:1:2 and /cb",
    );
    expect(withoutPersonalData("no user jane.doe@example.com, phone 0791112345")).toBe("no user [email], phone [number]");
  });

  it("keeps the report without personal data and writes it to the log; 10 per minute per address", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const stack = "TypeError: x is undefined\n    at f (http://localhost:3000/assets/a.js?v=1:3:7)";
    const response = await post(
      { kind: "error", message: "TypeError: x is undefined for bob@example.com", source: "http://localhost:3000/assets/a.js?v=1", line: 3, column: 7, stack, page: "/dashboard" },
      ip,
    );
    expect(response.status).toBe(204);
    const rows = await (await getDb()).select().from(clientErrors).where(eq(clientErrors.page, "/dashboard"));
    const row = rows.find((r) => r.message.startsWith("TypeError: x is undefined for"))!;
    expect(row).toMatchObject({
      kind: "error",
      message: "TypeError: x is undefined for [email]",
      source: "http://localhost:3000/assets/a.js",
      line: 3,
      column: 7,
      stack: "TypeError: x is undefined\n    at f (http://localhost:3000/assets/a.js:3:7)",
    });
    expect((await post({ kind: "error", message: "", page: "/x" }, ip)).status).toBe(400);
    for (let i = 2; i < CLIENT_ERROR_LIMIT_PER_MINUTE; i++) await post({ kind: "unhandledrejection", message: "m", page: "/x" }, ip);
    expect((await post({ kind: "unhandledrejection", message: "m", page: "/x" }, ip)).status).toBe(429);
    expect(CLIENT_ERROR_LIMIT_PER_MINUTE).toBe(10);
  });
});

describe("§14 users change their own name (spec 1 §7 userinfo.name.update)", () => {
  const save = async (session: { userId: string; companyId: string }, fields: Record<string, string>) =>
    responseOf(async () =>
      profileAction({
        request: await requestWithSession("/settings/profile", session, { method: "POST", body: new URLSearchParams(fields) }),
        params: {},
        context: loadContext(),
      }),
    );

  it("saves a trimmed first and last name; the next sign-in keeps it", async () => {
    const { session, user } = await signedInMember();
    const saved = await save(session, { firstName: "  Ada ", lastName: "Lovelace" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/settings/profile");
    const page = await profileLoader({ request: await requestWithSession("/settings/profile", session), params: {}, context: loadContext() });
    expect(page.user).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    await upsertUserFromOidc({ issuer: row.oidcIssuer, subject: row.oidcSubject, email: row.email, firstName: "Provider", lastName: "Name" });
    expect(await getUserById(user.id)).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("a blank name, an @ or more than 100 characters is refused with the field's message", async () => {
    const { session, user } = await signedInMember();
    const before = await getUserById(user.id);
    const refused = await save(session, { firstName: " ", lastName: "a@b" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toEqual({ firstName: ["form.warning.field-required"], lastName: ["form.warning.no-at-sign"] });
    const long = await save(session, { firstName: "x".repeat(NAME_MAX + 1), lastName: "y" });
    expect((await long.json()).error).toEqual({ firstName: ['form.warning.max-length::{"max":100}'] });
    expect(await getUserById(user.id)).toMatchObject({ firstName: before.firstName, lastName: before.lastName });
  });
});
