import { PGlite } from "@electric-sql/pglite";
import express from "express";
import type { AddressInfo } from "node:net";
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { getTaxonomy } from "../../app/models/taxonomy.server";
import { takeTurns } from "../../app/db/pglite-turns.server";
import { registerGauge, routeLabel } from "../../app/platform/metrics/metrics.server";
import { addRenderTime, newTimings, requestTimings, withRequestTimings, type Timings } from "../../app/platform/metrics/request-timings.server";
import { metricsEndpoint, serverTiming } from "../../app/platform/metrics/server-timing.server";

/** issue 39 §6: Server-Timing on every answer, and a Prometheus endpoint behind a token. */
const TOKEN = "a-metrics-token-for-the-test";
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.timings = newTimings();
    withRequestTimings(res.locals.timings as Timings, next);
  });
  app.use(serverTiming);
  app.get("/metrics", metricsEndpoint(TOKEN));
  app.get("/campaigns/:id", (_req, res) => {
    addRenderTime(res.locals.timings as Timings, 12.5);
    res.type("text/plain").send("page");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("Server-Timing and /metrics", () => {
  it("names db, render and total on an answer", async () => {
    const response = await fetch(`${base}/campaigns/0b7c3a52-5a43-4d3e-9d1f-3c1f4a0e9b11`);
    expect(response.headers.get("server-timing")).toMatch(/^db;dur=0\.0, render;dur=12\.5, total;dur=\d+\.\d$/);
  });

  it("answers Prometheus only with the token, with durations by route and the registered gauges", async () => {
    registerGauge("hirewave_test_gauge", "A gauge of the test", "state", () => ({ idle: 3, busy: 1 }));
    await fetch(`${base}/campaigns/5d6e2c8f-1f7b-4a3e-8c55-2b9a0f1d3e22`);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: "Bearer wrong-token-of-same-size!!!" } })).status).toBe(401);
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/hirewave_http_request_duration_seconds_count\{route="\/campaigns\/:id",method="GET",status="2xx"\} [2-9]/);
    expect(text).toContain('hirewave_test_gauge{state="idle"} 3');
    expect(text).toContain("hirewave_process_resident_memory_bytes");
  });

  it("counts a cache's hits and misses and its entries (decision 066)", async () => {
    const scrape = async () => {
      const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      const figure = (metric: string) => Number(text.match(new RegExp(`^${metric}\\{cache="taxonomy"\\} (\\d+)$`, "m"))?.[1] ?? 0);
      return { hits: figure("hirewave_cache_hits_total"), misses: figure("hirewave_cache_misses_total"), entries: figure("hirewave_cache_entries") };
    };
    const before = await scrape();
    await getTaxonomy();
    await getTaxonomy();
    await getTaxonomy();
    const after = await scrape();
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(2);
    expect(after.misses - before.misses).toBeLessThanOrEqual(1);
    expect(after.entries).toBe(1);
  });

  it("has no endpoint without a configured token", async () => {
    const app = express();
    app.get("/metrics", metricsEndpoint(undefined));
    app.use((_req, res) => res.status(404).send("not found"));
    const bare = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => bare.once("listening", resolve));
    try {
      expect((await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/metrics`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  });

  it("labels a route by its shape: ids replaced, single fetch folded, assets and 404s one label each", () => {
    expect(routeLabel("/campaigns/5d6e2c8f-1f7b-4a3e-8c55-2b9a0f1d3e22/edit", 200)).toBe("/campaigns/:id/edit");
    expect(routeLabel("/dashboard.data", 200)).toBe("/dashboard");
    expect(routeLabel("/jobs/123", 200)).toBe("/jobs/:n");
    expect(routeLabel("/assets/framework-abc.js", 200)).toBe("/assets");
    expect(routeLabel("/made-up/path", 404)).toBe("not found");
    expect(routeLabel("/", 200)).toBe("/");
  });
});

describe("statement time counts towards the request's db timing", () => {
  it("on PGlite (the server's instance takes turns)", async () => {
    const pglite = takeTurns(await PGlite.create("memory://"));
    try {
      const db = await withRequestTimings(newTimings(), async () => {
        await pglite.query("select pg_sleep(0.02)");
        return requestTimings()!.db;
      });
      expect(db).toBeGreaterThanOrEqual(15);
    } finally {
      await pglite.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL (every statement of the pool's connections)", async () => {
    const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL! });
    try {
      const db = await withRequestTimings(newTimings(), async () => {
        await handle.query("select pg_sleep(0.02)", []);
        return requestTimings()!.db;
      });
      expect(db).toBeGreaterThanOrEqual(15);
    } finally {
      await handle.close();
    }
  });
});
