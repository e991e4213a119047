import type { Rolldown } from "vite";

/** V8's explicit compile hint (Chrome 136+): compile every function of the file as it loads. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The report grid's modules: MUI X, and the grid of the report card built on it. */
const isReportGridModule = (id: string) =>
  id.includes("/node_modules/@mui/x-") || id.endsWith("/report-card/table/ReportGrid.tsx");

/**
 * The hint at the top of the report grid's chunks, as the bundler's postBanner: written after
 * minification, which drops comments, and after Vite's preload helper's one line at most. A
 * report's first table is the grid's first render in the page, and V8 compiled each of its
 * hundreds of functions at its first call, on the main thread, in that render. Marked, they are
 * compiled as the chunk loads, beside the report's data, and kept in Chrome's code cache: NEV
 * Summary's first open went from 290 to 250 ms (report-render bench, alternating builds,
 * 2026-12-04). Other browsers read a comment.
 */
export const eagerCompileBanner = (chunk: Pick<Rolldown.RenderedChunk, "moduleIds">): string =>
  chunk.moduleIds.some(isReportGridModule) ? EAGER_COMPILE_HINT : "";
