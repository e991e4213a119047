import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { keepConnectionsAlive } from "@alm/service";

/** One call that passed the proxy, as the upstream answered it. */
export interface RecordedCall {
  method: string;
  path: string;
  ifNoneMatch: string | null;
  status: number;
}

export interface RecordingProxy {
  url: string;
  calls: RecordedCall[];
  /**
   * How long the api's answer to a call waits on its way back (ms; none by default): an api far
   * away, so that a test can act while a call the api has already answered is still under way.
   */
  latency: (call: { method: string; path: string }) => number;
  close(): Promise<void>;
}

/**
 * A plain HTTP proxy in front of the api that writes down every call and the api's status: tests
 * see what the gateway really sent over the wire (conditional requests, 304s) without a stub.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const calls: RecordedCall[] = [];
  const proxy = { latency: () => 0 } as Pick<RecordingProxy, "latency">;
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    const wait = proxy.latency({ method: req.method ?? "GET", path });
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: req.headers },
      (answer) => {
        const ifNoneMatch = req.headers["if-none-match"];
        calls.push({
          method: req.method ?? "GET",
          path,
          ifNoneMatch: typeof ifNoneMatch === "string" ? ifNoneMatch : null,
          status: answer.statusCode ?? 0,
        });
        const reply = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (wait > 0) setTimeout(reply, wait);
        else reply();
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  // As the api's (see faulty-upstream.ts).
  keepConnectionsAlive(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
