import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  copySeededDatabase,
  freePort,
  servingProcess,
  signInAtGateway,
  type ServiceProcess,
} from "@alm/test-support";
import { TEST_NODE_FLAGS } from "../test-support/service-process.ts";
import { afterAll, beforeAll, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/**
 * `npm start` as npm runs it: its script in a shell (the web app's build left out: built already),
 * so that a signal the shell gets is the one npm passes on (systemd's or `kill`'s SIGTERM).
 */
function startAsNpmDoes(url: string, env: Record<string, string>): Promise<ServiceProcess> {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  expect(manifest.scripts.start).toMatch(/^npm run build && /);
  // On the tests' V8 flags, which start.ts hands its services (test-support/service-process.ts).
  const script = manifest.scripts.start
    .replace(/^npm run build && /, "")
    .replace(/\bnode /, `node ${TEST_NODE_FLAGS.join(" ")} `);
  const child = spawn("sh", ["-c", script], {
    cwd: root,
    // This Node first, as npm puts its own on the PATH of a script.
    env: { ...process.env, ...env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return servingProcess(child, "npm start's script", url, 180);
}

/** The stack's service processes started by `start`, by the script each runs. */
function childrenOf(parent: number): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1]);
      if (ppid !== parent) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ");
      const service = /(api|gateway)\/src\/main\.ts/.exec(command)?.[1];
      if (service) found.set(service, Number(entry));
    } catch {
      // The process ended while it was being looked at.
    }
  }
  return found;
}

const healthy = (url: string) =>
  fetch(`${url}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

let stack: ServiceProcess;
let apiUrl: string;
let dataDir: string;

beforeAll(async () => {
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  apiUrl = `http://localhost:${apiPort}`;
  const gatewayUrl = `http://localhost:${gatewayPort}`;
  // Seeded already, as a stack started before: the test is about supervision, not the first seed.
  dataDir = mkdtempSync(join(tmpdir(), "alm-start-"));
  copySeededDatabase(dataDir);
  // The ports alone, as a person would start it (`API_PORT=… GATEWAY_PORT=… npm start`): every
  // address the services name each other by is start's to derive (empty counts as unset).
  stack = await startAsNpmDoes(gatewayUrl, {
    API_PORT: String(apiPort),
    API_PUBLIC_URL: "",
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_PUBLIC_URL: "",
    CORE_API_URL: "",
    BASE_API_URL: "",
    OIDC_ISSUER: "",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PRECOMPUTE: "off",
    LOG_LEVEL: "error",
  });
}, 200_000);
afterAll(async () => {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it("started on ports of its own, says it runs only once it is ready, and signs a user in there", async () => {
  await expect
    .poll(() => stack.output(), { timeout: 60_000 })
    .toContain(`ALM Analysis is running: ${stack.url}/analysis/`);
  // On a local URL the demo is seeded, and its accounts are named.
  expect(stack.output()).toContain("Demo accounts (username / password):");
  expect((await fetch(`${stack.url}/readyz`)).status).toBe(200);
  const { jar, landedOn } = await signInAtGateway(stack.url, "client");
  expect(landedOn).toBe(`${stack.url}/analysis/`);
  const me = await fetch(`${stack.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: jar.header(stack.url) ?? "",
      "apollo-require-preflight": "1",
    },
    body: JSON.stringify({ query: "{ viewer { username } }" }),
  }).then((r) => r.json());
  expect(me).toMatchObject({ data: { viewer: { username: "client" } } });
}, 120_000);

it("starts a crashed service again while the others keep serving", async () => {
  const pid = stack.process.pid ?? 0;
  const before = childrenOf(pid);
  expect([...before.keys()].sort()).toEqual(["api", "gateway"]);

  process.kill(before.get("api") ?? 0, "SIGKILL");
  await expect.poll(() => healthy(apiUrl), { timeout: 5_000 }).toBe(false);
  expect(await healthy(stack.url)).toBe(true);
  await expect.poll(() => healthy(apiUrl), { timeout: 120_000, interval: 250 }).toBe(true);

  const after = childrenOf(pid);
  expect(after.get("api")).not.toBe(before.get("api"));
  expect(after.get("gateway")).toBe(before.get("gateway"));
  expect(stack.output()).toMatch(/api was stopped by SIGKILL; restarting it in 1 s/);
}, 200_000);

it("starts a hung service again: one that stops answering its health check, SIGTERM included", async () => {
  const pid = stack.process.pid ?? 0;
  const before = childrenOf(pid);
  // Stopped, the api keeps its port and answers nothing, as an event loop held by a loop does.
  // The supervisor judges it once it has answered, which the previous test's restart has.
  await expect.poll(() => healthy(apiUrl), { timeout: 60_000, interval: 250 }).toBe(true);
  await new Promise((r) => setTimeout(r, 11_000));
  process.kill(before.get("api") ?? 0, "SIGSTOP");
  await expect
    .poll(() => childrenOf(pid).get("api"), { timeout: 90_000, interval: 500 })
    .not.toBe(before.get("api"));
  await expect.poll(() => healthy(apiUrl), { timeout: 120_000, interval: 250 }).toBe(true);
  expect(stack.output()).toMatch(/api did not answer its health check 3 times in a row; killing it/);
  expect(childrenOf(pid).get("gateway")).toBe(before.get("gateway"));
}, 240_000);

// Ctrl+C signals every process of the terminal's group; systemd, Docker or `kill` send SIGTERM to
// npm, which passes it to its script's shell only: the shell must be the supervisor (exec), or
// the stack went on serving without it.
it("stops every service on a SIGTERM to npm start's shell, as on Ctrl+C", async () => {
  const pid = stack.process.pid ?? 0;
  const running = childrenOf(pid);
  expect([...running.keys()].sort()).toEqual(["api", "gateway"]);
  const exited = new Promise((resolve) => stack.process.once("exit", resolve));
  stack.process.kill("SIGTERM");
  await exited;
  expect(childrenOf(pid).size).toBe(0);
  for (const child of running.values()) expect(() => process.kill(child, 0)).toThrow();
}, 60_000);
