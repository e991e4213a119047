import { niiYearNotInPackageText } from "@alm/formats";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import type { SidebarCatalogue } from "./ReportSidebar.tsx";

interface Props {
  /** The report the link asked for; null when its ?report= is no report id at all. */
  reportId: number | null;
  /** A year past the page's NII years: the one asked for and the ones there are. */
  year?: { asked: number; years: readonly number[] } | null;
  definitionName: string;
  catalogue: SidebarCatalogue;
  onOpen(entry: { reportId: number; year?: number | null }): void;
}

/**
 * A link's report is not in this definition: say so, and offer its first report instead of
 * opening it. A report that is there, asked for a year the package lacks, is said as such, with
 * the years it has to choose from.
 */
export function ReportNotInDefinition({ reportId, year, definitionName, catalogue, onOpen }: Props) {
  if (reportId !== null && year) {
    const named = catalogue.categories
      .flatMap((c) => c.pages)
      .find((p) => p.entries.some((e) => e.reportId === reportId));
    return (
      <YearNotInPackage
        reportId={reportId}
        page={named?.description ?? `Report ${reportId}`}
        year={year}
        onOpen={onOpen}
      />
    );
  }
  const page = catalogue.categories[0]?.pages[0];
  const first = page?.entries[0];
  return (
    <Alert
      severity="warning"
      sx={{ m: 2 }}
      action={
        page &&
        first && (
          <Button color="inherit" size="small" onClick={() => onOpen(first)}>
            {`Open ${first.year ? `${page.description}, ${first.label}` : first.label}`}
          </Button>
        )
      }
    >
      {ERROR_TEXTS.reportNotInDefinition(reportId, definitionName)}
    </Alert>
  );
}

function YearNotInPackage({
  reportId,
  page,
  year,
  onOpen,
}: {
  reportId: number;
  page: string;
  year: { asked: number; years: readonly number[] };
  onOpen: Props["onOpen"];
}) {
  return (
    <Alert severity="warning" sx={{ m: 2 }}>
      {niiYearNotInPackageText(page, year.years.length, year.asked)}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1 }}>
        {year.years.map((y) => (
          <Button
            key={y}
            variant="outlined"
            color="inherit"
            size="small"
            onClick={() => onOpen({ reportId, year: y })}
          >
            {`Open year ${y}`}
          </Button>
        ))}
      </Box>
    </Alert>
  );
}
