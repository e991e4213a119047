import { description, flat, percent, text } from "../tables/columns.ts";
import { type GroupSpec, summaryLayout, textBlock } from "./report-builders.ts";

/** Narrative pages: the analyst's commentary and the market context of the report package. */
export const balanceSheetAssessment: GroupSpec = {
  id: 1,
  description: "Balance Sheet Assessment",
  pages: [
    {
      id: 11,
      description: "Executive Summary",
      urlKey: "nev",
      template: summaryLayout("11", {
        table: "Key Risk Measures",
        chart1: ["column", "NEV Ratio by Scenario"],
        chart2: ["column", "Change in Year 1 NII by Scenario"],
      }),
      tables: {
        "11": flat(
          description("Measure", 4),
          percent("base", "Base"),
          percent("declining", "Declining"),
          percent("rising", "Rising"),
          percent("shock", "Shock"),
          percent("limit", "Policy Limit"),
          text("status", "Status", { filter: "select" }),
        ),
      },
    },
    { id: 12, description: "Economic Update", urlKey: "nev", template: [textBlock("Economic Update")] },
    {
      id: 13,
      description: "Current Market Themes",
      urlKey: "nev",
      template: [textBlock("Current Market Themes")],
    },
    {
      id: 14,
      description: "Fixed Income Performance Update",
      urlKey: "nev",
      template: [textBlock("Fixed Income Performance Update")],
    },
    {
      id: 15,
      description: "Mortgage Pipeline Hedging Update",
      urlKey: "nev",
      isNew: true,
      template: [textBlock("Mortgage Pipeline Hedging Update")],
    },
    {
      id: 16,
      description: "Commentary",
      urlKey: "nev",
      template: [textBlock("Commentary", { source: "commentary" })],
    },
    {
      id: 17,
      description: "Disclaimers",
      urlKey: "nev",
      apiVersion: 1,
      template: [textBlock("Disclaimers", { source: "disclaimers" })],
    },
  ],
};
