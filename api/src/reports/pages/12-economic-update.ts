import { textBlock } from "../catalogue/report-builders.ts";
import { textPage, economicUpdate } from "../builders/text.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 12,
  description: "Economic Update",
  urlKey: "nev",
  template: [textBlock("Economic Update")],
  build: textPage(economicUpdate),
});
