import express from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit, discardUnreadBody, HIREWAVE_BODY_RULES } from "../../app/services/http/bodyLimit.server";
import { FORM_BODY_LIMIT, readForm } from "../../app/services/http/request.server";
import { remixRequestHandler } from "../../app/services/http/remix-handler.server";
import {
  applyServerTimeouts,
  createHttpServer,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from "../../app/services/http/server-timeouts.server";
import { createReadableStreamFromReadable, type ServerBuild } from "@remix-run/node";
import { postChunkedThenGet } from "../../scripts/bench/raw-keep-alive";
import { loadContext } from "./fixtures";

/**
 * issue 11 §1: the express guard in front of Remix answers 413 over 1 MB (uploads: their own
 * limit) and 415 for a body that is not a form (JSON only where a route takes it), before the body
 * is read; everything else passes through untouched.
 */
const UPLOAD_LIMIT = 3_000_000;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit({ uploads: { "/upload": UPLOAD_LIMIT }, json: ["/beacon"] }));
  // the dummy handler reads the whole body, as Remix would, and says how much arrived
  app.all("*", (req, res) => {
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.byteLength));
    req.on("end", () => res.status(200).type("text/plain").send(`read ${size}`));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

/** A POST whose body is streamed in chunks without Content-Length (Transfer-Encoding: chunked). */
function chunkedPost(path: string, totalBytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: "POST", headers: urlencoded }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // the server may close the connection once it has answered: that is the point
    req.on("error", (error) => (error.message.includes("EPIPE") || error.message.includes("ECONNRESET") ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < totalBytes) {
        const part = chunk.subarray(0, Math.min(chunk.byteLength, totalBytes - sent));
        sent += part.byteLength;
        if (!req.write(part)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("express body guard (issue 11 §1)", () => {
  it("passes a form below the limit through, and GET without a body", async () => {
    const small = await fetch(`${base}/cb`, { method: "POST", body: new URLSearchParams({ name: "x" }) });
    expect(small.status).toBe(200);
    expect(await small.text()).toBe("read 6");
    const exactly = await fetch(`${base}/cb`, { method: "POST", headers: urlencoded, body: "a".repeat(FORM_BODY_LIMIT) });
    expect(await exactly.text()).toBe(`read ${FORM_BODY_LIMIT}`);
    const multipart = new FormData();
    multipart.set("name", "x");
    expect((await fetch(`${base}/cb`, { method: "POST", body: multipart })).status).toBe(200);
    expect((await fetch(`${base}/campaigns?q=x`)).status).toBe(200);
  });

  it("answers 413 above 1 MB (declared length), before reading the body", async () => {
    const response = await fetch(`${base}/cb`, { method: "POST", headers: urlencoded, body: "a".repeat(FORM_BODY_LIMIT + 1) });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Request body too large");
  });

  it("cuts off a streamed body without Content-Length at the limit", async () => {
    const response = await chunkedPost("/cb", FORM_BODY_LIMIT * 3);
    expect(response.status).toBe(413);
    const below = await chunkedPost("/cb", 1000);
    expect(below).toEqual({ status: 200, body: "read 1000" });
  });

  it("gives upload routes their own limit (also for the single-fetch .data URL and a trailing slash)", async () => {
    const upload = "a".repeat(FORM_BODY_LIMIT * 2);
    for (const path of ["/upload", "/upload/", "/upload.data"]) {
      const response = await fetch(`${base}${path}`, { method: "POST", headers: urlencoded, body: upload });
      expect(response.status, path).toBe(200);
    }
    const over = await fetch(`${base}/upload`, { method: "POST", headers: urlencoded, body: "a".repeat(UPLOAD_LIMIT + 1) });
    expect(over.status).toBe(413);
  });

  it("answers 415 for a body that is not a form; JSON only where a route takes it", async () => {
    for (const type of ["application/json", "text/plain", "application/xml"]) {
      const response = await fetch(`${base}/cb`, { method: "POST", headers: { "Content-Type": type }, body: "{}" });
      expect(response.status, type).toBe(415);
    }
    expect((await fetch(`${base}/cb`, { method: "POST", body: new Uint8Array([1]) })).status).toBe(415);
    // a POST without a body has nothing to refuse (the logout button); the route decides
    expect((await fetch(`${base}/cb`, { method: "POST" })).status).not.toBe(415);
    const beacon = await fetch(`${base}/beacon`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(beacon.status).toBe(200);
  });

  it("knows Hirewave's upload and JSON routes", () => {
    expect(Object.keys(HIREWAVE_BODY_RULES.uploads ?? {})).toEqual(["/campaigns/checkout", "/job-description/preview", "/analytics/campaign", "/campaigns/job-ad"]);
    expect(HIREWAVE_BODY_RULES.json).toEqual(["/resources/page-view", "/resources/client-error", "/collect"]);
    // the career-site snippet's beacon sends JSON as text/plain (no CORS preflight), only to /collect
    expect(HIREWAVE_BODY_RULES.beacons).toEqual(["/collect"]);
  });
});

describe("after the guard's 413 nothing else answers (issue 36 §9)", () => {
  it("a route reading a streamed body past the limit gets an error, and its answer is dropped without an error log", async () => {
    const seen: string[] = [];
    // a minimal Remix build: one resource route whose action reads the form as every action does
    const build = {
      mode: "production",
      future: {},
      publicPath: "/",
      assetsBuildDirectory: "",
      isSpaMode: false,
      basename: undefined,
      assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "1" },
      entry: { module: { default: () => new Response("document") } },
      routes: {
        root: { id: "root", path: "", module: { default: () => null } },
        "routes/cb": {
          id: "routes/cb",
          parentId: "root",
          path: "cb",
          module: {
            action: async ({ request }: { request: Request }) => {
              seen.push("action started");
              try {
                await readForm(request);
                seen.push("form read");
              } catch (thrown) {
                seen.push(thrown instanceof Response ? `refused ${thrown.status}` : "body failed");
                throw thrown;
              }
              return new Response("saved");
            },
          },
        },
      },
    } as unknown as ServerBuild;
    const app = express();
    app.use(bodyLimit());
    app.all("*", remixRequestHandler({ build, mode: "production", getLoadContext: () => loadContext() }));
    const errors: unknown[] = [];
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      errors.push(error);
      res.end();
    });
    const guarded = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => guarded.once("listening", resolve));
    const previous = base;
    base = `http://127.0.0.1:${(guarded.address() as AddressInfo).port}`;
    try {
      const response = await chunkedPost("/cb", FORM_BODY_LIMIT * 3);
      expect(response.status).toBe(413);
      // the route's read fails at once (before: it waited for the rest of a body that never came,
      // holding the request open), and its own answer is dropped without an error
      await expect.poll(() => seen, { timeout: 5_000 }).toEqual(["action started", "refused 400"]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors).toEqual([]);
      const small = await fetch(`${base}/cb`, { method: "POST", body: new URLSearchParams({ name: "x" }) });
      expect(await small.text()).toBe("saved");
    } finally {
      base = previous;
      await new Promise((resolve) => guarded.close(resolve));
    }
  });
});

