import type { Resolvers } from "../generated/graphql.ts";
import { parseReportEntry } from "./report-list.ts";

export const reportListEntryResolvers: Resolvers = {
  ReportListEntry: {
    key: (entry) => String(entry),
    reportId: (entry) => parseReportEntry(entry).reportId,
    year: (entry) => parseReportEntry(entry).year,
  },
};
