import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { GroupField } from "./GroupField.tsx";
import { groupOptions } from "./group-options.ts";

afterEach(cleanup);

const options = groupOptions([
  { id: "1", parentId: "0", depth: 1, key: "Assets", description: "Assets", kind: "GROUP" },
  { id: "2", parentId: "1", depth: 2, key: "Fixed 30 Yr_H3", description: "Fixed 30 Yr", kind: "GROUP" },
]);

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
