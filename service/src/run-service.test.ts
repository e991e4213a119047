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

interface ServiceOptions {
  /** How long its close takes. */
  closeMs: number;
  startFails?: boolean;
  /** How long its start takes; -1: a start that never ends (a database that accepts and says nothing). */
  startMs?: number;
  unreadyMs?: number;
  graceMs?: number;
  marginMs?: number;
}

/** A real process running a service whose close takes `closeMs`; answers its output and exit code. */
async function serviceProcess({
  closeMs,
  startFails = false,
  startMs = 0,
  unreadyMs = 0,
  graceMs = 100,
  marginMs = 200,
}: ServiceOptions) {
  const started =
    startMs < 0
      ? "new Promise(() => setInterval(() => {}, 1000))"
      : `new Promise((done) => setTimeout(done, ${startMs}))`;
  const script = `
    import { runService } from ${JSON.stringify(runService)};
    const log = { info: (m) => console.log(m), error: (m) => console.log(m) };
    await runService("demo", ${marginMs}, async () => {
      if (${startFails}) throw new Error("PORT: not a number");
      console.log("starting");
      await ${started};
      setInterval(() => {}, 1000);
      console.log("started");
      const close = async () => {
        console.log("closing");
        await new Promise((done) => setTimeout(done, ${closeMs}));
        console.log("closed");
      };
      return { log, unreadyMs: ${unreadyMs}, graceMs: ${graceMs}, close };
    }, { startAfterSignalMs: 1000 });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "pipe" });
  children.push(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, exited, output: () => output };
}

/** Waits for the service to say `text`; fails at once if it exits first. */
async function until(service: Awaited<ReturnType<typeof serviceProcess>>, text: string) {
  while (!service.output().includes(text)) {
    const gone = service.child.exitCode !== null || service.child.signalCode !== null;
    await new Promise((done) => setTimeout(done, 20)); // once gone, its last output read
    if (gone && !service.output().includes(text))
      throw new Error(
        `exited (${service.child.signalCode ?? service.child.exitCode}) before saying "${text}"`,
      );
  }
}

const untilStarted = (service: Awaited<ReturnType<typeof serviceProcess>>) => until(service, "started");

describe("runService", () => {
  it("closes the service on SIGTERM and exits 0", async () => {
    const service = await serviceProcess({ closeMs: 10 });
    await untilStarted(service);
    service.child.kill("SIGTERM");
    const [code] = await service.exited;
    expect(code).toBe(0);
    expect(service.output()).toContain("demo: SIGTERM: finishing requests under way (at most 100 ms)");
  });

  it("exits 1 when closing outlasts the grace and the margin", async () => {
    const service = await serviceProcess({ closeMs: 60_000 });
    await untilStarted(service);
    service.child.kill("SIGINT");
    const [code] = await service.exited;
    expect(code).toBe(1);
    expect(service.output()).toContain("demo: did not stop within the grace period; exiting");
  });

  it("hears a signal that comes while the service starts, and closes it once started", async () => {
    const service = await serviceProcess({ closeMs: 10, startMs: 500 });
    await until(service, "starting");
    service.child.kill("SIGTERM");
    const [code] = await service.exited;
    expect(code).toBe(0);
    expect(service.output()).toContain("started");
    expect(service.output()).toContain("demo: SIGTERM: finishing requests under way (at most 100 ms)");
  });

  it("exits 1 when a start under way has not ended a while after the signal", async () => {
    const service = await serviceProcess({ closeMs: 10, startMs: -1 });
    await until(service, "starting");
    service.child.kill("SIGTERM");
    const [code] = await service.exited;
    expect(code).toBe(1);
    expect(service.output()).toContain("demo: SIGTERM: the start had not ended 1000 ms later; exiting");
  });

  it("ignores a second SIGTERM while it closes, finishes the close and exits 0", async () => {
    // systemd (KillMode=control-group) and `npm start` both signal every process: each gets two.
    const service = await serviceProcess({ closeMs: 500, graceMs: 1000 });
    await untilStarted(service);
    service.child.kill("SIGTERM");
    await until(service, "closing");
    service.child.kill("SIGTERM");
    await until(service, "already stopping");
    service.child.kill("SIGINT");
    const [code, signal] = await service.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(service.output()).toContain("closed");
    expect(service.output()).toContain("demo: SIGTERM: already stopping (since SIGTERM); ignored");
    // Said once, however many repeats.
    expect(service.output().split("already stopping").length).toBe(2);
  });

  it("ignores a second SIGTERM that comes while the service starts", async () => {
    const service = await serviceProcess({ closeMs: 10, startMs: 500 });
    await until(service, "starting");
    service.child.kill("SIGTERM");
    // Heard before the next one comes (two pending signals of a kind are delivered once).
    await new Promise((done) => setTimeout(done, 200));
    service.child.kill("SIGTERM");
    const [code, signal] = await service.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(service.output()).toContain("closed");
    expect(service.output()).toContain("demo: SIGTERM: already stopping (since SIGTERM); ignored");
  });

  it("gives the requests their whole grace after the unready wait", async () => {
    // The close uses the unready wait and then the whole grace (a request that takes it all):
    // 1.5 s, past the grace and the margin (0.9 s) but within the three (1.9 s).
    const service = await serviceProcess({ closeMs: 1500, unreadyMs: 1000, graceMs: 500, marginMs: 400 });
    await untilStarted(service);
    service.child.kill("SIGTERM");
    const [code] = await service.exited;
    expect(service.output()).not.toContain("did not stop within the grace period");
    expect(service.output()).toContain("closed");
    expect(code).toBe(0);
    expect(service.output()).toContain(
      "demo: SIGTERM: not ready for 1000 ms, then finishing requests under way (at most 500 ms)",
    );
  });

  it("still exits 1 when closing outlasts the unready wait, the grace and the margin", async () => {
    const service = await serviceProcess({ closeMs: 60_000, unreadyMs: 300, graceMs: 100 });
    await untilStarted(service);
    const signalled = Date.now();
    service.child.kill("SIGTERM");
    const [code] = await service.exited;
    expect(code).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(600);
    expect(service.output()).toContain("demo: did not stop within the grace period; exiting");
  });

  it("says why a start failed on stderr and exits 1", async () => {
    const service = await serviceProcess({ closeMs: 10, startFails: true });
    const [code] = await service.exited;
    expect(code).toBe(1);
    expect(service.output()).toBe("PORT: not a number\n");
  });
});
