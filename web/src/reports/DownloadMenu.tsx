import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import type { PdfPackageKind, ReportPdfAvailability } from "../generated/graphql.ts";

export interface PdfPackage {
  kind: PdfPackageKind;
  name: string;
  suffix: string;
  uri?: string | null;
  availability: ReportPdfAvailability;
}

interface Props {
  pdfs: readonly PdfPackage[];
  /** Staff make the packages that clients then download. */
  canCreatePackages: boolean;
  /** A document is being made: one at a time. */
  busy: boolean;
  /** Reports ticked in the sidebar. */
  selectedCount: number;
  /** Nothing is ticked and a report is on screen: Print/PDF prints it. */
  printsOpenReport: boolean;
  onDetailWorkbook(): void;
  onPdfPackage(pdf: PdfPackage): void;
  onPrintSelection(): void;
}

/**
 * Why a package is '(Unavailable)', and what to do: the bare mark, greyed out, told a client's CFO
 * neither (a CFO's review). Staff make the packages; Print/PDF makes a PDF of any reports.
 */
export const UNAVAILABLE_PDF_HINTS = {
  staff: "Not made yet: Create PDF below makes it.",
  client: "Not made yet by your ALM advisor. Print/PDF prints the reports you tick meanwhile.",
} as const;

/**
 * Download Multiple (spec management-and-data section 2): the detail workbook and the PDF
 * packages, a package without a file disabled and marked '(Unavailable)'; Print/PDF prints the
 * reports ticked in the sidebar, or with none ticked the report on screen.
 */
export function DownloadMenu({
  pdfs,
  canCreatePackages,
  busy,
  selectedCount,
  printsOpenReport,
  onDetailWorkbook,
  onPdfPackage,
  onPrintSelection,
}: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <Box sx={{ display: "flex", gap: 1 }}>
      <Button
        variant="contained"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Download Multiple
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onDetailWorkbook();
          }}
        >
          Excel: Detail Reports
        </MenuItem>
        {pdfs.map((pdf) => {
          const available = pdf.availability === "AVAILABLE";
          const ids = { name: `${menuId}-${pdf.suffix}`, hint: `${menuId}-${pdf.suffix}-hint` };
          return (
            <MenuItem
              key={pdf.suffix}
              disabled={!available}
              aria-labelledby={ids.name}
              aria-describedby={available ? undefined : ids.hint}
              onClick={() => {
                close();
                onPdfPackage(pdf);
              }}
            >
              <ListItemText
                primary={`PDF: ${pdf.name}${available ? "" : " (Unavailable)"}`}
                secondary={
                  available ? undefined : UNAVAILABLE_PDF_HINTS[canCreatePackages ? "staff" : "client"]
                }
                slotProps={{ primary: { id: ids.name }, secondary: { id: ids.hint } }}
              />
            </MenuItem>
          );
        })}
        {canCreatePackages &&
          pdfs.map((pdf) => (
            <MenuItem
              key={`create-${pdf.suffix}`}
              onClick={() => {
                close();
                onPdfPackage(pdf);
              }}
            >
              Create PDF: {pdf.name}
            </MenuItem>
          ))}
      </Menu>
      <Button
        variant="contained"
        disabled={(selectedCount === 0 && !printsOpenReport) || busy}
        title={
          printsOpenReport
            ? "Prints the report on screen; tick reports in the list to print several"
            : undefined
        }
        onClick={onPrintSelection}
      >
        Print/PDF{selectedCount ? ` (${selectedCount})` : ""}
      </Button>
    </Box>
  );
}
