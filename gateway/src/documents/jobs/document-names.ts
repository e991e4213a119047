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
