/**
 * The option segments of the print routes (spec management-and-data section 2), shared by the
 * web app's print pages and the gateway's PDF renderer that opens them.
 */
export type Orientation = "portrait" | "landscape";

/** Letter paper at 96 px per inch (spec shell-and-reports section 2): the print routes' pages. */
export const LETTER_PX = {
  portrait: { width: 816, height: 1056 },
  landscape: { width: 1056, height: 816 },
} as const;

/** The print margin on every side of a page (spec: 36 px). */
export const PAGE_MARGIN_PX = 36;

/**
 * Levels of an account tree the report screen opens with (top rows and their children): the
 * grid's initial expansion and, unless configured otherwise, what a printed tree shows.
 */
export const SCREEN_TREE_LEVELS = 2;

export interface ReportPageOptions {
  /** NII projection year; pages without years ignore it. */
  year?: number;
  orientation?: Orientation;
  /** Tree levels printed (1 = top rows only); unset, SCREEN_TREE_LEVELS. */
  treeLevels?: number;
}

/** 'year-2_landscape_levels-3': readable in a URL and in logs. */
export function encodeReportPageOptions(options: ReportPageOptions): string {
  const parts: string[] = [];
  if (options.year) parts.push(`year-${options.year}`);
  if (options.orientation) parts.push(options.orientation);
  if (options.treeLevels) parts.push(`levels-${options.treeLevels}`);
  return parts.join("_");
}

export function decodeReportPageOptions(segment: string | undefined): ReportPageOptions {
  const options: ReportPageOptions = {};
  for (const part of (segment ?? "").split("_")) {
    const year = /^year-(\d{1,2})$/.exec(part);
    const levels = /^levels-(\d{1,2})$/.exec(part);
    if (year) options.year = Number(year[1]);
    else if (levels && Number(levels[1]) >= 1) options.treeLevels = Number(levels[1]);
    else if (part === "portrait" || part === "landscape") options.orientation = part;
  }
  return options;
}

/** A line of the table of contents (spec shell-and-reports section 3). */
export interface TocEntry {
  label: string;
  sublabel?: string;
  pageNumber: number;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(segment: string): string {
  const binary = atob(segment.replaceAll("-", "+").replaceAll("_", "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The entries as one URL-safe segment (base64url of JSON). */
export function encodeTocOptions(entries: readonly TocEntry[]): string {
  return toBase64Url(JSON.stringify(entries.map((e) => [e.label, e.sublabel ?? "", e.pageNumber])));
}

/** The entries of a segment; null when it is not one this module wrote. */
export function decodeTocOptions(segment: string | undefined): TocEntry[] | null {
  if (!segment) return null;
  try {
    const rows: unknown = JSON.parse(fromBase64Url(segment));
    if (!Array.isArray(rows)) return null;
    const entries: TocEntry[] = [];
    for (const row of rows) {
      if (!Array.isArray(row) || typeof row[0] !== "string" || typeof row[2] !== "number") return null;
      entries.push({
        label: row[0],
        sublabel: typeof row[1] === "string" && row[1] ? row[1] : undefined,
        pageNumber: row[2],
      });
    }
    return entries;
  } catch {
    return null;
  }
}

/** One report of a list printed as one document: which report, which NII year, which paper. */
export interface ReportListEntry {
  reportId: number;
  /** NII projection year; reports without years leave it out. */
  year?: number;
  orientation: Orientation;
}

const LIST_ENTRY = /^(\d{1,9})(?:y(\d{1,2}))?([pl])$/;

/** '10p-55y1l-55y2l': report, year, p(ortrait) or l(andscape), in print order. */
export function encodeReportList(entries: readonly ReportListEntry[]): string {
  return entries
    .map((e) => `${e.reportId}${e.year ? `y${e.year}` : ""}${e.orientation === "landscape" ? "l" : "p"}`)
    .join("-");
}

/** The entries of a segment; null when it is empty or not one this module wrote. */
export function decodeReportList(segment: string | undefined): ReportListEntry[] | null {
  if (!segment) return null;
  const entries: ReportListEntry[] = [];
  for (const part of segment.split("-")) {
    const match = LIST_ENTRY.exec(part);
    if (!match) return null;
    const [, reportId, year, paper] = match;
    entries.push({
      reportId: Number(reportId),
      ...(year ? { year: Number(year) } : {}),
      orientation: paper === "l" ? "landscape" : "portrait",
    });
  }
  return entries;
}

/**
 * The id of the n-th report (0-based) of a report list page. Each report links to itself there,
 * so that Chromium's PDF names it as a destination on the page where the report starts: the PDF
 * renderer reads where each report starts from those names.
 */
export const reportListAnchor = (index: number) => `report-${index}`;

/** A what-if as its print route carries it: the data set, the report definition and the changes. */
export interface WhatIfPrintInput {
  dataSetId: string;
  reportDefinitionId: string;
  changes: unknown[];
}

/**
 * The what-if print route's segment: the what-if's input (never its figures: the print page has
 * the gateway compute them), URL-safe.
 */
export function encodeWhatIfPrintInput(input: WhatIfPrintInput): string {
  return toBase64Url(JSON.stringify(input));
}

/** The input of a segment; null when it is not one this module wrote. */
export function decodeWhatIfPrintInput(segment: string | undefined): WhatIfPrintInput | null {
  if (!segment) return null;
  try {
    const value: unknown = JSON.parse(fromBase64Url(segment));
    if (typeof value !== "object" || value === null) return null;
    const { dataSetId, reportDefinitionId, changes } = value as Record<string, unknown>;
    if (typeof dataSetId !== "string" || typeof reportDefinitionId !== "string" || !Array.isArray(changes))
      return null;
    return { dataSetId, reportDefinitionId, changes };
  } catch {
    return null;
  }
}
