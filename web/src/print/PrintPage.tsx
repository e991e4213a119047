import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import type { Orientation } from "@alm/formats";
import type { ReactNode } from "react";

/** Letter paper at 96 px per inch (spec section 2): 816×1056 portrait, 1056×816 landscape. */
export const LETTER = { portrait: { width: 816, height: 1056 }, landscape: { width: 1056, height: 816 } };
export const PAGE_MARGIN = 36;

/** The area inside the margins, where a page's content goes. */
export const printable = (orientation: Orientation) => ({
  width: LETTER[orientation].width - 2 * PAGE_MARGIN,
  height: LETTER[orientation].height - 2 * PAGE_MARGIN,
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
          "@page": { size: `letter ${orientation}`, margin: `${PAGE_MARGIN}px` },
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
