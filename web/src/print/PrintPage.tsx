import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import { LETTER_PX, PAGE_MARGIN_PX, SCREEN_TREE_LEVELS, type Orientation } from "@alm/formats";
import { useMemo, type ReactNode } from "react";
import { PrintLayoutContext, type PrintLayout } from "../report-card/print-layout.ts";

/** The area inside the margins, where a page's content goes. */
export const printable = (orientation: Orientation) => ({
  width: LETTER_PX[orientation].width - 2 * PAGE_MARGIN_PX,
  height: LETTER_PX[orientation].height - 2 * PAGE_MARGIN_PX,
});

/**
 * One printed page layout: the page size and margins for the browser's print (and Chromium's
 * PDF), the content laid out at the printable width, blocks kept whole where they fit.
 * A block measured taller than a page (data-print-fit="flow", see ReportBlock) is let break:
 * kept whole, Chromium would push it to the next page and then break it anyway, leaving the
 * report's title alone on one page and the table's title alone on the next.
 */
export function PrintPage({
  orientation = "portrait",
  treeLevels = SCREEN_TREE_LEVELS,
  children,
}: {
  orientation?: Orientation;
  treeLevels?: number;
  children: ReactNode;
}) {
  const layout = useMemo<PrintLayout>(
    () => ({ pageHeight: printable(orientation).height, treeLevels }),
    [orientation, treeLevels],
  );
  return (
    <PrintLayoutContext.Provider value={layout}>
      <GlobalStyles
        styles={{
          "@page": { size: `letter ${orientation}`, margin: `${PAGE_MARGIN_PX}px` },
          // Chart fills and table shading are content here, not decoration to save ink on.
          "html, body": { background: "#fff", printColorAdjust: "exact", WebkitPrintColorAdjust: "exact" },
          "@media print": { body: { margin: 0 } },
        }}
      />
      <Box
        component="main"
        sx={{
          width: printable(orientation).width,
          mx: "auto",
          fontSize: 12,
          "& figure, & section, & table": { breakInside: "avoid-page" },
          '& [data-print-fit="flow"], & [data-print-fit="flow"] :is(figure, section, table)': {
            breakInside: "auto",
          },
          // A title and its subtitle go with what they name.
          "& :is(h2, h3, figcaption), & :is(h2, h3, figcaption) + p, & article > header": {
            breakAfter: "avoid",
          },
          "& tr": { breakInside: "avoid" },
          "& thead": { display: "table-header-group" },
        }}
      >
        {children}
      </Box>
    </PrintLayoutContext.Provider>
  );
}

/** A print link without a (valid) ticket shows nothing of any client. */
export function PrintUnavailable({ message }: { message: string }) {
  return (
    <PrintPage>
      <p role="alert">{message}</p>
    </PrintPage>
  );
}
