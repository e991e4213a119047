import { describe, expect, it } from "vitest";
import { dealIntoRuns, reportsInOrder } from "./print-reports.ts";

describe("the package's reports in runs, one per Chromium page", () => {
  it("deals the reports into runs as even in length as can be, each in print order", () => {
    const entries = [1, 2, 3, 4, 5, 6, 7];
    expect(dealIntoRuns(entries, 2)).toEqual([
      [1, 3, 5, 7],
      [2, 4, 6],
    ]);
    expect(dealIntoRuns(entries, 3)).toEqual([
      [1, 4, 7],
      [2, 5],
      [3, 6],
    ]);
  });

  it("never makes an empty run", () => {
    expect(dealIntoRuns([1, 2], 4)).toEqual([[1], [2]]);
    expect(dealIntoRuns([1], 0)).toEqual([[1]]);
  });

  it("puts the printed reports back in the package's order, each with its run's pages", () => {
    // Five reports dealt into two runs: 1, 3, 5 of 2, 1 and 3 pages; 2, 4 of 1 and 4 pages.
    expect(
      reportsInOrder([
        [2, 1, 3],
        [1, 4],
      ]),
    ).toEqual([
      { run: 0, pages: [0, 1] },
      { run: 1, pages: [0] },
      { run: 0, pages: [2] },
      { run: 1, pages: [1, 2, 3, 4] },
      { run: 0, pages: [3, 4, 5] },
    ]);
    expect(reportsInOrder([[3]])).toEqual([{ run: 0, pages: [0, 1, 2] }]);
  });
});
