import { basisPoints, flat, text } from "../catalogue/columns.ts";
import { scenarioDefinitionsPage } from "../builders/assumptions.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 89,
  description: "Rate Scenario Definitions",
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
