import { spawn, type ChildProcess } from "node:child_process";

export interface ServiceProcess {
  url: string;
  process: ChildProcess;
  /** Everything the service printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * V8 flags of every Node process a test runs in or starts (vitest's workers, services). Such a
 * process lives seconds to minutes, too short for V8's optimising tier to repay compiling the
 * embedded database's WebAssembly in the background: an api start took 6.9 s of CPU with it and
 * 3.7 s without; three api test files 60 s and 50 s.
 */
export const TEST_NODE_FLAGS = ["--liftoff-only"];

/**
 * A started service runs on the test flags when the process starting it does (a test file, a
 * bench's smoke run), and as deployed otherwise: a bench's full run measures the api's database at
 * the speed production runs it, not at the baseline tier's.
 */
export const serviceFlags = () => (process.execArgv.includes("--liftoff-only") ? TEST_NODE_FLAGS : []);

/**
 * Starts one of the project's services (a `main.ts`) as its own process on the pinned Node and
 * waits for `${url}/healthz`: tests then reach it only over the wire, as a deployment would.
 */
export function startServiceProcess(
  main: string,
  url: string,
  env: Record<string, string>,
  seconds = 120,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [...serviceFlags(), main], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return servingProcess(child, main, url, seconds);
}

/**
 * A started process (stdout and stderr piped) once `${url}/healthz` answers; `name` says in a
 * failure which one did not. Stopped with SIGTERM, as a supervisor stops it.
 */
export async function servingProcess(
  child: ChildProcess,
  name: string,
  url: string,
  seconds = 120,
): Promise<ServiceProcess> {
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${name} was not healthy at ${url} within ${seconds} s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      // Ended already (a test killed it with a signal: exitCode stays null then).
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
