import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { shortDate } from "../lib/month-end.ts";

export interface HeadedReport {
  title: string;
  clientName: string;
  asOfDate: string;
  compareAsOfDate?: string | null;
}

/** "Riverbend Federal Credit Union · As of 2021/12/31 compared with …": under the title, and atop its exports. */
export const reportSubtitle = (report: HeadedReport) =>
  `${report.clientName} · As of ${shortDate(report.asOfDate)}${
    report.compareAsOfDate ? ` compared with ${shortDate(report.compareAsOfDate)}` : ""
  }`;

/**
 * An NII page's title names the projection year it shows ("…: Year 2", as a PDF package's
 * contents name it): on a phone the report list is closed, and year 1 and year 2 would otherwise
 * read the same.
 */
export const reportTitle = (title: string, niiYear: number | undefined) =>
  niiYear === undefined ? title : `${title}: Year ${niiYear}`;

interface Props {
  report: HeadedReport;
  /** The NII projection year of an NII page; none for pages without years. */
  niiYear?: number;
  /** Report-wide actions, at the end of the heading. */
  children?: ReactNode;
}

/** The report's title, client and as-of date (and the comparison date when there is one). */
export function ReportHeading({ report, niiYear, children }: Props) {
  return (
    <Box component="header" sx={{ mb: 2, display: "flex", alignItems: "flex-start", gap: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Typography component="h2" variant="h5">
          {reportTitle(report.title, niiYear)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {reportSubtitle(report)}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
