import net from "node:net";

/**
 * One kept-alive connection as a plain HTTP/1.1 client uses it (issue 47 §2): a POST whose body is
 * sent chunked and in full — also after the server has answered early — followed on the same
 * connection by a GET. Written on a raw socket because Node's own http client stops writing a body
 * once the answer to it has arrived (its 'drain' never comes), so with it a 5 MB body hung on the
 * client's side while the server was reading (seen with a byte counter on the server's socket).
 *
 * Resolves with the two answers' statuses: 0 when the connection was lost before the first answer,
 * -1 when none came within `boundMs`, and "closed" for the second when the server had announced
 * `Connection: close` on the first (it may then close instead of reading the rest).
 */
export interface RawExchange {
  first: number;
  second: number | "closed";
}

interface Answer {
  status: number;
  close: boolean;
}

/** Reads HTTP/1.1 answers off a byte stream: status line, headers, then a body by length or chunks. */
function answerParser(onAnswer: (answer: Answer) => void) {
  let buffer = Buffer.alloc(0);
  return (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    for (;;) {
      const headEnd = buffer.indexOf("\r\n\r\n");
      if (headEnd < 0) return;
      const head = buffer.subarray(0, headEnd).toString("latin1");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const header = (name: string) => new RegExp(`\\r\\n${name}:\\s*([^\\r]*)`, "i").exec(head)?.[1]?.trim().toLowerCase();
      let end = headEnd + 4;
      if (header("transfer-encoding") === "chunked") {
        for (;;) {
          const lineEnd = buffer.indexOf("\r\n", end);
          if (lineEnd < 0) return;
          const size = parseInt(buffer.subarray(end, lineEnd).toString("latin1"), 16);
          if (buffer.length < lineEnd + 2 + size + 2) return;
          end = lineEnd + 2 + size + 2;
          if (size === 0) break;
        }
      } else {
        end += Number(header("content-length") ?? 0);
        if (buffer.length < end) return;
      }
      buffer = buffer.subarray(end);
      onAnswer({ status, close: header("connection") === "close" });
    }
  };
}

export function postChunkedThenGet(
  port: number,
  post: { path: string; headers: Record<string, string>; bodyBytes: number },
  getPath: string,
  boundMs: number,
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const answers: Answer[] = [];
    const socket = net.connect(port, "127.0.0.1");
    let done = false;
    const finish = (result: RawExchange) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const settleOnClose = () => {
      if (answers.length === 0) return finish({ first: 0, second: -1 });
      finish({ first: answers[0].status, second: answers[0].close ? "closed" : 0 });
    };
    const timer = setTimeout(() => finish({ first: answers[0]?.status ?? -1, second: -1 }), boundMs);
    socket.on(
      "data",
      answerParser((answer) => {
        answers.push(answer);
        if (answers.length === 2) finish({ first: answers[0].status, second: answer.status });
      }),
    );
    socket.on("close", settleOnClose);
    socket.on("error", () => undefined);
    const head = Object.entries({ host: `localhost:${port}`, ...post.headers, "transfer-encoding": "chunked" })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST ${post.path} HTTP/1.1\r\n${head}\r\n`);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let left = post.bodyBytes;
    const write = () => {
      while (left > 0 && !socket.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, left));
        left -= part.length;
        if (!socket.write(Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")]))) {
          socket.once("drain", write);
          return;
        }
      }
      if (!socket.destroyed) socket.write(`0\r\n\r\nGET ${getPath} HTTP/1.1\r\nhost: localhost:${port}\r\n\r\n`);
    };
    write();
  });
}
