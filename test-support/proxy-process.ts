import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

/** A proxy the tests start in front of api and gateway processes (HAProxy, the shipped nginx). */
export interface RoundRobinProxy {
  /** The public entry: the identity provider (/oidc) on the apis, everything else on the gateways. */
  url: string;
  /** The gateways' way to the apis: REST round robin, the hub (/core/notification) on one api. */
  apiUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs a proxy in the foreground (the process is the proxy), waits until `listening` says it
 * answers on `url`, and stops it with SIGTERM (ending open connections, subscriptions' sockets
 * included, at once), removing its folder `dir`.
 */
export async function runProxy(proxy: {
  name: string;
  command: string;
  args: string[];
  dir: string;
  url: string;
  apiUrl: string;
  listening: (url: string) => Promise<boolean>;
}): Promise<RoundRobinProxy> {
  const child = spawn(proxy.command, proxy.args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${proxy.name} exited (${child.exitCode}): ${output}`);
    if (await proxy.listening(proxy.url)) break;
    if (Date.now() > deadline) throw new Error(`${proxy.name} did not listen within 10 s: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: proxy.url,
    apiUrl: proxy.apiUrl,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(proxy.dir, { recursive: true, force: true });
    },
  };
}
