import { DASHBOARD_PAGES } from "@alm/formats";
import { description, dollars, flat, percent } from "../catalogue/columns.ts";
import { liquidityPage } from "../builders/gaps.ts";
import { defineSummaryPage } from "./page-definition.ts";

export const page = defineSummaryPage({
  id: DASHBOARD_PAGES.liquidity.reportId,
  description: DASHBOARD_PAGES.liquidity.title,
  urlKey: "nev",
  isNew: true,
  title: "Liquidity Sources",
  chart1: ["column", "Liquid Assets"],
  chart2: ["line", "Cumulative Cash Flow"],
  table: flat(
    description("Source", 3),
    dollars("balance", "Balance Held Today ($)"),
    percent("mix", "Balance, % of Assets"),
    dollars("available", "Available within 1 Year ($)"),
    percent("availableShare", "Available, % of Assets"),
  ),
  build: liquidityPage,
});
