import { compared, description, dollars, flat, niiScenarios, percent } from "../tables/columns.ts";
import {
  chartBlock,
  COMPARED,
  ONLY_COMPARED,
  type GroupSpec,
  summaryLayout,
  tableBlock,
} from "./report-builders.ts";

/** NII pages: projected income per year under ramps and the shock. */
export const netInterestIncome: GroupSpec = {
  id: 4,
  description: "Net Interest Income",
  pages: [
    {
      id: 35,
      description: "Projected NII Volatility",
      urlKey: "nii",
      nii: true,
      template: summaryLayout("35", {
        table: "Projected Net Interest Income",
        chart1: ["column", "Projected NII by Scenario"],
        chart2: ["line", "NII % Change from Base"],
      }),
      tables: {
        "35": flat(
          description("Measure", 4),
          niiScenarios("", "Scenario", dollars).map((c) => ({ ...c, displayAs: "rowFormat" as const })),
        ),
      },
    },
    {
      id: 36,
      description: "Projected NII Comparison",
      urlKey: "nii",
      nii: true,
      template: [
        tableBlock("36", "Net Interest Income: Current and Prior", { datasets: COMPARED }),
        chartBlock("column", "Base NII: Current and Prior", {
          width: 50,
          source: "chart1",
          hidden: ONLY_COMPARED,
        }),
        chartBlock("column", "Shock {scenario} bp NII: Current and Prior", {
          width: 50,
          source: "chart2",
          hidden: ONLY_COMPARED,
        }),
      ],
      tables: {
        "36": flat(
          description("Measure", 3),
          compared("base", "Base", dollars),
          compared("shock", "Shock", dollars),
        ),
      },
    },
    {
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
          compared("income", "Net Income", dollars),
          compared("roa", "ROA", percent),
        ),
      },
    },
  ],
};
