import { memoryLogger } from "@alm/logging";
import { describe, expect, it } from "vitest";
import { readCurveFile, type CurveFile } from "../curves/curve-file.ts";
import { HttpError } from "../http/http-error.ts";
import { log, useLogger } from "../logging/logger.ts";
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

describe("a check that fails", () => {
  const broken = new URL("../testing/broken-check.ts", import.meta.url);

  it("is the api's error, logged with its own, when the check throws; a 413 only when its process ends", async () => {
    const before = log;
    const captured = memoryLogger({ service: "api" });
    useLogger(captured.logger);
    const pool = createUploadCheckPool();
    try {
      // The review found every failure answered 413 (the user's file blamed) and nothing logged.
      // Not an HttpError: the error handler's internal path answers 500.
      const bug = await pool.check(broken, "throw", "positions.csv", "files").catch((e: unknown) => e);
      expect(bug).toBeInstanceOf(Error);
      expect(bug).not.toBeInstanceOf(HttpError);
      const line = captured.lines().find((l) => l.msg === "upload check failed");
      expect(line).toMatchObject({ level: 50, err: { message: "a bug in the check" } });
      // The process ending (as out of memory) is still the file's size: 413, and a new process
      // takes the next check.
      await expect(pool.check(broken, "exit", "positions.csv", "files")).rejects.toMatchObject({
        status: 413,
        reason: "FILE_TOO_LARGE",
      });
      await expect(pool.check(broken, "throw", "positions.csv", "files")).rejects.not.toBeInstanceOf(
        HttpError,
      );
      // The pool ended under a running check (the api stopping) is neither: a 503 to send it again,
      // and no error logged (it was "upload check failed" at error, answered 500).
      const failed = () => captured.lines().filter((l) => l.msg === "upload check failed").length;
      const logged = failed();
      const running = pool.check(broken, "wait", "positions.csv", "files").catch((e: unknown) => e);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await pool.close();
      expect(await running).toMatchObject({
        status: 503,
        reason: "SERVICE_UNAVAILABLE",
        retryAfterSeconds: 1,
      });
      expect(failed()).toBe(logged);
    } finally {
      useLogger(before);
      await pool.close();
    }
  }, 60_000);
});
