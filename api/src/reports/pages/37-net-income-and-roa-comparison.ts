import { compared, description, dollars, flat, percent } from "../catalogue/columns.ts";
import { chartBlock, COMPARED, tableBlock } from "../catalogue/report-builders.ts";
import { netIncomePage } from "../builders/nii.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 37,
  description: "Net Income and ROA Comparison",
  urlKey: "nii",
  nii: true,
  template: [
    tableBlock("37", "Net Income and ROA: Current and Prior", { datasets: COMPARED }),
    chartBlock("column", "Net Income by Scenario", { width: 50, source: "chart1" }),
    chartBlock("line", "ROA by Scenario", { width: 50, source: "chart2" }),
  ],
  tables: {
    "37": flat(
      description("Scenario", 3),
      compared("income", "Net Income ($)", dollars),
      compared("roa", "ROA", percent),
    ),
  },
  build: netIncomePage,
});
