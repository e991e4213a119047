import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { memoryRequestCounter } from "./memory-request-counter.ts";

describe("request counts of the embedded store's one instance, in memory", () => {
  it("counts down to the limit, refuses past it, and starts again after the window", async () => {
    const counter = memoryRequestCounter(3, 1);
    const budgets = [];
    for (let i = 0; i < 4; i++) budgets.push(await counter.take("caller"));
    expect(budgets.map((b) => [b.remaining, b.refused])).toEqual([
      [2, false],
      [1, false],
      [0, false],
      [0, true],
    ]);
    expect(budgets[3]?.limit).toBe(3);
    expect(budgets[3]?.resetMs).toBeGreaterThan(0);
    expect(budgets[3]?.resetMs).toBeLessThanOrEqual(1000);
    // Another caller has a budget of its own.
    expect(await counter.take("another caller")).toMatchObject({ remaining: 2, refused: false });
    await sleep((budgets[3]?.resetMs ?? 1000) + 20);
    expect(await counter.take("caller")).toMatchObject({ remaining: 2, refused: false });
  });

  it("counts requests arriving together exactly", async () => {
    const counter = memoryRequestCounter(25, 600);
    const budgets = await Promise.all(Array.from({ length: 40 }, () => counter.take("caller")));
    expect(budgets.filter((b) => !b.refused)).toHaveLength(25);
    expect(new Set(budgets.filter((b) => !b.refused).map((b) => b.remaining)).size).toBe(25);
  });
});
