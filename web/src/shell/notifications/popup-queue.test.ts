import { describe, expect, it } from "vitest";
import { addPopup, cutSubject, noPopups, tickPopups } from "./popup-queue.ts";

describe("notification popups", () => {
  it("cuts subjects to 42 characters", () => {
    expect(cutSubject("Short")).toBe("Short");
    const long = "Data set '2022/07/31 Standard Deposit runoff' completed";
    expect(cutSubject(long)).toHaveLength(42);
    expect(cutSubject(long).endsWith("…")).toBe(true);
    expect(cutSubject("x".repeat(42))).toBe("x".repeat(42));
  });

  it("shows five at once, queues the rest, and lets each live 10 seconds", () => {
    let s = noPopups<number>();
    for (let i = 1; i <= 7; i++) s = addPopup(s, i, 0);
    expect(s.shown.map((p) => p.item)).toEqual([1, 2, 3, 4, 5]);
    expect(s.waiting).toEqual([6, 7]);
    s = tickPopups(s, 9_999);
    expect(s.shown).toHaveLength(5);
    s = tickPopups(s, 10_000);
    expect(s.shown.map((p) => p.item)).toEqual([6, 7]);
    expect(s.waiting).toEqual([]);
    s = tickPopups(s, 20_000);
    expect(s.shown).toEqual([]);
  });

  it("lets a closed popup make room for a waiting one", () => {
    let s = noPopups<number>();
    for (let i = 1; i <= 6; i++) s = addPopup(s, i, 0);
    expect(s.latest).toBe(5);
    s = tickPopups(s, 1_000, 3);
    expect(s.shown.map((p) => p.item)).toEqual([1, 2, 4, 5, 6]);
    expect(s.latest).toBe(6);
  });

  it("keeps the one that appeared last when it is closed: the others were announced already", () => {
    let s = noPopups<number>();
    for (let i = 1; i <= 2; i++) s = addPopup(s, i, 0);
    s = tickPopups(s, 1_000, 2);
    expect(s.shown.map((p) => p.item)).toEqual([1]);
    expect(s.latest).toBe(2);
  });
});
