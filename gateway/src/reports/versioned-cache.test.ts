import { afterEach, describe, expect, it, vi } from "vitest";
import { VersionedCache } from "./versioned-cache.ts";

describe("the report caches' bounded store", () => {
  afterEach(() => vi.useRealTimers());

  it("lets the least recently used entry go past its number of entries", () => {
    const cache = new VersionedCache<string>(2, 60_000);
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A"); // a is now the most recently used
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.size]).toEqual(["A", "C", 2]);
  });

  it("keeps within its size budget, refuses a value larger than the budget and counts replaced values once", () => {
    const cache = new VersionedCache<string>(100, 60_000, { maxSize: 10, sizeOf: (v) => v.length });
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    cache.set("a", "aaaa"); // replaced, not counted twice
    cache.set("c", "cc");
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual(["aaaa", "bbbb", "cc"]);
    cache.set("d", "ddd"); // 13 > 10: the least recently used (a) goes
    expect([cache.get("a"), cache.size]).toEqual([undefined, 3]);
    cache.set("huge", "x".repeat(11));
    expect([cache.get("huge"), cache.size]).toEqual([undefined, 3]);
  });

  it("forgets entries after their time to live", () => {
    vi.useFakeTimers();
    const cache = new VersionedCache<string>(10, 1_000, { maxSize: 4, sizeOf: (v) => v.length });
    cache.set("a", "aaaa");
    vi.advanceTimersByTime(1_001);
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", "bbbb"); // the expired value no longer takes room
    expect(cache.get("b")).toBe("bbbb");
  });
});
