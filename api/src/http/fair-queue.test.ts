import { describe, expect, it } from "vitest";
import { HttpError } from "./http-error.ts";
import { FairQueue } from "./fair-queue.ts";

/** A task that runs until released, recording when it started and how many ran at once. */
function gate(log: string[], name: string, running: { now: number; most: number }) {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  const task = async () => {
    log.push(name);
    running.most = Math.max(running.most, ++running.now);
    await done;
    running.now--;
    return name;
  };
  return { task, release };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the fair queue", () => {
  it("keeps at most its slots busy and serves waiting callers in turn", async () => {
    const queue = new FairQueue(() => 1, 4, "tasks");
    const log: string[] = [];
    const running = { now: 0, most: 0 };
    const a1 = gate(log, "a1", running);
    const a2 = gate(log, "a2", running);
    const a3 = gate(log, "a3", running);
    const b1 = gate(log, "b1", running);
    const results = [
      queue.run("a", a1.task),
      queue.run("a", a2.task),
      queue.run("a", a3.task),
      queue.run("b", b1.task),
    ];
    await tick();
    expect(queue.size).toEqual({ running: 1, waiting: 3 });
    for (const g of [a1, a2, b1, a3]) {
      g.release();
      await tick();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(["a1", "a2", "a3", "b1"]);
    // b, which came after a had three waiting, took its turn before the last of them.
    expect(log).toEqual(["a1", "a2", "b1", "a3"]);
    expect(running.most).toBe(1);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a caller with too many waiting (429), and frees the slot of a task that failed", async () => {
    const queue = new FairQueue(() => 1, 1, "tasks");
    const running = { now: 0, most: 0 };
    const first = gate([], "first", running);
    const started = queue.run("a", first.task);
    const waiting = queue.run("a", () => Promise.reject(new Error("engine failed")));
    const refused = await queue.run("a", () => Promise.resolve("never")).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).message).toBe("You have 1 tasks waiting already.");
    first.release();
    await started;
    await expect(waiting).rejects.toThrow("engine failed");
    expect(await queue.run("a", () => Promise.resolve("after"))).toBe("after");
  });
});
