import { describe, expect, it } from "vitest";
import { splitIntoRuns } from "./print-reports.ts";

describe("the package's reports in runs, one per Chromium page", () => {
  it("keeps the print order in runs as even in length as can be", () => {
    const entries = [1, 2, 3, 4, 5, 6, 7];
    expect(splitIntoRuns(entries, 2)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
    expect(splitIntoRuns(entries, 3).map((run) => run.length)).toEqual([2, 3, 2]);
    expect(splitIntoRuns(entries, 3).flat()).toEqual(entries);
  });

  it("never makes an empty run", () => {
    expect(splitIntoRuns([1, 2], 4)).toEqual([[1], [2]]);
    expect(splitIntoRuns([1], 0)).toEqual([[1]]);
  });
});
