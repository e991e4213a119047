import {
  CURVE_COLUMNS,
  describeProblem,
  groupProblems,
  parseCurveCsv,
  validateCurveSheet,
  type CurvePoint,
  type ParseResult,
} from "@alm/engine";
import { readFirstSheet, validatedSheet } from "../spreadsheets/first-sheet.ts";
import {
  checkModuleLoaded,
  received,
  refusalOf,
  type CheckOutcome,
} from "../spreadsheets/upload-check-pool.ts";
import { UPLOAD_TEXTS } from "../spreadsheets/upload-texts.ts";
import { refused, type CurveFile } from "./curve-file.ts";

checkModuleLoaded();

/**
 * The curve upload's check (run in the checking process, upload-check-pool.ts): the points of a
 * CSV, or of a workbook's first sheet read as the user sees it (a percent-formatted cell as the
 * percent shown), or a 422 naming every problem once, with the rows and column to fix.
 */
export default async function checkCurveFile(sent: CurveFile): Promise<CheckOutcome<CurvePoint[]>> {
  const file = { originalname: sent.originalname, buffer: received(sent.buffer) };
  const name = file.originalname;
  let result: ParseResult<CurvePoint[]>;
  if (/\.csv$/i.test(name)) result = parseCurveCsv(file.buffer.toString("utf8"));
  else {
    const sheet = await readFirstSheet(file.buffer).catch(() => undefined);
    if (!sheet)
      return refusalOf(
        refused("The curve file cannot be read; nothing was saved.", [
          `${name}: ${UPLOAD_TEXTS.notAWorkbook}`,
        ]),
      );
    result = validatedSheet(sheet, CURVE_COLUMNS, (header, rows, rowNumbers) =>
      validateCurveSheet(header, rows, { rowNumbers }),
    );
  }
  if (result.ok) return { ok: true, value: result.value };
  // One message per problem, not per row: a rule broken on 12 rows is said once, naming the rows.
  const problems = groupProblems(result.errors);
  const count = problems.length;
  return refusalOf(
    refused(
      `The curve file has ${count} problem${count === 1 ? "" : "s"}; nothing was saved.`,
      problems.map((p) => `${name}, ${describeProblem(p)}`),
    ),
  );
}
