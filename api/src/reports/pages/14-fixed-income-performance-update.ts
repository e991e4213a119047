import { textBlock } from "../catalogue/report-builders.ts";
import { textPage, fixedIncomeUpdate } from "../builders/text.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 14,
  description: "Fixed Income Performance Update",
  urlKey: "nev",
  template: [textBlock("Fixed Income Performance Update")],
  build: textPage(fixedIncomeUpdate),
});
