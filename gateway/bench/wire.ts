import { request } from "node:http";

export interface WireRead {
  encoding: string;
  bytes: number;
  ms: number;
}

/**
 * One POST as a client that asks for `encoding` receives it: the bytes that crossed the wire (not
 * decoded, unlike fetch) and the time until the last of them arrived.
 */
export function readOnWire(
  url: string,
  body: string,
  headers: Record<string, string>,
  encoding: string,
): Promise<WireRead> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", headers: { ...headers, "accept-encoding": encoding } },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () =>
          resolve({
            encoding: res.headers["content-encoding"] ?? "identity",
            bytes,
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
