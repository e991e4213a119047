/**
 * What every spreadsheet upload (data set files, yield curves) says about a file it cannot read
 * at all, in the same words whichever upload it was.
 */
export const UPLOAD_TEXTS = {
  wrongType: (fileName: string) => `${fileName}: only .csv and .xlsx files can be uploaded`,
  /** Without the file's name, which each upload places its own way. */
  notAWorkbook: "the file is not a readable .xlsx workbook",
} as const;
