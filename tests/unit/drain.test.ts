import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainable } from "~/services/http/drain.server";

/** Issue 40: a draining server answers what it has accepted and closes only idle connections. */
let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

function rawRequest(port: number, path: string, delayMs = 0) {
  return new Promise<{ status: string; closed: boolean }>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    socket.on("connect", () => {
      setTimeout(() => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`), delayMs);
    });
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve({ status: data.split("\r\n")[0] ?? "", closed: true }));
  });
}

describe("drainable", () => {
  it("finishes requests in flight and serves a connection accepted before the close, then resolves", async () => {
    server = http.createServer((req, res) => {
      res.setHeader("Connection", "close");
      setTimeout(() => res.end("done"), req.url === "/slow" ? 300 : 0);
    });
    const drain = drainable(server);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    const slow = rawRequest(port, "/slow");
    // connected now, its request written only after the close began (a busy event loop's view)
    const late = rawRequest(port, "/late", 100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = drain.close();
    expect((await slow).status).toBe("HTTP/1.1 200 OK");
    expect((await late).status).toBe("HTTP/1.1 200 OK");
    await closing;
    // the listener is closed: a new connection is refused
    await expect(rawRequest(port, "/")).rejects.toThrow(/ECONNREFUSED/);
  });

  it("accepts the connections waiting in the listen backlog instead of resetting them", async () => {
    server = http.createServer((_req, res) => {
      res.setHeader("Connection", "close");
      res.end("ok");
    });
    const drain = drainable(server);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const waiting = [1, 2, 3].map(() => rawRequest(port, "/"));
    // the connects are issued; the kernel completes them while this event loop is busy
    await new Promise((resolve) => process.nextTick(resolve));
    const until = Date.now() + 100;
    while (Date.now() < until) {
      // a busy event loop: the connections wait in the backlog
    }
    const closing = drain.close();
    for (const answer of await Promise.all(waiting)) expect(answer.status).toBe("HTTP/1.1 200 OK");
    await closing;
  });

  it("closes a keep-alive connection that is idle after its request", async () => {
    server = http.createServer((_req, res) => res.end("ok"));
    server.keepAliveTimeout = 60_000;
    const drain = drainable(server);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) => http.get({ port, host: "127.0.0.1", agent }, (res) => res.resume().on("end", resolve)));
    const started = Date.now();
    await drain.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });
});
