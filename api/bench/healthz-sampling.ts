import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const samplerScript = fileURLToPath(new URL("./healthz-sampler.ts", import.meta.url));

export interface HealthzLatency {
  samples: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Samples `GET /healthz` every `intervalMs` from another process (the api's event loop here only
 * serves) while `work` runs; resolves with what `work` returned and the latencies.
 */
export async function sampleHealthzDuring<T>(
  apiUrl: string,
  work: () => Promise<T>,
  intervalMs = 20,
): Promise<{ value: T; latency: HealthzLatency }> {
  const sampler = spawn(process.execPath, [samplerScript, `${apiUrl}/healthz`, String(intervalMs)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  sampler.stdout.setEncoding("utf8");
  sampler.stdout.on("data", (chunk: string) => (output += chunk));
  const exited = once(sampler, "exit");
  while (!output.includes("sampling\n")) await once(sampler.stdout, "data");
  const value = await work();
  sampler.stdin.end();
  await exited;
  const last = output.trim().split("\n").at(-1) ?? "{}";
  return { value, latency: JSON.parse(last) as HealthzLatency };
}
