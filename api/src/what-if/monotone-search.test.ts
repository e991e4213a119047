import { describe, expect, it } from "vitest";
import { searchSmallest, type Probe } from "./monotone-search.ts";

/** Meets from `threshold` on, with a margin linear in the index (as selling more of a group is). */
const crossingAt = (threshold: number) => {
  const asked: number[] = [];
  const evaluate = async (k: number) => (asked.push(k), k);
  const read = (k: number): Probe => ({ meets: k >= threshold, value: k, margin: k - threshold });
  return { asked, evaluate, read };
};

describe("the goal seek's search", () => {
  it("finds the smallest index that meets, with the one below as proof, in a few evaluations", async () => {
    const { asked, evaluate, read } = crossingAt(737_123);
    const found = await searchSmallest(1_000_000, evaluate, read);
    expect(found).toMatchObject({
      outcome: "REACHED",
      index: 737_123,
      below: { meets: false, value: 737_122 },
    });
    expect(asked.length).toBeLessThan(10);
  });

  it("says when index 0 meets already or the last does not, and takes a group of no steps", async () => {
    expect((await searchSmallest(10, crossingAt(0).evaluate, crossingAt(0).read)).outcome).toBe(
      "ALREADY_MET",
    );
    expect((await searchSmallest(10, crossingAt(11).evaluate, crossingAt(11).read)).outcome).toBe(
      "UNREACHABLE",
    );
    expect((await searchSmallest(0, crossingAt(1).evaluate, crossingAt(1).read)).outcome).toBe("UNREACHABLE");
  });

  it("refuses a number of steps past whole numbers instead of spinning on answers it has", async () => {
    for (const last of [Infinity, 2 ** 53, 1.5, Number.NaN]) {
      const { asked, evaluate, read } = crossingAt(3);
      await expect(searchSmallest(last, evaluate, read)).rejects.toThrow(RangeError);
      expect(asked).toEqual([]);
    }
  });
});
