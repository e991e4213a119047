import { describe, expect, it } from "vitest";
import { coalescedRefetch } from "./coalesced-refetch.ts";

/** A refetch whose answers the test hands back one at a time. */
function manualRefetch() {
  const pending: (() => void)[] = [];
  let calls = 0;
  const refetch = () => {
    calls++;
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  const answer = async () => {
    pending.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { refetch, answer, calls: () => calls, waiting: () => pending.length };
}

describe("coalescedRefetch", () => {
  it("reads once for one change", async () => {
    const m = manualRefetch();
    const changed = coalescedRefetch(m.refetch);
    const done = changed();
    expect(m.calls()).toBe(1);
    await m.answer();
    await done;
    expect(m.calls()).toBe(1);
  });

  it("reads again after the read in flight when a change lands during it, once for several", async () => {
    const m = manualRefetch();
    const changed = coalescedRefetch(m.refetch);
    const first = changed();
    void changed();
    void changed();
    // The second read waits for the first: it must not join it.
    expect(m.calls()).toBe(1);
    await m.answer();
    expect(m.calls()).toBe(2);
    await m.answer();
    await first;
    expect(m.calls()).toBe(2);
    expect(m.waiting()).toBe(0);
  });

  it("keeps reading on later changes after a failed read", async () => {
    let calls = 0;
    const changed = coalescedRefetch(async () => {
      calls++;
      if (calls === 1) throw new Error("upstream down");
    });
    await changed();
    await changed();
    expect(calls).toBe(2);
  });
});
