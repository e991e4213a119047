import { describe, expect, it } from "vitest";
import type { ReportNodeModel } from "../models/core-models.ts";
import { buildCatalogue } from "./catalogue.ts";

const node = (id: number, parentId: number, description: string, hasNiiReports = false): ReportNodeModel => ({
  id,
  parentId,
  order: id,
  description,
  urlKey: parentId === 0 ? null : hasNiiReports ? "nii" : "nev",
  hasNiiReports,
});

const NODES = [
  node(1, 0, "Report Overview"),
  node(21, 1, "NEV Summary"),
  node(2, 0, "Net Interest Income"),
  node(36, 2, "NII Volatility", true),
  node(37, 2, "NII Comparison", true),
];

const keysOf = (catalogue: ReturnType<typeof buildCatalogue>) =>
  catalogue.categories.flatMap((c) => c.pages.flatMap((p) => p.entries.map((e) => e.key)));

describe("the report catalogue of a package", () => {
  it("lists every page, NII pages in each of the years", () => {
    expect(keysOf(buildCatalogue(NODES, 2))).toEqual(["21", "36-1", "36-2", "37-1", "37-2"]);
  });

  it("lists the chosen pages and years, an NII page chosen whole in every year", () => {
    expect(keysOf(buildCatalogue(NODES, 3, [36, "37-2"]))).toEqual(["36-1", "36-2", "36-3", "37-2"]);
  });

  it("leaves out years chosen past the definition's NII years (lowered since), and a page left with none", () => {
    const catalogue = buildCatalogue(NODES, 2, [21, "36-1", "36-3", "37-3"]);
    expect(keysOf(catalogue)).toEqual(["21", "36-1"]);
    expect(catalogue.categories.flatMap((c) => c.pages.map((p) => p.node.id))).toEqual([21, 36]);
  });
});
