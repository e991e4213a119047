import type { FileProblem } from "@alm/engine";
import { UPLOAD_TEXTS } from "../../spreadsheets/upload-texts.ts";
import type { FileKind } from "./data-set-files.ts";

/** The download each kind of file follows, as the data set drawer and the api's templates name it. */
const TEMPLATE: Record<FileKind, string> = {
  positions: "the manual upload template",
  overrides: "the H3 overrides sample",
};

/**
 * What a data set upload's problems tell the user to do, one place for them all: each names the
 * file and what to do with it, where one text for every problem ("Correct the file") left a reader
 * of 200 problems to work out each fix from the error alone. Where in the file is the error's to
 * say (its row and column): the values of one file share their fix, which the web app then says
 * once under the list rather than on each of its lines.
 */
export const DATA_SET_UPLOAD_TEXTS = {
  wrongType: UPLOAD_TEXTS.wrongType,
  wrongTypeResolution: (fileName: string) =>
    `Save ${fileName} as .csv or .xlsx (the manual upload template's formats) and upload it again.`,
  /** The resolution of one problem of a file, by where it lies (the error says what is wrong). */
  problemResolution(fileName: string, kind: FileKind, problem: FileProblem): string {
    const template = TEMPLATE[kind];
    const [first = 0] = problem.rows;
    // Row 0: the file as a whole could not be read (a workbook Excel's reader cannot open).
    if (first === 0)
      return `Open ${fileName} in Excel and save it as an Excel Workbook (.xlsx), or save its first sheet as CSV, and upload it again.`;
    // Row 1 is the header: a column missing, or nothing below it.
    if (first === 1)
      return `Make row 1 of ${fileName} the header of ${template} (its column names, in any order) with a row below it for each ${kind === "overrides" ? "group" : "position"}, and upload it again.`;
    return `Correct the value the message names in ${fileName} (${template}'s example rows show a valid value of each column) and upload it again.`;
  },
} as const;
