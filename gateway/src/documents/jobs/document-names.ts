/** File suffixes of the documents: the PDF packages' come from the spec (management-and-data section 9). */
export const FILE_SUFFIXES = {
  DETAIL_WORKBOOK: "Detail",
  ALL_REPORTS: "Full",
  SUMMARY_REPORTS: "Summary",
  PDF_SELECTION: "Selected",
  WHAT_IF_WORKBOOK: "WhatIf",
  WHAT_IF_PDF: "WhatIf",
} as const;

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const PDF_TYPE = "application/pdf";

/**
 * 'Analysis-{acronym}-{as-of date}-{suffix}.{ext}', the pattern of the product's data set files
 * (spec management-and-data section 9), e.g. 'Analysis-RFCU-2021-12-31-Detail.xlsx'.
 */
export function documentFileName(
  acronym: string,
  asOfDate: string | null,
  suffix: string,
  extension: "xlsx" | "pdf",
): string {
  const client = acronym.replace(/[^A-Za-z0-9_-]/g, "") || "Client";
  const date = /^\d{4}-\d{2}-\d{2}/.exec(asOfDate ?? "")?.[0];
  return ["Analysis", client, ...(date ? [date] : []), suffix].join("-") + `.${extension}`;
}
