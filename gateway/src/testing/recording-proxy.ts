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
  close(): Promise<void>;
}

/**
 * A plain HTTP proxy in front of the api that writes down every call and the api's status: tests
 * see what the gateway really sent over the wire (conditional requests, 304s) without a stub.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const calls: RecordedCall[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
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
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  // As the api's (see faulty-upstream.ts).
  keepConnectionsAlive(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
