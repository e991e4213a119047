/**
 * A closed-loop load generator, run as its own process: `connections` clients each send their
 * next request as soon as the last one answered, for `seconds`. argv: a JSON LoadSpec.
 * Prints JSON: requests, failures, rps, p50, p99 (ms), bytes (of the last answer).
 */
import { Agent, request } from "node:http";
import { quantile } from "../test-support/quantile.ts";

export interface LoadSpec {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

const spec = JSON.parse(process.argv[2] ?? "{}") as LoadSpec;
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
const latencies: number[] = [];
let failures = 0;
let bytes = 0;
const deadline = Date.now() + spec.seconds * 1000;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(spec.url, { method: spec.method, agent, headers: spec.headers }, (res) => {
      let size = 0;
      res.on("data", (chunk: Buffer) => (size += chunk.length));
      res.on("end", () => {
        if (res.statusCode === 200) latencies.push(performance.now() - started);
        else failures++;
        bytes = size;
        resolve();
      });
    });
    req.on("error", () => {
      failures++;
      resolve();
    });
    req.end(spec.body);
  });
}

async function client() {
  while (Date.now() < deadline) await once();
}

const began = performance.now();
await Promise.all(Array.from({ length: spec.connections }, client));
const elapsed = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
// None answered: 0, which the failures explain (JSON has no NaN, and a null broke the typed figures).
const result: LoadResult = {
  requests: latencies.length,
  failures,
  rps: latencies.length / elapsed,
  p50: quantile(latencies, 0.5) || 0,
  p99: quantile(latencies, 0.99) || 0,
  bytes,
};
console.log(JSON.stringify(result));
agent.destroy();
