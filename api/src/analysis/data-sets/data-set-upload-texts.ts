import { rowsText, type FileProblem } from "@alm/engine";
import type { FileKind } from "./data-set-files.ts";

/** The download each kind of file follows, as the data set drawer and the api's templates name it. */
const TEMPLATE: Record<FileKind, string> = {
  positions: "the manual upload template",
  overrides: "the H3 overrides sample",
};

/**
 * What a data set upload's problems tell the user to do, one place for them all: each says which
 * file, and where in it, to correct, where one text for every problem ("Correct the file") left a
 * reader of 200 problems to work out each fix from the error alone.
 */
export const DATA_SET_UPLOAD_TEXTS = {
  wrongType: (fileName: string) => `${fileName}: only .csv and .xlsx files can be uploaded`,
  wrongTypeResolution: (fileName: string) =>
    `Save ${fileName} as .csv or .xlsx (the manual upload template's formats) and upload it again.`,
  /** The resolution of one problem of a file, by where it lies (the error says what is wrong). */
  problemResolution(fileName: string, kind: FileKind, problem: FileProblem): string {
    const template = TEMPLATE[kind];
    const [first = 0] = problem.rows;
    // Row 0: the file as a whole could not be read (a workbook Excel's reader cannot open).
    if (first === 0)
      return `Open ${fileName} in Excel and save it as an Excel Workbook (.xlsx), or save its first sheet as CSV, then upload it again.`;
    // Row 1 is the header: a column missing, or nothing below it.
    if (first === 1)
      return `Make row 1 of ${fileName} the header of ${template} (its column names, in any order) with a row below it for each ${kind === "overrides" ? "group" : "position"}, then upload the file again.`;
    const where = problem.column
      ? `column ${problem.column} on ${rowsText(problem.rows)}`
      : rowsText(problem.rows);
    return `Correct ${where} of ${fileName} as the message says (${template}'s example rows show a valid value of each column), then upload the file again.`;
  },
} as const;
