import { formatDate } from "@alm/formats";
import type { DataSide } from "../report-context.ts";

/**
 * How a report states the yield curve a data set was valued on: the curve's date (and how far it
 * is from the as-of date), its version and its source, so a reader can trace every rate.
 */
export function curveUsed(side: DataSide): string {
  const c = side.results.curve;
  const distance =
    c.distanceDays === 0
      ? ""
      : ` (${c.distanceDays} day${c.distanceDays === 1 ? "" : "s"} from the as-of date ${formatDate(side.asOfDate)})`;
  return `${side.name}: the yield curve of ${formatDate(c.asOfDate)}${distance}, version ${c.version}. Source: ${c.source}.`;
}

/** One paragraph per data set, in the order given. */
export const curvesUsedText = (sides: readonly (DataSide | null)[]) =>
  sides
    .filter((s): s is DataSide => s !== null)
    .map(curveUsed)
    .join("\n\n");
