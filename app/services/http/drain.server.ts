import net, { type Socket } from "node:net";
import type { Server } from "node:http";

/**
 * Closing an HTTP server without dropping a request (issue 40, docs/decisions/051).
 * Node's `server.close()` also closes every connection without a request in progress — including
 * one the balancer has just opened whose request the busy event loop has not parsed yet, which
 * nginx then sees reset after sending it (and a POST is never retried). Here only the listener
 * closes; a connection is closed by us when it is idle after at least one request (a keep-alive
 * connection from before the drain), or when it has sent nothing for `idleGraceMs`; the others
 * are answered, with `Connection: close` (server.ts), and end by themselves. Before the listener
 * closes, the connections waiting in its backlog are accepted (see close()).
 */
export function drainable(server: Server, { idleGraceMs = 2_000, acceptWindowMs = 1_000 } = {}) {
  const sockets = new Map<Socket, { requests: number; busy: boolean; since: number }>();
  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted++;
    sockets.set(socket, { requests: 0, busy: false, since: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req, res) => {
    const state = sockets.get(req.socket);
    if (!state) return;
    state.requests++;
    state.busy = true;
    res.once("close", () => {
      state.busy = false;
    });
  });

  return {
    /** Stops accepting connections; resolves once every connection has ended. */
    async close() {
      // Node accepts one waiting connection per turn of the event loop, and closing the listener
      // resets the ones still in its backlog (after the balancer sent their request): turn the
      // loop until two turns accepted nothing (at most `acceptWindowMs`), then close
      const until = Date.now() + acceptWindowMs;
      for (let quiet = 0; quiet < 2 && Date.now() < until; ) {
        const before = accepted;
        await new Promise((resolve) => setImmediate(resolve));
        quiet = accepted === before ? quiet + 1 : 0;
      }
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const sweep = () => {
        const now = Date.now();
        for (const [socket, state] of sockets) {
          if (!state.busy && (state.requests > 0 || now - state.since > idleGraceMs)) socket.destroy();
        }
      };
      sweep();
      const timer = setInterval(sweep, 50);
      await closed;
      clearInterval(timer);
    },
  };
}
