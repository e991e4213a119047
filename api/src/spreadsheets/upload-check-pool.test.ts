import { describe, expect, it } from "vitest";
import { readCurveFile, type CurveFile } from "../curves/curve-file.ts";
import { compiledModulesAfter } from "../testing/compiled-modules.ts";
import { sheetXml, workbookZip } from "../testing/workbook-zip.ts";
import { createUploadCheckPool } from "./upload-check-pool.ts";

/** The compiled modules a checking process leaves after one check of `file`, then its end by a signal. */
const compiledAfterChecking = (file: CurveFile) =>
  compiledModulesAfter(async () => {
    const pool = createUploadCheckPool();
    try {
      // One point is too few for a curve: the check's own answer, from the checking process.
      await expect(readCurveFile(pool, file)).rejects.toMatchObject({
        status: 422,
        message: "The curve file has 1 problem; nothing was saved.",
      });
    } finally {
      // Ends the checking process by a signal, as an idle minute does.
      await pool.close();
    }
  });

describe("the checking process", () => {
  it("keeps its compiled modules though the pool ends it by a signal, exceljs's too once a workbook is read", async () => {
    const csv = await compiledAfterChecking({
      originalname: "curve.csv",
      buffer: Buffer.from("tenorMonths,rate\n12,4.5\n"),
    });
    // Without the writes: no file at all (Node writes its cache at a normal exit only).
    expect(csv).toBeGreaterThan(0);
    const workbook = await compiledAfterChecking({
      originalname: "curve.xlsx",
      buffer: Buffer.from(workbookZip(sheetXml(["tenorMonths", "rate"], 1, ["12", "4.5"]))),
    });
    // exceljs and its dependencies, loaded by the first workbook, are among them.
    expect(workbook).toBeGreaterThan(csv + 20);
  }, 60_000);
});
