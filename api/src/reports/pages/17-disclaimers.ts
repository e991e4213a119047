import { textBlock } from "../catalogue/report-builders.ts";
import { textPage } from "../builders/text.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 17,
  description: "Disclaimers",
  urlKey: "nev",
  apiVersion: 1,
  template: [textBlock("Disclaimers", { source: "disclaimers" })],
  build: textPage(),
});
