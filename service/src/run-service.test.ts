import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const runService = fileURLToPath(new URL("./run-service.ts", import.meta.url));

/** Every service process a test starts: one a failed test left running is killed after it. */
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** A real process running a service whose close takes `closeMs`; answers its output and exit code. */
async function serviceProcess(closeMs: number, startFails = false, startMs = 0) {
  // A start that never ends (startMs -1): a database that accepts and says nothing.
  const started =
    startMs < 0
      ? "new Promise(() => setInterval(() => {}, 1000))"
      : `new Promise((done) => setTimeout(done, ${startMs}))`;
  const script = `
    import { runService } from ${JSON.stringify(runService)};
    const log = { info: (m) => console.log(m), error: (m) => console.log(m) };
    await runService("demo", 200, async () => {
      if (${startFails}) throw new Error("PORT: not a number");
      console.log("starting");
      await ${started};
      setInterval(() => {}, 1000);
      console.log("started");
      return { log, graceMs: 100, close: () => new Promise((done) => setTimeout(done, ${closeMs})) };
    }, { startAfterSignalMs: 1000 });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "pipe" });
  children.push(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit") as Promise<[number | null]>;
  return { child, exited, output: () => output };
}

async function untilStarted(service: Awaited<ReturnType<typeof serviceProcess>>) {
  while (!service.output().includes("started")) await new Promise((done) => setTimeout(done, 20));
}

describe("runService", () => {
  it("closes the service on SIGTERM and exits 0", async () => {
    const service = await serviceProcess(10);
    await untilStarted(service);
    service.child.kill("SIGTERM");
    const [code] = await service.exited;
    expect(code).toBe(0);
    expect(service.output()).toContain("demo: SIGTERM: finishing requests under way (at most 100 ms)");
  });

  it("exits 1 when closing outlasts the grace and the margin", async () => {
    const service = await serviceProcess(60_000);
    await untilStarted(service);
    service.child.kill("SIGINT");
    const [code] = await service.exited;
    expect(code).toBe(1);
    expect(service.output()).toContain("demo: did not stop within the grace period; exiting");
  });

  it("hears a signal that comes while the service starts, and closes it once started", async () => {
    const service = await serviceProcess(10, false, 500);
    while (!service.output().includes("starting")) await new Promise((done) => setTimeout(done, 20));
    service.child.kill("SIGTERM");
    const [code] = await service.exited;
    expect(code).toBe(0);
    expect(service.output()).toContain("started");
    expect(service.output()).toContain("demo: SIGTERM: finishing requests under way (at most 100 ms)");
  });

  it("exits 1 when a start under way has not ended a while after the signal", async () => {
    const service = await serviceProcess(10, false, -1);
    while (!service.output().includes("starting")) await new Promise((done) => setTimeout(done, 20));
    service.child.kill("SIGTERM");
    const [code] = await service.exited;
    expect(code).toBe(1);
    expect(service.output()).toContain("demo: SIGTERM: the start had not ended 1000 ms later; exiting");
  });

  it("says why a start failed on stderr and exits 1", async () => {
    const service = await serviceProcess(10, true);
    const [code] = await service.exited;
    expect(code).toBe(1);
    expect(service.output()).toBe("PORT: not a number\n");
  });
});
