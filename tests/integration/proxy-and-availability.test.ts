import express from "express";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, openDatabase, setDatabase } from "../../app/db/client.server";
import { requireCompany } from "../../app/services/auth/gate.server";
import { startLogin } from "../../app/services/auth/login.server";
import { getEnv } from "../../app/platform/env.server";
import { parseTrustProxy } from "../../app/platform/trust-proxy.server";
import { isDatabaseUnavailable, RETRY_AFTER_S } from "../../app/services/http/unavailable.server";
import { requestWithSession, responseOf, signedInMember, argsOf } from "./fixtures";
import { freePort } from "./support/http";

/**
 * issue 11 §3: the client address behind the sign-in limit comes only from trusted proxy hops;
 * issue 11 §4: an unreachable database answers 503 with Retry-After.
 */
const LIMIT = 3;
const servers: Server[] = [];

beforeAll(() => {
  (getEnv() as { LOGIN_RATE_LIMIT: number }).LOGIN_RATE_LIMIT = LIMIT;
  // no IdP is running: a sign-in start under the limit ends at "idp-unavailable"
  (getEnv() as { OIDC_ISSUER: string }).OIDC_ISSUER = "http://127.0.0.1:9";
});

afterAll(() => {
  for (const server of servers) server.close();
});

/** An express app wired like server.ts: trust proxy from TRUST_PROXY, req.ip into startLogin. */
async function signInStarts(trustProxy: string) {
  const app = express();
  app.set("trust proxy", parseTrustProxy(trustProxy));
  app.post("/auth/standard", async (req, res) => {
    const response = await startLogin(argsOf(new Request("http://localhost/auth/standard", { method: "POST" })), "standard", {
      clientIp: req.ip,
    });
    res.status(response.status).json({ location: response.headers.get("Location"), ip: req.ip });
  });
  const port = await freePort();
  servers.push(app.listen(port, "127.0.0.1"));
  return async (forwardedFor?: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/auth/standard`, {
      method: "POST",
      headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
    });
    return (await res.json()) as { location: string; ip: string };
  };
}

describe("trusted proxies (issue 11 §3)", () => {
  it("parses hop counts and address lists, and refuses 'true'", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("loopback, 10.0.0.0/8")).toEqual(["loopback", "10.0.0.0/8"]);
    expect(() => parseTrustProxy("true")).toThrow(/never "true"/);
    expect(() => parseTrustProxy("*")).toThrow();
  });

  it("ignores X-Forwarded-For from a client that is not a trusted proxy: spoofing does not bypass the limit", async () => {
    // the app sits behind a proxy at 10.9.9.9; this test client (127.0.0.1) is not it
    const start = await signInStarts("10.9.9.9");
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i++) answers.push(await start(`203.0.113.${i + 1}`));
    expect(new Set(answers.map((a) => a.ip))).toEqual(new Set(["127.0.0.1"]));
    expect(answers.slice(0, LIMIT).every((a) => a.location === "/login?error=idp-unavailable")).toBe(true);
    expect(answers.slice(LIMIT).every((a) => a.location === "/login?error=rate-limited")).toBe(true);
  });

  it("behind a trusted proxy, limits each real client and ignores addresses the client prepended", async () => {
    // the test client plays the trusted proxy on loopback
    const start = await signInStarts("loopback");
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const answers = [];
    for (let i = 0; i < LIMIT + 1; i++) answers.push(await start(`10.${i}.0.1, ${client}`));
    expect(answers.every((a) => a.ip === client)).toBe(true);
    expect(answers.at(-1)?.location).toBe("/login?error=rate-limited");
    // another client behind the same proxy is not affected
    expect((await start("192.0.2.77")).location).toBe("/login?error=idp-unavailable");
  });
});

describe("database unavailable (issue 11 §4)", () => {
  it("recognises connection failures through drizzle's wrapping", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("invalid input syntax for type uuid"), { code: "22P02" }))).toBe(false);
    expect(isDatabaseUnavailable("nope")).toBe(false);
  });

  it("answers a protected page with 503 and Retry-After while the database is unreachable", async () => {
    const { session } = await signedInMember();
    const request = await requestWithSession("/dashboard", session);
    const working = await getDatabase();
    const down = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:9/nowhere" });
    setDatabase(down);
    try {
      // a new request object: the session of `request` was read while the database was up
      const response = await responseOf(() => requireCompany(argsOf(new Request(request.url, { headers: request.headers }))));
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe(String(RETRY_AFTER_S));
    } finally {
      setDatabase(working);
      await down.close();
    }
  });
});
