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

/** The paper's size and margins for the browser's print (and Chromium's PDF). */
const pageRule = (orientation: Orientation) => ({
  size: `letter ${orientation}`,
  margin: `${PAGE_MARGIN_PX}px`,
});

const PAGE_COLOURS = {
  // Chart fills and table shading are content here, not decoration to save ink on.
  "html, body": { background: "#fff", printColorAdjust: "exact", WebkitPrintColorAdjust: "exact" },
  "@media print": { body: { margin: 0 } },
} as const;

/**
 * How a printed report breaks across pages: blocks kept whole where they fit. A block measured
 * taller than a page (data-print-fit="flow", see ReportBlock) is let break: kept whole, Chromium
 * would push it to the next page and then break it anyway, leaving the report's title alone on
 * one page and the table's title alone on the next.
 */
const PAGE_BREAKS = {
  fontSize: 12,
  "& figure, & section, & table": { breakInside: "avoid-page" },
  '& [data-print-fit="flow"], & [data-print-fit="flow"] :is(figure, section, table)': {
    breakInside: "auto",
  },
  // A note under a table goes with the table it explains (the what-if's notes fell onto the next
  // page, apart from their table): the page breaks between the table's rows instead, its header
  // repeated, so the rows above it keep the page they start on.
  "& [data-print-note]": { breakBefore: "avoid-page" },
  // A title and its subtitle go with what they name.
  "& :is(h2, h3, figcaption), & :is(h2, h3, figcaption) + p, & article > header": {
    breakAfter: "avoid",
  },
  "& tr": { breakInside: "avoid" },
  "& thead": { display: "table-header-group" },
} as const;

function PrintLayoutOf({
  orientation,
  treeLevels,
  children,
}: {
  orientation: Orientation;
  treeLevels: number;
  children: ReactNode;
}) {
  const layout = useMemo<PrintLayout>(
    () => ({ pageHeight: printable(orientation).height, treeLevels }),
    [orientation, treeLevels],
  );
  return <PrintLayoutContext.Provider value={layout}>{children}</PrintLayoutContext.Provider>;
}

/**
 * One printed page layout: the page size and margins, the content laid out at the printable
 * width, blocks kept whole where they fit (PAGE_BREAKS).
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
  return (
    <PrintLayoutOf orientation={orientation} treeLevels={treeLevels}>
      <GlobalStyles styles={{ "@page": pageRule(orientation), ...PAGE_COLOURS }} />
      <Box component="main" sx={{ width: printable(orientation).width, mx: "auto", ...PAGE_BREAKS }}>
        {children}
      </Box>
    </PrintLayoutOf>
  );
}

/**
 * Several reports as one document, each on pages of its own paper (CSS named pages: Chromium
 * prints portrait and landscape pages in one PDF) and starting on a new page: the PDF renderer
 * prints a package's reports with one print of the page instead of one per report. While the
 * reports are still `settling`, the page is laid out (and measured) but not painted: nobody
 * watches a print route fill in, and each of the hundreds of frames it took painted what had changed.
 */
export function PrintPages({ settling = false, children }: { settling?: boolean; children: ReactNode }) {
  return (
    <>
      <GlobalStyles
        styles={{
          "@page": pageRule("portrait"),
          "@page portrait": pageRule("portrait"),
          "@page landscape": pageRule("landscape"),
          ...PAGE_COLOURS,
        }}
      />
      <Box component="main" sx={PAGE_BREAKS} style={settling ? { visibility: "hidden" } : undefined}>
        {children}
      </Box>
    </>
  );
}

/**
 * One report of PrintPages: its paper, laid out at that paper's printable width. `anchor` names
 * it, and an empty link to itself makes Chromium's PDF name the page it starts on (the renderer
 * reads where each report starts from it; nothing of it is seen or read aloud).
 */
export function PrintPagesPart({
  orientation,
  treeLevels = SCREEN_TREE_LEVELS,
  first,
  anchor,
  children,
}: {
  orientation: Orientation;
  treeLevels?: number;
  first: boolean;
  anchor: string;
  children: ReactNode;
}) {
  return (
    <PrintLayoutOf orientation={orientation} treeLevels={treeLevels}>
      <Box
        id={anchor}
        sx={{
          page: orientation,
          breakBefore: first ? "auto" : "page",
          position: "relative",
          width: printable(orientation).width,
          mx: "auto",
        }}
      >
        <a
          href={`#${anchor}`}
          aria-hidden="true"
          tabIndex={-1}
          style={{ position: "absolute", top: 0, left: 0, width: 1, height: 1 }}
        />
        {children}
      </Box>
    </PrintLayoutOf>
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
