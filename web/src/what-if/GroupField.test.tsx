import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { GroupField } from "./GroupField.tsx";
import { filterGroups, groupOptions } from "./group-options.ts";

afterEach(cleanup);

const options = groupOptions([
  { id: "1", parentId: "0", depth: 1, key: "Assets", description: "Assets", kind: "GROUP" },
  { id: "2", parentId: "1", depth: 2, key: "Fixed 30 Yr_H3", description: "Fixed 30 Yr", kind: "GROUP" },
  {
    id: "3",
    parentId: "1",
    depth: 2,
    key: "Investments_H2",
    description: "Total Investments",
    kind: "GROUP",
  },
  { id: "4", parentId: "0", depth: 1, key: "Liabilities", description: "Liabilities", kind: "GROUP" },
  { id: "5", parentId: "1", depth: 2, key: "Other_A", description: "Other", kind: "GROUP" },
  { id: "6", parentId: "4", depth: 2, key: "Other_L", description: "Other", kind: "GROUP" },
  {
    id: "7",
    parentId: "4",
    depth: 2,
    key: "Regular Shares_H3",
    description: "Regular Shares",
    kind: "GROUP",
  },
  { id: "8", parentId: "7", depth: 3, key: "Regular Shares", description: "Regular Shares", kind: "LEAF" },
]);

it("names groups as a reader knows them: the chart's key only tells two of one name apart", () => {
  expect(options.map((o) => o.label)).toEqual([
    "Assets",
    "Fixed 30 Yr",
    "Total Investments",
    "Liabilities",
    "Other (Other_A)",
    "Other (Other_L)",
    // A folder and its one product line of the same name: the folder is "all" of it.
    "Regular Shares (all)",
    "Regular Shares",
  ]);
});

it("finds a group by its key as well as its name", () => {
  const found = (typed: string) =>
    filterGroups(options, { inputValue: typed, getOptionLabel: (o) => o.label }).map((o) => o.label);
  expect(found("_H3")).toEqual(["Fixed 30 Yr", "Regular Shares (all)"]);
  expect(found("total inv")).toEqual(["Total Investments"]);
  expect(found("other_l")).toEqual(["Other (Other_L)"]);
});

it("lets a chosen group's whole name be read where the field is too narrow for it", () => {
  render(
    <GroupField id="a" label="Product group" options={options} value="Investments_H2" onChange={() => {}} />,
  );
  const field = screen.getByRole("combobox", { name: "Product group" });
  expect(field).toHaveProperty("value", "Total Investments");
  expect(field.getAttribute("title")).toBe("Total Investments");
});

it("names each group field's buttons after the field: several share the what-if page", () => {
  render(
    <>
      <GroupField id="a" label="Product group" options={options} value="Fixed 30 Yr_H3" onChange={() => {}} />
      <GroupField id="b" label="Sell from group" options={options} value="" onChange={() => {}} />
    </>,
  );
  expect(screen.getByRole("button", { name: "Open Product group" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Open Sell from group" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Open" })).toBeNull();
});
