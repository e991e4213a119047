import type { PositionBlocks } from "./evaluatePositions.ts";

type BlockArray = Exclude<keyof PositionBlocks, "count" | "niiYears">;
const ARRAYS: readonly BlockArray[] = [
  "marketValue",
  "interest",
  "shapedValue",
  "averageBalance",
  "cpr",
  "gap",
  "liquidity",
];

/**
 * The results of a run's consecutive parts (evaluateBalanceSheet of each range, in order) as the
 * results of the whole: the arrays are position-major, so each is the parts' arrays one after the
 * other, number for number.
 */
export function joinBlocks(parts: readonly PositionBlocks[]): PositionBlocks {
  if (parts.length === 0) throw new RangeError("no parts to join");
  const niiYears = parts[0].niiYears;
  if (parts.some((p) => p.niiYears !== niiYears))
    throw new RangeError("the parts were valued over different NII years");
  const joined = { count: parts.reduce((n, p) => n + p.count, 0), niiYears } as PositionBlocks;
  for (const name of ARRAYS) {
    const out = new Float64Array(parts.reduce((n, p) => n + p[name].length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p[name], at);
      at += p[name].length;
    }
    joined[name] = out;
  }
  return joined;
}
