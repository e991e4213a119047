import { DASHBOARD_PAGES } from "@alm/formats";
import { description, dollars, flat, percent } from "../catalogue/columns.ts";
import { summaryLayout } from "../catalogue/report-builders.ts";
import { liquidityPage } from "../builders/gaps.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: DASHBOARD_PAGES.liquidity.reportId,
  description: DASHBOARD_PAGES.liquidity.title,
  urlKey: "nev",
  isNew: true,
  template: summaryLayout("29", {
    table: "Liquidity Sources",
    chart1: ["column", "Liquid Assets"],
    chart2: ["line", "Cumulative Cash Flow"],
  }),
  tables: {
    "29": flat(
      description("Source", 3),
      dollars("balance", "Balance Held Today ($)"),
      percent("mix", "Balance, % of Assets"),
      dollars("available", "Available within 1 Year ($)"),
      percent("availableShare", "Available, % of Assets"),
    ),
  },
  build: liquidityPage,
});
