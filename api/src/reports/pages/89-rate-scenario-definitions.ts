import { basisPoints, flat, text } from "../catalogue/columns.ts";
import { tableBlock } from "../catalogue/report-builders.ts";
import { scenarioDefinitionsPage } from "../builders/assumptions.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 89,
  description: "Rate Scenario Definitions",
  urlKey: "nev",
  template: [tableBlock("89", "Rate Scenarios")],
  tables: {
    "89": flat(
      text("scenario", "Scenario"),
      text("kind", "Kind", { filter: "select" }),
      basisPoints("bp", "Size (bp)"),
      text("description", "Description", { width: 6 }),
    ),
  },
  build: scenarioDefinitionsPage,
});
