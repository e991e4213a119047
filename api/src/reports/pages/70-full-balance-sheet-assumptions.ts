import { accountTree, decimal, dollars, percent, text } from "../catalogue/columns.ts";
import { tableBlock } from "../catalogue/report-builders.ts";
import { balanceSheetAssumptionsPage } from "../builders/assumptions.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 70,
  description: "Full Balance Sheet Assumptions",
  urlKey: "nev",
  template: [tableBlock("70", "Balance Sheet Assumptions", { source: "tree" })],
  tables: {
    "70": accountTree(
      dollars("balance", "Balance ($)"),
      percent("averageRate", "Rate"),
      decimal("termMonths", "Term (months)"),
      text("amortization", "Amortization", { width: 1, filter: "select" }),
      percent("cpr", "CPR"),
      percent("decay", "Decay"),
      decimal("beta", "Beta"),
    ),
  },
  // The number of positions behind each folder.
  rowNumbers: ["positions"],
  build: balanceSheetAssumptionsPage,
});
