import { basisPoints, flat, text } from "../catalogue/columns.ts";
import { scenarioDefinitionsPage } from "../builders/assumptions.ts";
import { RATE_SCENARIO_PAGE } from "../builders/page-reference.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: RATE_SCENARIO_PAGE.reportId,
  description: RATE_SCENARIO_PAGE.title,
  urlKey: "nev",
  title: "Rate Scenarios",
  table: flat(
    text("scenario", "Scenario"),
    text("kind", "Kind", { filter: "select" }),
    basisPoints("bp", "Size (bp)"),
    text("description", "Description", { width: 6 }),
  ),
  build: scenarioDefinitionsPage,
});
