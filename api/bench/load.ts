/**
 * A closed-loop load generator: `connections` clients each send their next request as soon
 * as the last one answered, for `seconds`. Prints JSON: requests, rps, p50, p99 (ms).
 */
import { Agent, request } from "node:http";

const [url = "", token = "", connectionsText = "50", secondsText = "5"] = process.argv.slice(2);
const connections = Number(connectionsText);
const deadline = Date.now() + Number(secondsText) * 1000;
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const latencies: number[] = [];
let failures = 0;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(url, { agent, headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      res.resume();
      res.on("end", () => {
        if (res.statusCode === 200) latencies.push(performance.now() - started);
        else failures++;
        resolve();
      });
    });
    req.on("error", () => {
      failures++;
      resolve();
    });
    req.end();
  });
}

async function client() {
  while (Date.now() < deadline) await once();
}

const began = performance.now();
await Promise.all(Array.from({ length: connections }, client));
const elapsed = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    requests: latencies.length,
    failures,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  }),
);
agent.destroy();
