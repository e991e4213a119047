import { GAP_UNIT, gapTree } from "../catalogue/columns.ts";
import { gapTreePage } from "../builders/gaps.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 10,
  description: "Behavioral Gap",
  urlKey: "nev",
  title: "Behavioral Repricing Gap",
  chart: ["column", `Periodic and Cumulative Gap ${GAP_UNIT.label}`, { precision: 0 }],
  table: gapTree("Repricing"),
  inDetailWorkbook: true,
  build: gapTreePage,
});
