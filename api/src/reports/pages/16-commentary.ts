import { textBlock } from "../catalogue/report-builders.ts";
import { textPage } from "../builders/text.ts";
import { definePage } from "./page-definition.ts";

export const page = definePage({
  id: 16,
  description: "Commentary",
  urlKey: "nev",
  template: [textBlock("Commentary", { source: "commentary" })],
  build: textPage(),
});
