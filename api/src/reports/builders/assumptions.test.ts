import { describe, expect, it } from "vitest";
import { noSums } from "../../runs/compute-results.ts";
import { dominantKind } from "./assumptions.ts";

const sums = (byKind: Partial<ReturnType<typeof noSums>["byKind"]>) => {
  const s = noSums();
  return { ...s, byKind: { ...s.byKind, ...byKind } };
};

describe("a leaf's kind of positions", () => {
  it("is the one kind it holds, 'mixed' for several, and not changed by a book adjustment beside them", () => {
    expect(dominantKind(sums({ bullet: 4_703_798 }))).toBe("bullet");
    expect(dominantKind(sums({ bullet: 4_703_798, level: 10_000_000 }))).toBe("mixed");
    // A what-if's premium paid made a leaf of bullets read "mixed" (2026-12-06).
    expect(dominantKind(sums({ bullet: 14_703_798, adjustment: 2_605_687.52 }))).toBe("bullet");
    // The unrealized gain or loss on AFS securities: a line of adjustments alone.
    expect(dominantKind(sums({ adjustment: -1_250_000 }))).toBe("adjustment");
    expect(dominantKind(noSums())).toBe("");
  });
});
