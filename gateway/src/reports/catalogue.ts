import type { ReportListEntryModel } from "../models/analysis-models.ts";
import type { ReportNodeModel } from "../models/core-models.ts";
import type { CatalogueEntryModel, ReportCatalogueModel } from "../graphql/models.ts";
import { parseReportEntry } from "./report-list.ts";

const byOrder = (a: ReportNodeModel, b: ReportNodeModel) => a.order - b.order;

function entriesOf(page: ReportNodeModel, years: number[]): CatalogueEntryModel[] {
  const isNew = page.new === true;
  if (!page.hasNiiReports) {
    return [{ key: String(page.id), reportId: page.id, year: null, label: page.description, isNew }];
  }
  return years.map((year) => ({
    key: `${page.id}-${year}`,
    reportId: page.id,
    year,
    label: `Year ${year}`,
    isNew,
  }));
}

/**
 * The two-level tree of the analysis `reports` dictionary. With a selection (a report
 * definition's list) only the chosen pages and NII years appear; empty categories are left out.
 */
export function buildCatalogue(
  nodes: readonly ReportNodeModel[],
  niiYears: number,
  selection?: readonly ReportListEntryModel[],
): ReportCatalogueModel {
  const allYears = Array.from({ length: niiYears }, (_, i) => i + 1);
  const chosen = selection?.map(parseReportEntry);
  const visible = nodes.filter((n) => !n.isHidden);
  const categories = visible
    .filter((n) => n.parentId === 0)
    .sort(byOrder)
    .map((group) => ({
      node: group,
      pages: visible
        .filter((p) => p.parentId === group.id)
        .sort(byOrder)
        .flatMap((page) => {
          const picked = chosen?.filter((c) => c.reportId === page.id);
          if (picked && picked.length === 0) return [];
          const years = picked
            ? picked
                .flatMap((c) => (c.year === null ? allYears : [c.year]))
                // A year listed before niiYears was lowered is not one the definition projects.
                .filter((y, i, a) => y <= niiYears && a.indexOf(y) === i)
            : allYears;
          const entries = entriesOf(
            page,
            years.sort((a, b) => a - b),
          );
          return entries.length ? [{ node: page, entries }] : [];
        }),
    }))
    .filter((c) => c.pages.length > 0);
  return { categories };
}
