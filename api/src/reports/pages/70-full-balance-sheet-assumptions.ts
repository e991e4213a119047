import { accountTree, decimal, dollars, percent, text } from "../catalogue/columns.ts";
import { balanceSheetAssumptionsPage } from "../builders/assumptions.ts";
import { defineTablePage } from "./page-definition.ts";

export const page = defineTablePage({
  id: 70,
  description: "Full Balance Sheet Assumptions",
  urlKey: "nev",
  title: "Balance Sheet Assumptions",
  block: { source: "tree" },
  table: accountTree(
    dollars("balance", "Balance ($)"),
    percent("averageRate", "Rate"),
    decimal("termMonths", "Term (months)"),
    text("amortization", "Amortization", { width: 1, filter: "select" }),
    percent("cpr", "CPR"),
    percent("decay", "Decay"),
    percent("beta", "Beta"),
  ),
  // The number of positions behind each folder.
  rowNumbers: ["positions"],
  build: balanceSheetAssumptionsPage,
});
