import { GAP_UNIT, gapTree } from "../catalogue/columns.ts";
import { treeLayout } from "../catalogue/report-builders.ts";
import { gapTreePage } from "../builders/gaps.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 80,
  description: "Repricing Gap",
  urlKey: "nev",
  template: treeLayout("80", "Repricing Gap by Period", [
    "column",
    `Periodic Gap ${GAP_UNIT.label}`,
    { precision: 0 },
  ]),
  tables: { "80": gapTree() },
  build: gapTreePage,
});
