/**
 * The bundled IdP's pages speak the reader's language: German and Dutch recruiters who chose their
 * language on Hirewave's /login page were sent to an English sign-in form with <html lang="en">.
 * The page language comes from the authorization request's ui_locales (the app sends the /login
 * page's language), else Accept-Language, else English.
 */
import type { IncomingMessage } from "node:http";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  chooseLocale,
  fromAcceptLanguage,
  fromUiLocales,
  IDP_LOCALES,
  localeOfRequest,
  type IdpLocale,
} from "../../idp/i18n";
import {
  errorPage,
  homePage,
  layout,
  loggedOutPage,
  loginPage,
  logoutPage,
  textErrorPage,
  tooManyStartsPage,
  totpPage,
} from "../../idp/views";

const texts = (locale: IdpLocale) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", locale, "idp.json"), "utf8")) as Record<
    string,
    string
  >;

describe("the IdP's page language", () => {
  it("takes the first supported of ui_locales", () => {
    expect(fromUiLocales("de-DE")).toBe("de-DE");
    expect(fromUiLocales("nl-NL")).toBe("nl-NL");
    expect(fromUiLocales("fr-FR nl de")).toBe("nl-NL");
    expect(fromUiLocales("de-AT")).toBe("de-DE");
    expect(fromUiLocales("nl_BE")).toBe("nl-NL");
    expect(fromUiLocales("en")).toBe("en-US");
    expect(fromUiLocales("fr es")).toBeUndefined();
    expect(fromUiLocales("")).toBeUndefined();
    expect(fromUiLocales(["de"])).toBeUndefined();
  });

  it("reads Accept-Language by weight", () => {
    expect(fromAcceptLanguage("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("de-DE");
    expect(fromAcceptLanguage("fr-FR, nl;q=0.5, en;q=0.7")).toBe("en-US");
    expect(fromAcceptLanguage("fr, nl-BE;q=0.8")).toBe("nl-NL");
    expect(fromAcceptLanguage("de;q=0, nl;q=0.1")).toBe("nl-NL");
    expect(fromAcceptLanguage("*, fr")).toBeUndefined();
    expect(fromAcceptLanguage(undefined)).toBeUndefined();
  });

  it("prefers ui_locales, then Accept-Language, then English", () => {
    expect(chooseLocale({ uiLocales: "nl-NL", acceptLanguage: "de-DE" })).toBe("nl-NL");
    expect(chooseLocale({ uiLocales: "fr-FR", acceptLanguage: "de-DE,de;q=0.9" })).toBe("de-DE");
    expect(chooseLocale({ acceptLanguage: "fr-FR" })).toBe("en-US");
    expect(chooseLocale({})).toBe("en-US");
  });

  it("reads ui_locales from the query of a request the provider has not parsed", () => {
    const request = (url: string, acceptLanguage?: string) =>
      ({ url, headers: { "accept-language": acceptLanguage } }) as unknown as IncomingMessage;
    expect(localeOfRequest(request("/auth?client_id=x&ui_locales=de-DE"))).toBe("de-DE");
    expect(localeOfRequest(request("/auth?ui_locales=fr", "nl-NL"))).toBe("nl-NL");
    expect(localeOfRequest(request("/interaction/abc", "de"))).toBe("de-DE");
    expect(localeOfRequest(request("/"))).toBe("en-US");
  });
});

describe("the IdP's pages in three languages", () => {
  const LOGOUT_FORM = '<form id="op.logoutForm" method="post" action="/session/end/confirm"></form>';
  const pages = (locale: IdpLocale) => ({
    login: loginPage({ uid: "u1", locale }),
    "login (two-factor client)": loginPage({ uid: "u1", mfaClient: true, locale }),
    "login, wrong password": loginPage({ uid: "u1", email: "a@b.c", error: "credentials", locale }),
    "login, rate limited": loginPage({ uid: "u1", error: "rate-limited", locale }),
    "one-time code": totpPage({ uid: "u1", email: "a@b.c", locale }),
    "one-time code, invalid": totpPage({ uid: "u1", email: "a@b.c", error: true, locale }),
    "sign-out": logoutPage(LOGOUT_FORM, locale),
    "signed out": loggedOutPage("http://app.test", locale),
    "too many sign-ins": tooManyStartsPage(locale, "http://app.test"),
    "protocol error": errorPage({ locale, message: "m", appUrl: "http://app.test" }),
    expired: textErrorPage(
      locale,
      { title: "error.expired.title", message: "error.expired.message" },
      { appUrl: "http://app.test" },
    ),
    home: homePage("http://app.test", locale),
  });

  it("renders the German sign-in form", () => {
    const html = loginPage({ uid: "u1", locale: "de-DE" });
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain("<title>Bei Hirewave anmelden</title>");
    expect(html).toContain('<label for="email">E-Mail</label>');
    expect(html).toContain('<label for="password">Passwort</label>');
    expect(html).toContain('<button type="submit" class="primary">Anmelden</button>');
    expect(html).toContain("Abbrechen und zurück zu Hirewave");
  });

  it("renders the Dutch sign-in form", () => {
    const html = loginPage({ uid: "u1", locale: "nl-NL" });
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain("<title>Inloggen bij Hirewave</title>");
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Wachtwoord</label>');
    expect(html).toContain('<button type="submit" class="primary">Inloggen</button>');
  });

  it("keeps the English pages as they were", () => {
    const html = loginPage({ uid: "u1", email: "a@b.c", error: "credentials" });
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain("<title>Hirewave sign-in – error</title>");
    expect(html).toMatch(/role="alert"[^>]*>Incorrect email or password</);
    expect(totpPage({ uid: "u1", email: "a@b.c" })).toContain("<label for=\"code\">One-time code</label>");
    expect(tooManyStartsPage("en-US")).toContain("<h1>Too many sign-ins</h1>");
  });

  it("says the errors in the page's language", () => {
    expect(loginPage({ uid: "u", error: "credentials", locale: "de-DE" })).toMatch(
      /role="alert"[^>]*>E-Mail oder Passwort ist falsch</,
    );
    expect(loginPage({ uid: "u", error: "rate-limited", locale: "nl-NL" })).toContain(
      "Te veel pogingen. Probeer het later opnieuw.",
    );
    expect(totpPage({ uid: "u", email: "a@b.c", error: true, locale: "de-DE" })).toMatch(
      /role="alert"[^>]*>Ungültiger Code</,
    );
    expect(tooManyStartsPage("nl-NL")).toContain("<title>Te veel inlogpogingen – Hirewave</title>");
    expect(tooManyStartsPage("de-DE")).toContain("<h1>Zu viele Anmeldeversuche</h1>");
  });

  it("puts the e-mail into the code step's sentence as markup, escaped", () => {
    const html = totpPage({ uid: "u", email: "<b>x</b>@y.z", locale: "nl-NL" });
    expect(html).toContain("Je logt in als <strong>&lt;b&gt;x&lt;/b&gt;@y.z</strong>.");
  });

  for (const locale of IDP_LOCALES) {
    it(`${locale}: every page has lang="${locale}" and no text of another language`, () => {
      const own = new Set(Object.values(texts(locale)));
      // texts of the other languages that this one does not share (brand-only titles are shared)
      const foreign = IDP_LOCALES.filter((other) => other !== locale)
        .flatMap((other) => Object.values(texts(other)))
        .filter((value) => !own.has(value) && !value.includes("{{"));
      for (const [name, html] of Object.entries(pages(locale))) {
        expect(html, name).toContain(`<html lang="${locale}">`);
        const visible = html.replace(/<style>[\s\S]*?<\/style>/, "");
        const leaked = foreign.filter((value) => visible.includes(`>${value}<`));
        expect(leaked, name).toEqual([]);
      }
    });
  }

  it("has every text in every language, none left in English in de/nl", () => {
    const en = texts("en-US");
    for (const locale of ["de-DE", "nl-NL"] as const) {
      const translated = texts(locale);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
      const same = Object.keys(en).filter(
        (key) => translated[key] === en[key] && !/^\{\{\w+\}\} – Hirewave$/.test(en[key]),
      );
      expect(same, locale).toEqual([]);
    }
  });
});

describe("the IdP's pages carry the app's icon", () => {
  it("inline, so the browser does not ask the IdP for /favicon.ico (a 404 logged on every sign-in)", () => {
    const html = layout({ title: "t", body: "" });
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg/);
  });
});
