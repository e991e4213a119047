import { textBlock } from "../catalogue/report-builders.ts";
import { textPage, pipelineHedging } from "../builders/text.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 15,
  description: "Mortgage Pipeline Hedging Update",
  urlKey: "nev",
  isNew: true,
  template: [textBlock("Mortgage Pipeline Hedging Update")],
  build: textPage(pipelineHedging),
});
