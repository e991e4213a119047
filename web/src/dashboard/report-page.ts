import { pageTableOf, type ReportPage } from "@alm/formats";
import { getFragmentData } from "../generated/index.ts";
import type { DashboardReportQuery } from "../generated/graphql.ts";
import { TableBlockViewFragment } from "../report-card/table/table-fragment.ts";

/** A report page as the dashboard read it, in the shape the risk figures read (@alm/formats). */
export function toReportPage(report: NonNullable<DashboardReportQuery["report"]>): ReportPage {
  const tables = report.blocks.flatMap((block) => {
    if (block.__typename !== "TableBlock") return [];
    const table = getFragmentData(TableBlockViewFragment, block);
    return [
      pageTableOf({ source: block.source, columns: table.columns, rows: table.rows, values: block.values }),
    ];
  });
  return { id: report.id, tables };
}
