import { describe, expect, it } from "vitest";
import { JoinedReads } from "./joined-reads.ts";

/** A read that ends when told: what the upstream would answer, and when. */
function upstream() {
  const started: { key: string; end: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = (key: string) => () =>
    new Promise<string>((resolve, reject) => {
      const n = started.filter((s) => s.key === key).length + 1;
      started.push({ key, end: (v) => resolve(`${v} #${n}`), fail: reject });
    });
  return { started, read };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("joined reads", () => {
  it("start a lone read at once and forget it when it ends", async () => {
    const reads = new JoinedReads<string>();
    const { started, read } = upstream();
    const answer = reads.read("a", read("a"));
    expect(started).toHaveLength(1);
    started[0]?.end("answer");
    expect(await answer).toBe("answer #1");
    expect(reads.size).toBe(0);
  });

  it("answer callers who asked during a read with the next one, begun after they asked, shared", async () => {
    const reads = new JoinedReads<string>();
    const { started, read } = upstream();
    const first = reads.read("a", read("a"));
    const during = [1, 2, 3].map(() => reads.read("a", read("a")));
    // Nothing begun for them yet: the read under way began before they asked.
    expect(started).toHaveLength(1);
    started[0]?.end("old");
    expect(await first).toBe("old #1");
    await tick();
    expect(started).toHaveLength(2);
    // Asking while the second read is under way waits for a third.
    const later = reads.read("a", read("a"));
    started[1]?.end("new");
    expect(await Promise.all(during)).toEqual(["new #2", "new #2", "new #2"]);
    await tick();
    expect(started).toHaveLength(3);
    started[2]?.end("newer");
    expect(await later).toBe("newer #3");
    expect(reads.size).toBe(0);
  });

  it("never join reads of different keys (another credential, report or copy)", () => {
    const reads = new JoinedReads<string>();
    const { started, read } = upstream();
    void reads.read("a", read("a"));
    void reads.read("b", read("b"));
    expect(started.map((s) => s.key)).toEqual(["a", "b"]);
  });

  it("give a failure to the callers of that read only; the next read is made as usual", async () => {
    const reads = new JoinedReads<string>();
    const { started, read } = upstream();
    const failing = reads.read("a", read("a"));
    const next = reads.read("a", read("a"));
    started[0]?.fail(new Error("refused"));
    await expect(failing).rejects.toThrow("refused");
    await tick();
    started[1]?.end("answer");
    expect(await next).toBe("answer #2");
  });

  it("take a read that throws before it starts as its failure", async () => {
    const reads = new JoinedReads<string>();
    await expect(
      reads.read("a", () => {
        throw new Error("no token");
      }),
    ).rejects.toThrow("no token");
    expect(reads.size).toBe(0);
  });
});
