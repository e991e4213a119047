import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createLogger } from "@alm/logging";
import { isLocalUrl, shareCompileCache } from "@alm/service";
import { withStackUrls } from "./stack-urls.ts";

/**
 * Starts the whole stack on its embedded defaults (api with PGlite and the identity
 * provider, then the gateway serving the built web app) and prints where to go.
 * With --dev the services restart on change and the web app rebuilds on change.
 * It supervises: a service that crashes after it was ready is started again (with a growing
 * wait if it keeps crashing) while the others go on serving, and so is one that stops answering
 * its health check (a hung process answers nothing, SIGTERM included); Ctrl+C stops everything.
 */
const dev = process.argv.includes("--dev");
// The services and their engine workers start on the modules compiled by earlier starts.
shareCompileCache();
const root = fileURLToPath(new URL("../", import.meta.url));
// Express and its neighbours behave as in production (no stack traces on error pages, view caching)
// unless the stack runs for development.
const env = withStackUrls({
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || (dev ? undefined : "production"),
});
// Checked where the services listen, so that a public URL behind a proxy is no matter to the checks.
const apiUrl = `http://localhost:${env.API_PORT || 4100}`;
const gatewayUrl = `http://localhost:${env.GATEWAY_PORT || 4000}`;
const log = createLogger({ service: "start" });

interface Service {
  name: string;
  args: string[];
  cwd: string;
  /** Its liveness check (`/healthz`), for the services that serve. */
  healthUrl?: string;
  child?: ChildProcess;
  /** The running child answered its health check since it started: only then can it be hung. */
  answered: boolean;
  /** Answered its health check once: a later exit is a crash to recover from, not a bad start. */
  healthy: boolean;
  /** Restarts since it last stayed up for a minute: the back-off grows with them. */
  restarts: number;
  startedAt: number;
}
const services: Service[] = [];

/** Waits after the nth restart in a row: 1 s, 2 s, 4 s … at most 30 s. */
const restartDelayMs = (restarts: number) => Math.min(30_000, 1000 * 2 ** restarts);

function launch(service: Service): void {
  // The services write their own lines (each names its service): readable at a terminal, JSON otherwise.
  // They run on the Node flags the stack was started with (`node --max-old-space-size=… scripts/start.ts`).
  const child = spawn(process.execPath, [...process.execArgv, ...service.args], {
    cwd: service.cwd,
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
  service.child = child;
  service.answered = false;
  service.startedAt = Date.now();
  child.on("exit", (code, signal) => {
    if (stopping) return;
    const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
    if (!service.healthy) {
      log.error(`${service.name} ${how} before it was ready; stopping the stack.`);
      void stop(code ?? 1);
      return;
    }
    if (Date.now() - service.startedAt > 60_000) service.restarts = 0;
    const delay = restartDelayMs(service.restarts++);
    log.error(`${service.name} ${how}; restarting it in ${delay / 1000} s while the others keep serving.`);
    setTimeout(() => {
      if (!stopping) launch(service);
    }, delay);
  });
}

function run(name: string, args: string[], cwd = root, healthUrl?: string): Service {
  const service: Service = {
    name,
    args,
    cwd,
    healthUrl,
    healthy: false,
    answered: false,
    restarts: 0,
    startedAt: 0,
  };
  services.push(service);
  launch(service);
  return service;
}

/**
 * Liveness, as an orchestrator's probe has it: a service that answered its health check and then
 * leaves it unanswered 3 times in a row, 10 s apart with 5 s each to answer, has hung (a loop
 * holding its event loop once took the api down for good, SIGTERM unanswered). It is killed, and
 * its exit restarts it. A busy service still answers /healthz within milliseconds; a starting one
 * is not judged until it has answered once.
 */
const LIVENESS = { everyMs: 10_000, timeoutMs: 5_000, misses: 3 };

async function watchLiveness(service: Service): Promise<void> {
  let missed = 0;
  while (!stopping) {
    await new Promise((r) => setTimeout(r, LIVENESS.everyMs).unref());
    const child = service.child;
    if (!service.healthUrl || !child || child.exitCode !== null || child.signalCode) continue;
    const ok = await fetch(service.healthUrl, { signal: AbortSignal.timeout(LIVENESS.timeoutMs) }).then(
      (r) => r.ok,
      () => false,
    );
    if (child !== service.child) continue;
    if (ok) {
      service.answered = true;
      missed = 0;
    } else if (service.answered && ++missed >= LIVENESS.misses && !stopping) {
      missed = 0;
      log.error(
        `${service.name} did not answer its health check ${LIVENESS.misses} times in a row; killing it to start it again.`,
      );
      child.kill("SIGKILL");
    }
  }
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
  const running = services.flatMap((s) =>
    s.child && s.child.exitCode === null && !s.child.signalCode ? [s.child] : [],
  );
  for (const child of running) child.kill("SIGTERM");
  await Promise.all(running.map((c) => new Promise((r) => c.once("exit", r))));
  process.exit(code);
}
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());

const watch = dev ? ["--watch"] : [];
const api = run("api", [...watch, "api/src/main.ts"], root, `${apiUrl}/healthz`);
await waitFor(`${apiUrl}/healthz`, "api");
api.healthy = true;
const gateway = run("gateway", [...watch, "gateway/src/main.ts"], root, `${gatewayUrl}/healthz`);
if (dev) run("web", ["node_modules/vite/bin/vite.js", "build", "--watch"], `${root}web`).healthy = true;
await waitFor(`${gatewayUrl}/healthz`, "gateway");
gateway.healthy = true;
for (const service of [api, gateway]) void watchLiveness(service);
// Alive is not enough to say "running": a gateway that cannot reach its api signs nobody in.
await waitFor(`${gatewayUrl}/readyz`, "gateway", 60).catch((error: Error) => {
  log.error(`${error.message} It names the check that fails there; stopping the stack.`);
  return stop(1);
});

// For the person who started the stack, not a log line: where to go and how to sign in. The demo's
// accounts only where the api seeds them (on a local URL, SEED_DEMO not false), or they misled.
const demoSeeded = isLocalUrl(env.API_PUBLIC_URL ?? "") && env.SEED_DEMO !== "false";
const signIn = demoSeeded
  ? `
Demo accounts (username / password):
  staff   / staff     firm staff: every permission, every client
  analyst / analyst   firm staff: View, Navigate, View All Clients: edits, runs and deletes data sets and
                      report definitions of every client; cannot approve, publish or manage settings
  client  / client    client user of Riverbend Federal Credit Union (RFCU): View, Receive Notifications
  client2 / client2   client user of Summit Valley Credit Union (SVCU): View, Receive Notifications
  prospect / prospect client user of Lakeshore Community Credit Union (LCCU) without View (info card)
`
  : "\nNo demo is seeded behind a public URL: sign in with the users this database holds.\n";
process.stdout.write(`
ALM Analysis is running: ${env.GATEWAY_PUBLIC_URL}/analysis/
${signIn}
Press Ctrl+C to stop.
`);
