import { NEV_RATIO_CHANGE_BP, NOT_VALUED_FOOTER } from "../measures.ts";
import { KEY_RATE_TENORS } from "@alm/engine";
import {
  basisPoints,
  bookValue,
  decimal,
  description,
  dollars,
  flat,
  percent,
  accountTree,
} from "../catalogue/columns.ts";
import { tableBlock, textBlock } from "../catalogue/report-builders.ts";
import { curveShapesPage, tenorLabel } from "../builders/curve-shapes.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 34,
  description: "Non-Parallel Scenarios and Key-Rate Durations",
  urlKey: "nev",
  template: [
    tableBlock("34", "NEV under the IRRBB Standard Shocks"),
    tableBlock("34k", "Key-Rate Durations and Convexity at Base (years)", {
      source: "tree",
      footer: NOT_VALUED_FOOTER,
    }),
    textBlock("About These Scenarios", { source: "shapes" }),
  ],
  tables: {
    "34": flat(
      description("Scenario", 3),
      dollars("assets", "Assets MV ($)"),
      dollars("liabilities", "Liabilities MV ($)"),
      dollars("nev", "NEV ($)"),
      percent("nevRatio", "NEV Ratio"),
      percent("nevChange", "NEV Change"),
      basisPoints("sensitivityBp", NEV_RATIO_CHANGE_BP),
    ),
    "34k": accountTree(
      bookValue(),
      decimal("effDuration", "Eff. Duration", { group: "Base" }),
      decimal("effConvexity", "Convexity", { group: "Base" }),
      KEY_RATE_TENORS.map((t) => decimal(`krd_${t}`, tenorLabel(t), { group: "Key-Rate Duration" })),
      decimal("krdTotal", "Sum", { group: "Key-Rate Duration", emphasize: true }),
    ),
  },
  inDetailWorkbook: true,
  build: curveShapesPage,
});
