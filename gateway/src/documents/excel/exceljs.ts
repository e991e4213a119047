import type ExcelJS from "exceljs";

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded once per process. Loading it takes a quarter to a third of a second of the
 * event loop, so the gateway loads it once it has started (`preloadExcelJs`) rather than inside
 * the first workbook a user waits for, and never while starting, which readiness waits on.
 */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import("exceljs").then(
    (module) => module.default,
    (error: unknown) => {
      // A failed load is tried again by the next workbook, not kept as that workbook's answer.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading exceljs once the event loop is free; a failure is left to the first workbook. */
export function preloadExcelJs(): void {
  setImmediate(() => void loadExcelJs().catch(() => undefined));
}
