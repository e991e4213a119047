import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { shortDate } from "../lib/month-end.ts";

interface Props {
  report: { title: string; clientName: string; asOfDate: string; compareAsOfDate?: string | null };
  /** Report-wide actions, at the end of the heading. */
  children?: ReactNode;
}

/** The report's title, client and as-of date (and the comparison date when there is one). */
export function ReportHeading({ report, children }: Props) {
  return (
    <Box component="header" sx={{ mb: 2, display: "flex", alignItems: "flex-start", gap: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Typography component="h2" variant="h5">
          {report.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {report.clientName} · As of {shortDate(report.asOfDate)}
          {report.compareAsOfDate ? ` compared with ${shortDate(report.compareAsOfDate)}` : ""}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
