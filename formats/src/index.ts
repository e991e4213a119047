// The display rules of report numbers and dates: one place for the web app's tables, charts
// and exports and the gateway's Excel workbooks.
export {
  DEFAULT_PRECISION,
  formatNumber,
  isNotMeaningful,
  NOT_AVAILABLE,
  NOT_MEANINGFUL,
  toNumber,
  type NegativeStyle,
  type NumberOptions,
} from "./numbers.ts";
export {
  BASIS_POINT,
  basisPointsOf,
  formatBasisPoints,
  formatMillions,
  MILLION,
  textBasisPoints,
  textMoney,
  textNumber,
  textPercent,
  textChange,
} from "./units.ts";
export {
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  dateParts,
  EXCEL_DATE_FORMAT,
  formatDate,
  formatDatePattern,
} from "./dates.ts";
export {
  chartValue,
  formatChartValue,
  formatColumnValue,
  formatCompactChartValue,
  formatRowValue,
  PERCENT_DIVISOR,
  percentOf,
  type ColumnFormatName,
  type ColumnFormatting,
  type ValueFormatName,
} from "./columns.ts";
export { downloadBaseName, downloadFileName } from "./file-names.ts";
export { excelCellValue, excelNumberFormat, excelRowNumberFormat } from "./excel.ts";
export {
  addTableSheet,
  BREACH_FONT,
  columnGroups,
  excelCell,
  excelSheetName,
  excelWidth,
  exportColumns,
  freezeHeader,
  MAX_SHEET_NAME,
  orderColumns,
  writeTable,
  writeTableWorkbook,
  type ColumnGroup,
  type ExcelCell,
  type SheetCell,
  type SheetColumn,
  type SheetRow,
  type SheetTable,
  type WrittenTable,
} from "./excel-sheet.ts";
export {
  compareScenarios,
  DEFAULT_SCENARIOS,
  isDefaultScenario,
  isRampScenario,
  SCENARIO_PLACEHOLDER,
  scenarioName,
  scenarioShift,
  scenariosName,
  textList,
  withScenarioName,
} from "./scenarios.ts";
export {
  decodeReportList,
  decodeReportPageOptions,
  decodeTocOptions,
  encodeReportList,
  encodeReportPageOptions,
  encodeTocOptions,
  encodeWhatIfPrintInput,
  decodeWhatIfPrintInput,
  LETTER_PX,
  reportListAnchor,
  PAGE_MARGIN_PX,
  SCREEN_TREE_LEVELS,
  type Orientation,
  type ReportListEntry,
  type ReportPageOptions,
  type TocEntry,
  type WhatIfPrintInput,
} from "./print-options.ts";
export { ANALYSIS_PERMISSION_NAMES } from "./permissions.ts";
export { escapeHtml } from "./html-text.ts";
export { levelOfPath, pathsInTable, rowsToLevels, tableTreeLevels, type TreeRow } from "./table-tree.ts";
export * from "./risk/index.ts";
export { INTERNAL_ERROR_TEXT, MANAGEMENT_ERROR_TEXTS, TRY_AGAIN_TEXT } from "./error-catalogue.ts";
export { DATA_SET_UPLOAD_LIMITS, FILE_TOO_LARGE_TEXT, fileNotAddedText } from "./data-set-uploads.ts";
export { niiYearChoiceText, niiYearNotInPackageText, notNiiPageText } from "./report-years.ts";
export {
  listsReport,
  listsReportYear,
  MAX_NII_YEARS,
  niiYearEntry,
  offersWhatIf,
  parsePackageEntry,
  reportNotInPackageResolution,
  reportNotInPackageText,
  WHAT_IF_PAGE,
  whatIfNeedsPolicyPageText,
  type PackageEntry,
} from "./report-in-package.ts";
export { boundPercent, WHAT_IF_BOUNDS } from "./what-if-bounds.ts";
export {
  DURATION_MISMATCH_BASIS,
  DURATION_MISMATCH_NOTE,
  DURATIONS_LABEL,
  durationsText,
} from "./duration-mismatch.ts";