describe("an answer before the body was read discards the rest", () => {
  it("after a route's own 413 (declared length) the next request on the kept-alive connection is answered at once", async () => {
    // the guard lets the upload route's 3 MB through; the route reads the body as a stream, as the
    // Remix adapter does, and refuses it after the first chunk
    const app = express();
    app.use(bodyLimit({ uploads: { "/upload": UPLOAD_LIMIT } }));
    app.use(discardUnreadBody);
    app.all("*", (req, res) => {
      if (req.method === "GET") return void res.type("text/plain").send("page");
      req.once("data", () => {
        req.pause();
        res.status(413).type("text/plain").send("Request body too large");
      });
    });
    const guarded = applyServerTimeouts(app.listen(0, "127.0.0.1"));
    await new Promise((resolve) => guarded.once("listening", resolve));
    const port = (guarded.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, body?: Buffer) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, path: "/upload", method, agent, headers: urlencoded }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on("error", (error) => (error.message.includes("EPIPE") || error.message.includes("ECONNRESET") ? undefined : reject(error)));
        req.setTimeout(5_000, () => req.destroy(new Error("no answer within 5 s")));
        req.end(body);
      });
    try {
      const refused = await send("POST", Buffer.alloc(FORM_BODY_LIMIT * 2, "a"));
      expect(refused).toEqual({ status: 413, connection: "keep-alive" });
      // before: this GET sat behind the unread megabytes until the 65 s keep-alive timeout
      expect(await send("GET")).toEqual({ status: 200, connection: "keep-alive" });
    } finally {
      agent.destroy();
      await new Promise((resolve) => guarded.close(resolve));
    }
  }, 20_000);
});

