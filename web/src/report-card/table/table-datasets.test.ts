import { describe, expect, it } from "vitest";
import { shownDatasets, shownDatasetTitles } from "./table-datasets.ts";

const titles = [
  { role: "DATASET1" as const, title: "2021/12/31 Standard" },
  { role: "DATASET2" as const, title: "2021/09/30 Standard" },
  { role: "DIFFERENCE" as const, title: "Change" },
];
const fields = (...names: string[]) => names.map((field) => ({ field }));

describe("a table's subtitle", () => {
  it("names only the base data set when the table shows only its columns", () => {
    const columns = fields("description", "bookValue", "dataset1_-100", "dataset1_100", "dataset1_300");
    expect(shownDatasetTitles(columns, titles)).toEqual(["2021/12/31 Standard"]);
  });

  it("names current, prior and change for a comparison table", () => {
    const columns = fields("description", "dataset1_base", "dataset2_base", "difference_base");
    expect(shownDatasetTitles(columns, titles)).toEqual([
      "2021/12/31 Standard",
      "2021/09/30 Standard",
      "Change",
    ]);
  });

  it("names the prior data set alone when only its columns are shown", () => {
    expect(shownDatasetTitles(fields("description", "dataset2_nii"), titles)).toEqual([
      "2021/09/30 Standard",
    ]);
  });

  it("takes a table of unprefixed columns (figures of the base data set) as the base data set's", () => {
    expect([...shownDatasets(fields("description", "declining", "base", "rising", "shock"))]).toEqual([
      "DATASET1",
    ]);
    expect(shownDatasetTitles(fields("description", "shock"), titles)).toEqual(["2021/12/31 Standard"]);
  });

  it("skips data sets without a title", () => {
    const untitled = [{ role: "DATASET1" as const, title: "" }, ...titles.slice(1)];
    expect(shownDatasetTitles(fields("dataset1_base", "dataset2_base"), untitled)).toEqual([
      "2021/09/30 Standard",
    ]);
  });
});
