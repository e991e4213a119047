import { GAP_UNIT, gapTree } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { gapTreePage } from "../builders/gaps.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 10,
  description: "Behavioral Gap",
  urlKey: "nev",
  template: treeLayout("10", "Behavioral Repricing Gap", [
    "column",
    `Periodic and Cumulative Gap ${GAP_UNIT.label}`,
    { precision: 0 },
  ]),
  tables: { "10": gapTree() },
  inDetailWorkbook: true,
  build: gapTreePage,
});
