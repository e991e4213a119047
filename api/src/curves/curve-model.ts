import type { CurvePoint } from "@alm/engine";

/** One version of the yield curve of an as-of date, as the api stores and serves it. */
export interface CurveVersion {
  /** yyyy-mm-dd: the market date the rates were observed at. */
  asOfDate: string;
  /** 1, 2, ...: a new upload for a date is a new version; runs use the latest. */
  version: number;
  /** Where the rates come from, stated on the reports that use the curve. */
  source: string;
  /** Par yields in annual percent by tenor in months, tenors increasing. */
  points: CurvePoint[];
  /** True for the H.15 curves the api ships with (version 1 of their dates). */
  builtIn: boolean;
  /** The uploaded file's name; null for a built-in curve. */
  fileName: string | null;
  /** Username of the uploader; null for a built-in curve. */
  uploadedBy: string | null;
  /** ISO date-time of the upload; null for a built-in curve. */
  uploadedDate: string | null;
}

/** The list entry of a date: its latest version, and how many versions it has. */
export type CurveSummary = Omit<CurveVersion, "points"> & { versionCount: number };

/** One date's curve: the latest version with its points, and every version, newest first. */
export type CurveDetail = CurveVersion & { versions: CurveVersion[] };

/** How a results' inputs key names the curve they were computed on. */
export const curveIdentity = (curve: Pick<CurveVersion, "asOfDate" | "version">) =>
  `${curve.asOfDate}v${curve.version}`;

/** The curve a results' inputs key names at its end (runs/compute-results.ts `inputsKeyOf`: `…|curve:` + identity). */
export function curveOfInputsKey(inputsKey: string): { asOfDate: string; version: number } | undefined {
  const match = /\|curve:(\d{4}-\d{2}-\d{2})v(\d+)$/.exec(inputsKey);
  return match?.[1] && match[2] ? { asOfDate: match[1], version: Number(match[2]) } : undefined;
}
