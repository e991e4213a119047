import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger } from "@alm/logging";

/**
 * Starts the whole stack on its embedded defaults (api with PGlite and the identity
 * provider, then the gateway serving the built web app) and prints where to go.
 * With --dev the services restart on change and the web app rebuilds on change.
 */
const dev = process.argv.includes("--dev");
const root = fileURLToPath(new URL("../", import.meta.url));
const apiUrl = process.env.API_PUBLIC_URL ?? `http://localhost:${process.env.API_PORT ?? 4100}`;
const gatewayUrl = process.env.GATEWAY_PUBLIC_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 4000}`;
const children: ChildProcess[] = [];
// Express and its neighbours behave as in production (no stack traces on error pages, view caching)
// unless the stack runs for development.
if (!dev) process.env.NODE_ENV ||= "production";
// The gateway keeps its documents beside the api's data: another database's packages are never served.
process.env.DOCUMENTS_DIR ||= join(process.env.DATA_DIR || join(root, ".data"), "documents");
const log = createLogger({ service: "start" });

function run(name: string, args: string[], cwd = root): ChildProcess {
  // The services write their own lines (each names its service): readable at a terminal, JSON otherwise.
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ["ignore", "inherit", "inherit"],
    env: process.env,
  });
  child.on("exit", (code) => {
    if (!stopping) {
      log.error(`${name} exited with code ${code}; stopping the stack.`);
      void stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, name: string, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not become healthy at ${url} within ${seconds} s.`);
}

let stopping = false;
async function stop(code = 0): Promise<void> {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)),
  );
  process.exit(code);
}
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());

const watch = dev ? ["--watch"] : [];
run("api", [...watch, "api/src/main.ts"]);
await waitFor(`${apiUrl}/healthz`, "api");
run("gateway", [...watch, "gateway/src/main.ts"]);
if (dev) run("web", ["node_modules/vite/bin/vite.js", "build", "--watch"], `${root}web`);
await waitFor(`${gatewayUrl}/healthz`, "gateway");

// For the person who started the stack, not a log line: where to go and how to sign in.
process.stdout.write(`
ALM Analysis is running: ${gatewayUrl}/analysis/

Demo accounts (username / password):
  staff   / staff     firm staff: every permission, every client
  analyst / analyst   firm staff: View, Navigate, View All Clients (no Approve or Publish)
  client  / client    client user of Riverbend Federal Credit Union (RFCU): View, Receive Notifications
  client2 / client2   client user of Summit Valley Credit Union (SVCU): View, Receive Notifications
  prospect / prospect client user of Lakeshore Community Credit Union (LCCU) without View (info card)

Press Ctrl+C to stop.
`);
