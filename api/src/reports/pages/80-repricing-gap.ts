import { GAP_UNIT, gapTree } from "../catalogue/columns.ts";
import { gapTreePage } from "../builders/gaps.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 80,
  description: "Repricing Gap",
  urlKey: "nev",
  title: "Repricing Gap by Period",
  chart: ["column", `Periodic Gap ${GAP_UNIT.label}`, { precision: 0 }],
  table: gapTree("Repricing"),
  build: gapTreePage,
});
