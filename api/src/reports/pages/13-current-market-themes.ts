import { textBlock } from "../catalogue/report-builders.ts";
import { textPage, marketThemes } from "../builders/text.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 13,
  description: "Current Market Themes",
  urlKey: "nev",
  template: [textBlock("Current Market Themes")],
  build: textPage(marketThemes),
});
