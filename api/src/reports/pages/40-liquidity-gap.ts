import { GAP_UNIT, gapTree } from "../catalogue/columns.ts";
import { liquidityGapPage } from "../builders/gaps.ts";
import { defineTreePage } from "./page-definition.ts";

export const page = defineTreePage({
  id: 40,
  description: "Liquidity Gap",
  urlKey: "nev",
  title: "Contractual Liquidity Gap",
  chart: ["column", `Cumulative Liquidity Gap ${GAP_UNIT.label}`, { precision: 0 }],
  table: gapTree("Maturity"),
  build: liquidityGapPage,
});
