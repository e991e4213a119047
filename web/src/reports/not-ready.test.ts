import { describe, expect, it } from "vitest";
import { NOT_READY_TEXTS } from "../lib/error-texts.ts";
import { nextStep, unfinishedDataSets, whereItStands, type NotReadyDataSet } from "./not-ready.ts";

const dataSet = (id: string, status: NotReadyDataSet["status"]): NotReadyDataSet => ({
  id,
  name: id,
  status,
  viewerCan: { run: true },
});

describe("the data sets a report waits for", () => {
  it("are those of its base and comparison data sets that have not completed", () => {
    const base = dataSet("base", "PENDING");
    const compare = dataSet("compare", "COMPLETED");
    expect(unfinishedDataSets([base, compare])).toEqual([base]);
    expect(unfinishedDataSets([dataSet("a", "STARTED"), dataSet("b", "FAILED")]).map((d) => d.id)).toEqual([
      "a",
      "b",
    ]);
    expect(unfinishedDataSets([compare, null])).toEqual([]);
  });

  it("say where each run stands and what the viewer can do about it", () => {
    const failed = { ...dataSet("2022/07/31 TYC", "FAILED"), statusReason: "Run result 7028 was not found." };
    expect(whereItStands(failed)).toBe(
      "The last run of the data set '2022/07/31 TYC' failed: Run result 7028 was not found.",
    );
    expect(whereItStands(dataSet("x", "STARTED"))).toMatch(/^The data set 'x' is still running\./);
    expect(whereItStands(dataSet("x", "PENDING"))).toBe("The data set 'x' has not been run.");
    expect(nextStep(failed)).toBe(NOT_READY_TEXTS.rerun);
    expect(nextStep(dataSet("x", "PENDING"))).toBe(NOT_READY_TEXTS.runIt);
    expect(nextStep({ ...dataSet("x", "PENDING"), viewerCan: { run: false } })).toBe(
      NOT_READY_TEXTS.askStaff,
    );
  });
});
