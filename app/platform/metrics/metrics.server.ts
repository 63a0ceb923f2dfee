import client from "prom-client";
import { cacheStats } from "../cache.server";
import { processShared } from "../process-shared.server";

/**
 * What operators can see of a running instance (issue 39 §6), in Prometheus' text format at
 * /metrics: request durations by route, the database pool, the admission queue, job queues and
 * Node's own process figures. One registry per process: server.ts and the Remix build both import
 * this module (process-shared.server.ts).
 */
interface Metrics {
  registry: client.Registry;
  requestDuration: client.Histogram<"route" | "method" | "status">;
  /** the current reader of each gauge; re-registering (a new pool in tests) replaces it */
  readers: Map<string, () => Promise<Record<string, number>> | Record<string, number>>;
}

const metrics = processShared<Metrics>("metrics", () => {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "hirewave_" });
  return {
    registry,
    requestDuration: new client.Histogram({
      name: "hirewave_http_request_duration_seconds",
      help: "Time from a request's arrival to the last byte of its response, by route",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    readers: new Map(),
  };
});

// per cache: hits, misses and evictions (a hit ratio is hits / (hits + misses)) and entries (decision 066)
processShared("metrics-caches", () => {
  const counter = (name: string, help: string, field: "hits" | "misses" | "evictions") =>
    new client.Counter({
      name,
      help,
      labelNames: ["cache"],
      registers: [metrics.registry],
      collect() {
        this.reset();
        for (const s of cacheStats()) this.inc({ cache: s.name }, s[field]);
      },
    });
  return [
    counter("hirewave_cache_hits_total", "Look-ups a cache answered", "hits"),
    counter("hirewave_cache_misses_total", "Look-ups a cache did not answer", "misses"),
    counter("hirewave_cache_evictions_total", "Entries a cache dropped for its bound or TTL", "evictions"),
    new client.Gauge({
      name: "hirewave_cache_entries",
      help: "Entries a cache holds",
      labelNames: ["cache"],
      registers: [metrics.registry],
      collect() {
        this.reset();
        for (const s of cacheStats()) this.set({ cache: s.name }, s.size);
      },
    }),
  ];
});

/**
 * A gauge whose values are read when Prometheus scrapes. `read` returns one value per label value
 * of `label` (e.g. { idle: 3, total: 10 }).
 */
export function registerGauge(
  name: string,
  help: string,
  label: string,
  read: () => Promise<Record<string, number>> | Record<string, number>,
) {
  const known = metrics.readers.has(name);
  metrics.readers.set(name, read);
  if (known) return;
  new client.Gauge({
    name,
    help,
    labelNames: [label],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      const values = await metrics.readers.get(name)!();
      for (const [value, n] of Object.entries(values)) this.set({ [label]: value }, n);
    },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The route a request counts under: its path with ids replaced and the single-fetch suffix
 * dropped, so a route is one label whatever its ids; assets are one label, and a 404 another
 * (made-up paths must not make new labels).
 */
export function routeLabel(path: string, status: number) {
  if (path.startsWith("/assets/")) return "/assets";
  if (status === 404) return "not found";
  const segments = path
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean)
    .slice(0, 4)
    .map((segment) => (UUID.test(segment) ? ":id" : /^\d+$/.test(segment) ? ":n" : segment));
  return `/${segments.join("/")}`;
}

export function observeRequest(route: string, method: string, status: number, seconds: number) {
  metrics.requestDuration.observe({ route, method, status: `${Math.floor(status / 100)}xx` }, seconds);
}

export function metricsText() {
  return metrics.registry.metrics();
}

export const METRICS_CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;
