import type { TocEntry } from "@alm/formats";
import { describe, expect, it } from "vitest";
import { guessContentsPages, numberContents, settleContents } from "./contents-numbering.ts";

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ label: `Report ${i + 1}`, sublabel: "NEV" }));

describe("page numbers of the table of contents", () => {
  it("starts the first report after the cover and the contents", () => {
    expect(numberContents(items(3), [2, 1, 4], 1).map((e) => e.pageNumber)).toEqual([3, 5, 6]);
    expect(numberContents(items(3), [2, 1, 4], 2).map((e) => e.pageNumber)).toEqual([4, 6, 7]);
  });

  it("keeps labels and sublabels, and leaves out an empty sublabel", () => {
    expect(numberContents([{ label: "A" }, { label: "B", sublabel: "S" }], [1, 1], 1)).toEqual([
      { label: "A", pageNumber: 3 },
      { label: "B", sublabel: "S", pageNumber: 4 },
    ]);
  });

  it("refuses reports without page counts", () => {
    expect(() => numberContents(items(2), [1], 1)).toThrow();
  });
});

describe("settling the contents' own length", () => {
  /** A contents printer holding `perPage` lines a page; it records what it was asked to print. */
  const printer = (perPage: number) => {
    const printed: TocEntry[][] = [];
    const render = async (entries: TocEntry[]) => {
      printed.push(entries);
      return { bytes: new Uint8Array([entries.length]), pages: Math.ceil(entries.length / perPage) };
    };
    return { printed, render };
  };

  it("prints once when the contents fit the one page guessed", async () => {
    const { printed, render } = printer(40);
    const settled = await settleContents(items(10), Array(10).fill(1), render);
    expect(printed).toHaveLength(1);
    expect(settled.pages).toBe(1);
    expect(settled.entries[0]?.pageNumber).toBe(3);
  });

  it("guesses the length from the number of reports: a long contents printed once", async () => {
    const { printed, render } = printer(40);
    const settled = await settleContents(items(62), Array(62).fill(1), render);
    expect([printed.length, settled.pages, settled.entries[0]?.pageNumber]).toEqual([1, 2, 4]);
  });

  it("guesses the demo package's contents (64 reports: 30 lines, then 32, then 2) as three pages", () => {
    expect([1, 30, 31, 62, 63, 64].map(guessContentsPages)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it("prints again with every number moved when the contents take more pages", async () => {
    const { printed, render } = printer(20);
    const settled = await settleContents(items(45), Array(45).fill(2), render);
    expect(printed).toHaveLength(2);
    expect(settled.pages).toBe(3);
    // Cover, three pages of contents: the first report is on page 5, each takes two.
    expect(settled.entries.map((e) => e.pageNumber).slice(0, 3)).toEqual([5, 7, 9]);
    expect(settled.entries).toEqual(printed[1]);
  });

  it("gives up when the length never settles", async () => {
    // Always the other length than the one its numbers were made for.
    const flapping = async (entries: TocEntry[]) => {
      const guessed = (entries[0]?.pageNumber ?? 3) - 2;
      return { bytes: new Uint8Array(), pages: guessed === 1 ? 2 : 1 };
    };
    await expect(settleContents(items(3), [1, 1, 1], flapping)).rejects.toThrow(/did not settle/);
  });
});
