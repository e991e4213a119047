import {
  compared,
  date,
  description,
  dollars,
  flat,
  gapBuckets,
  percent,
  text,
  tree,
} from "../tables/columns.ts";
import {
  chartBlock,
  COMPARED,
  type GroupSpec,
  summaryLayout,
  tableBlock,
  treeLayout,
} from "./report-builders.ts";

/** Groups of the extended report package (the spec's other variant of the catalogue). */
export const gapAnalyses: GroupSpec = {
  id: 7,
  description: "Gap Analyses",
  extended: true,
  pages: [
    {
      id: 80,
      description: "Repricing Gap",
      urlKey: "nev",
      template: treeLayout("80", "Repricing Gap by Period", ["column", "Periodic Gap"]),
      tables: { "80": tree(description("Account", 3), gapBuckets(dollars), dollars("total", "Total")) },
    },
    {
      id: 81,
      description: "Cumulative Gap",
      urlKey: "nev",
      template: summaryLayout("81", {
        table: "Cumulative Gap",
        chart1: ["line", "Cumulative Gap"],
        chart2: ["line", "Cumulative Gap to Assets"],
      }),
      tables: {
        "81": flat(
          text("period", "Period"),
          dollars("gap", "Periodic Gap"),
          dollars("cumulativeGap", "Cumulative Gap"),
          percent("gapToAssets", "Gap / Assets"),
          percent("cumulativeGapToAssets", "Cumulative Gap / Assets", { emphasize: true }),
        ),
      },
    },
  ],
};

export const whatIfs: GroupSpec = {
  id: 8,
  description: "What-ifs (Backtesting)",
  extended: true,
  pages: [
    {
      id: 84,
      description: "NEV Backtesting",
      urlKey: "nev",
      template: [
        tableBlock("84", "Projected and Actual NEV", { datasets: COMPARED }),
        chartBlock("line", "Projected and Actual NEV", { source: "chart1" }),
      ],
      tables: { "84": flat(description("Measure", 3), compared("value", "NEV", dollars)) },
    },
    {
      id: 85,
      description: "NII Backtesting",
      urlKey: "nii",
      template: [
        tableBlock("85", "Projected and Actual NII", { datasets: COMPARED }),
        chartBlock("column", "Projected and Actual NII", { source: "chart1" }),
      ],
      tables: { "85": flat(description("Measure", 3), compared("income", "NII", dollars)) },
    },
  ],
};

export const extras: GroupSpec = {
  id: 9,
  description: "Extras",
  extended: true,
  pages: [
    {
      id: 88,
      description: "Treasury Curve History",
      urlKey: "trend",
      template: [
        chartBlock("line", "Treasury Curves by As-of Date", { source: "chart1" }),
        tableBlock("88", "Treasury Curves by As-of Date"),
      ],
      tables: {
        "88": flat(
          date("asOfDate", "As-of Date", { width: 2 }),
          text("tenor", "Tenor"),
          percent("value", "Rate"),
        ),
      },
    },
    {
      id: 89,
      description: "Rate Scenario Definitions",
      urlKey: "nev",
      template: [tableBlock("89", "Rate Scenarios")],
      tables: {
        "89": flat(
          text("scenario", "Scenario"),
          text("kind", "Kind", { filter: "select" }),
          dollars("bp", "Size (bp)"),
          text("description", "Description", { width: 6 }),
        ),
      },
    },
  ],
};
