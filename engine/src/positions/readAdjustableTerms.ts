import { isBlank, readDecimal, readWhole } from "../csv/readNumber.ts";
import type { Read } from "../csv/readNumber.ts";
import { MAX_TERM_MONTHS } from "./position.ts";
import type { PositionColumn } from "./positionTemplate.ts";

type Report = (column: PositionColumn, reason: string) => void;

/** The optional columns that limit an adjustable rate and say how old a loan is. */
export interface AdjustableTerms {
  periodicCap: number | null;
  lifetimeCap: number | null;
  lifetimeFloor: number | null;
  ageMonths: number | null;
}

type LimitColumn = "periodicCap" | "lifetimeCap" | "lifetimeFloor";

/**
 * Reads a row's caps, floor and age (each optional: empty means none, or seasoned). Caps and the
 * floor belong to adjustable positions, the age to loans and securities with a maturity; a value
 * anywhere else is reported rather than ignored. NaN marks a cell that was reported.
 */
export function readAdjustableTerms(
  cell: (c: PositionColumn) => string,
  report: Report,
  adjustable: boolean,
  maturing: boolean,
): AdjustableTerms {
  const take = (c: PositionColumn, r: Read<number>): number => {
    if ("reason" in r) {
      report(c, r.reason);
      return NaN;
    }
    return r.value;
  };
  const limit = (c: LimitColumn, min: number, what: string): number | null => {
    if (isBlank(cell(c))) return null;
    if (!adjustable) {
      report(c, `${c} applies only to adjustable positions (repriceMonths > 0); leave it empty`);
      return NaN;
    }
    return take(c, readDecimal(cell(c), c, min, 100, what));
  };
  const periodicCap = limit("periodicCap", 0.01, "percentage points per reset");
  const lifetimeCap = limit("lifetimeCap", 0, "an annual percent");
  const lifetimeFloor = limit("lifetimeFloor", 0, "an annual percent");
  if (lifetimeCap !== null && lifetimeFloor !== null && lifetimeFloor > lifetimeCap) {
    report(
      "lifetimeFloor",
      `lifetimeFloor (${lifetimeFloor}) must not be above lifetimeCap (${lifetimeCap}); the rate must have room between them`,
    );
  }
  let ageMonths: number | null = null;
  if (!isBlank(cell("ageMonths"))) {
    if (maturing)
      ageMonths = take("ageMonths", readWhole(cell("ageMonths"), "ageMonths", 0, MAX_TERM_MONTHS, "months"));
    else {
      report("ageMonths", "ageMonths applies only to level and bullet positions; leave it empty");
      ageMonths = NaN;
    }
  }
  return { periodicCap, lifetimeCap, lifetimeFloor, ageMonths };
}
