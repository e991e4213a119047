import { useEffect, useState } from "react";
import type * as ReportGridModuleType from "./ReportGrid.tsx";

type ReportGridModule = typeof ReportGridModuleType;

let loaded: ReportGridModule | undefined;
let failed: unknown;
let loading: Promise<ReportGridModule> | undefined;

/**
 * The report grid's module (MUI X, the largest chunk of the app), loaded on demand: the report
 * card asks for it as it starts reading a report on screen, so the chunk arrives with the data,
 * while print routes never load it. A failed load (a chunk gone after a deploy) is tried again by
 * the next card that asks.
 */
export function loadReportGrid(): Promise<ReportGridModule> {
  loading ??= import("./ReportGrid.tsx").then(
    (module) => (loaded = module),
    (error: unknown) => {
      failed = error;
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Whether the grid's module has loaded (or failed: the table block then throws its error to the
 * block's error boundary). A card shows its blocks only once it has: a table that appeared after
 * the rest of the report moved everything beneath it.
 */
export function useReportGridSettled(wanted: boolean): boolean {
  const [settled, setSettled] = useState(() => loaded !== undefined);
  useEffect(() => {
    if (!wanted || settled) return;
    let live = true;
    const done = () => live && setSettled(true);
    loadReportGrid().then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, settled]);
  return !wanted || settled;
}

/** The loaded grid module for a table block; its load's error when it failed. */
export function loadedReportGrid(): ReportGridModule {
  if (loaded) return loaded;
  throw failed ?? new Error("The report grid was shown before its module loaded.");
}
