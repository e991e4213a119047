/**
 * Samples a health check at a fixed rate, one request every `intervalMs` whether or not the last
 * one answered (so a frozen event loop shows as many slow samples, as a load balancer sees it),
 * until its stdin closes. Prints JSON: samples, failures, p50, p99, max (ms).
 */
import { Agent, request } from "node:http";
import { quantile } from "../../test-support/quantile.ts";

const [url = "", intervalText = "20"] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true });
const latencies: number[] = [];
const inFlight = new Set<Promise<void>>();
let failures = 0;

function sample(): void {
  const started = performance.now();
  const done = new Promise<void>((resolve) => {
    const req = request(url, { agent }, (res) => {
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
  inFlight.add(done);
  void done.then(() => inFlight.delete(done));
}

const timer = setInterval(sample, Number(intervalText));
process.stdout.write("sampling\n");
process.stdin.resume();
process.stdin.on("end", () => void report());

/** Waits for the samples in flight, then prints the latency figures. */
async function report() {
  clearInterval(timer);
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const max = latencies.at(-1) ?? 0;
  // None answered: 0, which the failures explain (JSON has no NaN).
  console.log(
    JSON.stringify({
      samples: latencies.length,
      failures,
      p50: quantile(latencies, 0.5) || 0,
      p99: quantile(latencies, 0.99) || 0,
      max,
    }),
  );
  agent.destroy();
}
