import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { keepConnectionsAlive } from "@alm/service";

/**
 * forward: pass calls to the api; hang: accept and never answer (calls whose path matches `path`
 * only, when given: the others are forwarded); refuse: nothing listens (the
 * connection is refused); slow: forward after a pause (calls to `path` only, when given); reset: close the connection of the next
 * `count` calls (to `path` only, when given) unanswered (as a server does that ends an idle
 * kept-alive connection just as a request arrives on it), then forward; status: answer the calls
 * to `path` with `status`, the others forwarded. A WebSocket (the hub's) is always passed through.
 */
export type UpstreamMode =
  | { kind: "forward" }
  | { kind: "hang"; path?: RegExp }
  | { kind: "refuse" }
  | { kind: "slow"; ms: number; path?: string }
  | { kind: "reset"; count: number; path?: string }
  | { kind: "status"; status: number; path: string };

export interface FaultyUpstream {
  url: string;
  /** Paths (without the query) of the calls that reached it, in order; refused ones never do. */
  calls: string[];
  /** Paths of the hung calls whose caller gave up on them (closed the connection). */
  abandoned: string[];
  set(mode: UpstreamMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real HTTP server in front of the api whose behaviour a test switches: the gateway meets a
 * hung, refusing or slow upstream over the wire, as in production, with no stub in its code.
 */
export async function startFaultyUpstream(target: string): Promise<FaultyUpstream> {
  const upstream = new URL(target);
  const calls: string[] = [];
  const abandoned: string[] = [];
  let mode: UpstreamMode = { kind: "forward" };
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const pass = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    pass.on("error", () => res.destroy());
    req.pipe(pass);
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    calls.push(path);
    if (mode.kind === "hang" && (!mode.path || mode.path.test(path))) {
      res.once("close", () => abandoned.push(path));
      return;
    }
    if (mode.kind === "reset" && mode.count > 0 && (!mode.path || mode.path === path)) {
      mode.count--;
      req.socket.destroy();
      return;
    }
    if (mode.kind === "status" && mode.path === path) {
      // In the api's envelope, as the api's own refusals are.
      const message = `The test's upstream answers ${mode.status} to ${path}.`;
      const envelope = {
        message,
        didError: true,
        errorMessage: message,
        errorMessages: [message],
        data: null,
      };
      res.writeHead(mode.status, { "content-type": "application/json" }).end(JSON.stringify(envelope));
      return;
    }
    if (mode.kind === "slow" && (!mode.path || mode.path === path))
      setTimeout(() => forward(req, res), mode.ms);
    else forward(req, res);
  });
  // The upgrade request as it came, then both ways as they are.
  const upgraded = new Set<Socket | Duplex>();
  server.on("upgrade", (req: IncomingMessage, socket, head: Buffer) => {
    upgraded.add(socket);
    socket.once("close", () => upgraded.delete(socket));
    const pass = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      pass.write(`${lines.join("\r\n")}\r\n\r\n`);
      pass.write(head);
      socket.pipe(pass).pipe(socket);
    });
    pass.on("error", () => socket.destroy());
    socket.on("error", () => pass.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const stopListening = () =>
    new Promise<void>((resolve) => {
      // Kept-alive connections would still reach it: a refusing upstream has none.
      server.closeAllConnections();
      // The server no longer counts an upgraded socket as its own, and its close waits for it.
      for (const socket of upgraded) socket.destroy();
      server.close(() => resolve());
    });
  // As the api's: an idle connection is the gateway's pool's to close, so that no call but the
  // ones a test resets meets a closing connection (Node's 5 s default raced it on a loaded machine).
  keepConnectionsAlive(server);
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    abandoned,
    set: async (next) => {
      const wasListening = server.listening;
      mode = { ...next };
      if (next.kind === "refuse" && wasListening) await stopListening();
      if (next.kind !== "refuse" && !wasListening) await listen(port);
    },
    close: async () => {
      if (server.listening) await stopListening();
    },
  };
}
