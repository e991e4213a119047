import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import { LETTER_PX, PAGE_MARGIN_PX, type Orientation } from "@alm/formats";
import type { ReactNode } from "react";

/** The area inside the margins, where a page's content goes. */
export const printable = (orientation: Orientation) => ({
  width: LETTER_PX[orientation].width - 2 * PAGE_MARGIN_PX,
  height: LETTER_PX[orientation].height - 2 * PAGE_MARGIN_PX,
});

/**
 * One printed page layout: the page size and margins for the browser's print (and Chromium's
 * PDF), the content laid out at the printable width, blocks kept whole where they fit.
 */
export function PrintPage({
  orientation = "portrait",
  children,
}: {
  orientation?: Orientation;
  children: ReactNode;
}) {
  return (
    <>
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
          "& tr": { breakInside: "avoid" },
          "& thead": { display: "table-header-group" },
        }}
      >
        {children}
      </Box>
    </>
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