describe("a chunked body over the limit to a route that answers early (issue 47 §2)", () => {
  /** Answers of a raw keep-alive socket, as text, until `count` answers arrived or `ms` passed. */
  function rawExchange(port: number, writes: (socket: net.Socket) => void, count: number, ms: number) {
    return new Promise<{ answers: string[]; closed: boolean }>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      let text = "";
      let closed = false;
      const answers = () => text.split(/(?=HTTP\/1\.1 \d{3} )/).filter(Boolean);
      const done = () => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ answers: answers(), closed });
      };
      const timer = setTimeout(done, ms);
      socket.on("data", (chunk: Buffer) => {
        text += chunk.toString("latin1");
        if (answers().length >= count && /\r\n\r\n[^]*page$/.test(text)) done();
      });
      socket.on("error", () => undefined);
      socket.on("close", () => {
        closed = true;
        done();
      });
      socket.on("connect", () => writes(socket));
    });
  }

  for (const reads of [false, true]) {
    it(`answers the next request on the same connection (route ${reads ? "reads a chunk first" : "reads nothing"})`, async () => {
      const app = express();
      app.use(bodyLimit({}));
      app.use(discardUnreadBody);
      app.all("*", (req, res) => {
        if (req.method === "GET") return void res.type("text/plain").send("page");
        // /consultant-login for a visitor: a redirect to the sign-in, whatever the body says
        const answer = () => res.redirect(303, "/login");
        if (!reads) return answer();
        req.once("data", () => {
          req.pause();
          answer();
        });
      });
      const guarded = applyServerTimeouts(app.listen(0, "127.0.0.1"));
      await new Promise((resolve) => guarded.once("listening", resolve));
      const port = (guarded.address() as AddressInfo).port;
      try {
        const chunk = Buffer.alloc(64 * 1024, "a");
        const { answers } = await rawExchange(
          port,
          (socket) => {
            socket.write("POST /consultant-login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n");
            // 1.2 MB in 64 kB chunks, then the next request on the same connection
            for (let sent = 0; sent < 1_200_000; sent += chunk.length) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
            socket.write("0\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n");
          },
          2,
          8_000,
        );
        expect(answers.map((a) => a.slice(0, 12))).toEqual(["HTTP/1.1 303", "HTTP/1.1 200"]);
        expect(answers[1]).toMatch(/page$/);
      } finally {
        await new Promise((resolve) => {
          guarded.close(resolve);
          guarded.closeAllConnections();
        });
      }
    }, 20_000);
  }
});

describe("a chunked body over the limit to a route that reads it, as Remix does (issue 47 §2)", () => {
  it("the guard's 413 arrives, the route's read fails, and the next request on the same connection is answered", async () => {
    const seen: string[] = [];
    const app = express();
    app.use(bodyLimit({}));
    app.use(discardUnreadBody);
    app.all("*", (req, res) => {
      if (req.method === "GET") return void res.type("text/plain").send("page");
      // Remix's adapter: a web stream over the request, read to the end
      const reader = createReadableStreamFromReadable(req).getReader();
      const readAll = async (): Promise<void> => ((await reader.read()).done ? undefined : readAll());
      readAll().then(
        () => seen.push("read to the end"),
        () => seen.push("read failed"),
      );
    });
    const guarded = applyServerTimeouts(app.listen(0, "127.0.0.1"));
    await new Promise((resolve) => guarded.once("listening", resolve));
    const port = (guarded.address() as AddressInfo).port;
    try {
      // 5 MB: more than the sockets' buffers hold, so the client is still sending after the 413
      const exchange = await postChunkedThenGet(port, { path: "/form", headers: { "content-type": "application/x-www-form-urlencoded" }, bodyBytes: 5 * 1024 * 1024 }, "/", 10_000);
      expect(exchange).toEqual({ first: 413, second: 200 });
      expect(seen).toEqual(["read failed"]);
    } finally {
      await new Promise((resolve) => {
        guarded.close(resolve);
        guarded.closeAllConnections();
      });
    }
  }, 20_000);
});

describe("a client whose headers never finish (issue 47 §5)", () => {
  it("gets 408 and a closed connection HEADERS_TIMEOUT_MS after its first byte; the whole request gets REQUEST_TIMEOUT_MS", async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    const server = createHttpServer((_req, res) => res.end("ok"));
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const started = Date.now();
      const outcome = await new Promise<{ answer: string; ms: number }>((resolve) => {
        const socket = net.connect(port, "127.0.0.1");
        let answer = "";
        // one more header line every half second, never the blank line that ends them
        const drip = setInterval(() => socket.write(`X-Slow-${Date.now()}: a\r\n`), 500);
        const stop = setTimeout(() => socket.destroy(), HEADERS_TIMEOUT_MS * 3);
        socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n"));
        socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
        socket.on("error", () => undefined);
        socket.on("close", () => {
          clearInterval(drip);
          clearTimeout(stop);
          resolve({ answer, ms: Date.now() - started });
        });
      });
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
      // before: 66 s plus up to 30 s of Node's check interval (seen: 91.8 s)
      expect(outcome.ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
      expect(outcome.ms).toBeLessThan(HEADERS_TIMEOUT_MS + TIMEOUT_CHECK_INTERVAL_MS + 1_500);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 40_000);
});

describe("keep-alive outlives the balancer's idle timeout (issue 36 §8)", () => {
  it("keeps an idle connection 65 s, longer than the 10 s it waits for a request's headers", async () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    const server = createHttpServer((_req, res) => res.end("ok"));
    expect(server.keepAliveTimeout).toBe(65_000);
    // a connection that has been idle longer than Node's default 5 s is still open
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const port = (server.address() as AddressInfo).port;
    const get = () =>
      new Promise<{ socket: unknown }>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port, agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ socket: req.socket }));
        });
        req.on("error", reject);
      });
    try {
      const first = await get();
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const second = await get();
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);
});
