import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { AnalysisDictionariesModel, ReportNodeModel } from "../models/core-models.ts";
import type { TableDictionaryModel, TemplateBlockModel } from "../models/report-models.ts";
import { reportError } from "./report-errors.ts";

/** A catalogue page that passed the template rules, with what its blocks need. */
export interface CheckedPage {
  page: ReportNodeModel;
  template: TemplateBlockModel[];
  /** The urlKey's REST path template, e.g. 'base/analysis/reports/{id}/reportdefinition/{reportDefId}'. */
  pathTemplate: string;
  /** Table dictionaries by dictionaryKey. */
  tables: Record<string, TableDictionaryModel>;
}

/**
 * The template rules of spec shell-and-reports section 5: a dictionary entry, a template, a
 * table dictionary for each dictionaryKey and a URL key; otherwise the section 8 texts.
 */
export function checkTemplate(dictionaries: AnalysisDictionariesModel, reportId: number): CheckedPage {
  const page = dictionaries.reports?.find((r) => r.id === reportId && r.parentId !== 0);
  if (!page) {
    const error = ERROR_TEXTS.reportUnknown(reportId);
    throw reportError("NOT_FOUND", "REPORT_DICTIONARY_UNAVAILABLE", error, [
      { error, resolution: ERROR_TEXTS.reportUnknownResolution, field: "reportId" },
    ]);
  }
  const template = page.template ?? [];
  if (!Array.isArray(template) || template.length === 0) {
    throw reportError(
      "INTERNAL_SERVER_ERROR",
      "REPORT_TEMPLATE_UNAVAILABLE",
      ERROR_TEXTS.reportTemplateUnavailable,
    );
  }
  const tables: Record<string, TableDictionaryModel> = {};
  for (const block of template) {
    if (!block.dictionaryKey) continue;
    const table = dictionaries.tables?.[block.dictionaryKey];
    if (!table || !Array.isArray(table.columns)) {
      throw reportError(
        "INTERNAL_SERVER_ERROR",
        "DICTIONARY_UNAVAILABLE",
        ERROR_TEXTS.tableDictionaryUnavailable,
      );
    }
    tables[block.dictionaryKey] = table;
  }
  const pathTemplate = page.urlKey ? dictionaries.reportUrls?.[page.urlKey] : undefined;
  if (!pathTemplate) {
    throw reportError("INTERNAL_SERVER_ERROR", "API_PATH_NOT_FOUND", ERROR_TEXTS.reportPathNotFound);
  }
  return { page, template, pathTemplate, tables };
}

/** The REST path with {id}, {reportDefId} and {year} (1 when none) filled in. */
export function reportPath(pathTemplate: string, reportId: number, reportDefinitionId: number, year: number) {
  return pathTemplate
    .replaceAll("{id}", String(reportId))
    .replaceAll("{reportDefId}", String(reportDefinitionId))
    .replaceAll("{year}", String(year));
}
