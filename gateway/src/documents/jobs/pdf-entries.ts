import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { buildCatalogue } from "../../reports/catalogue.ts";
import type { ReportDefinitionModel } from "../../models/analysis-models.ts";
import type { ReportNodeModel } from "../../models/core-models.ts";
import type { PdfEntry } from "./pdf-renderer.ts";

export type PdfPackageKind = "ALL_REPORTS" | "SUMMARY_REPORTS";

/**
 * The 'Summary Reports' package is the report definition's pages of the catalogue's Report
 * Overview category (spec management-and-data section 2: ALM, NEV, NII and Investment Summary,
 * balance sheet composition, trends, policy and liquidity): the one-page views of the package.
 */
export const SUMMARY_CATEGORY = "Report Overview";

/** Names as the api lists them (GET …/pdf), with the file suffixes of spec section 9. */
export const PACKAGES: Record<PdfPackageKind, { name: string; suffix: "Full" | "Summary" }> = {
  ALL_REPORTS: { name: "All Reports", suffix: "Full" },
  SUMMARY_REPORTS: { name: "Summary Reports", suffix: "Summary" },
};

/** The package a registered PDF entry is, by its file suffix (the api lists the names above). */
export function packageKindOf(entry: { name: string; suffix: string }): PdfPackageKind {
  const kinds = Object.keys(PACKAGES) as PdfPackageKind[];
  return (
    kinds.find((k) => PACKAGES[k].suffix === entry.suffix || PACKAGES[k].name === entry.name) ?? "ALL_REPORTS"
  );
}

/** Every catalogue entry of the report definition, in catalogue order. */
export function definitionEntries(
  nodes: readonly ReportNodeModel[],
  definition: ReportDefinitionModel,
): PdfEntry[] {
  const catalogue = buildCatalogue(nodes, definition.niiYears, definition.selectedSubReportDefinitions);
  return catalogue.categories.flatMap((category) =>
    category.pages.flatMap((page) =>
      page.entries.map((e) => ({
        key: e.key,
        reportId: e.reportId,
        year: e.year,
        label: e.year === null ? page.node.description : `${page.node.description}: ${e.label}`,
        category: category.node.description,
      })),
    ),
  );
}

export function packageEntries(all: readonly PdfEntry[], kind: PdfPackageKind): PdfEntry[] {
  return kind === "ALL_REPORTS" ? [...all] : all.filter((e) => e.category === SUMMARY_CATEGORY);
}

/** The chosen entries in catalogue order; unknown keys are BAD_USER_INPUT, naming the first. */
export function selectedEntries(all: readonly PdfEntry[], keys: readonly string[]): PdfEntry[] {
  const wanted = new Set(keys.map((k) => k.trim()));
  if (wanted.size === 0) throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.documentNoEntries);
  const unknown = [...wanted].find((k) => !all.some((e) => e.key === k));
  if (unknown !== undefined) throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.documentEntryUnknown(unknown));
  return all.filter((e) => wanted.has(e.key));
}
