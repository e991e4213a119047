import { describe, expect, it } from "vitest";
import { shownDatasets, shownDatasetTitles } from "./table-datasets.ts";

const titles = [
  { role: "DATASET1" as const, title: "2021/12/31 Standard" },
  { role: "DATASET2" as const, title: "2021/09/30 Standard" },
  { role: "DIFFERENCE" as const, title: "Change" },
];
/** Columns by field; `description` is the row header, as in every report table. */
const fields = (...names: string[]) =>
  names.map((field) => ({ field, isRowHeader: field === "description" }));

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

  it("names the base data set for unprefixed figures beside a change column (Balance Sheet Composition)", () => {
    const columns = fields("description", "balance", "mix", "yield", "difference_balance");
    expect(shownDatasetTitles(columns, titles)).toEqual(["2021/12/31 Standard", "Change"]);
  });

  it("takes unprefixed figure columns as the base data set's, and no data set for the row header", () => {
    expect([...shownDatasets(fields("description", "declining", "base", "rising", "shock"))]).toEqual([
      "DATASET1",
    ]);
    expect(shownDatasetTitles(fields("description", "shock"), titles)).toEqual(["2021/12/31 Standard"]);
    expect(shownDatasetTitles(fields("description"), titles)).toEqual([]);
  });

  it("skips data sets without a title", () => {
    const untitled = [{ role: "DATASET1" as const, title: "" }, ...titles.slice(1)];
    expect(shownDatasetTitles(fields("dataset1_base", "dataset2_base"), untitled)).toEqual([
      "2021/09/30 Standard",
    ]);
  });
});
