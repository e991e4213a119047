import { SCREEN_TREE_LEVELS } from "@alm/formats";
import { createContext, useContext } from "react";

/** What a report card in print mode needs to know of the paper it is laid out for. */
export interface PrintLayout {
  /** Height of the area inside the page margins, in CSS px: what one page holds. */
  pageHeight: number;
  /** Levels of an account tree printed; deeper rows are left to the Excel exports. */
  treeLevels: number;
}

export const PrintLayoutContext = createContext<PrintLayout>({
  pageHeight: Number.POSITIVE_INFINITY,
  treeLevels: SCREEN_TREE_LEVELS,
});

export const usePrintLayout = () => useContext(PrintLayoutContext);
