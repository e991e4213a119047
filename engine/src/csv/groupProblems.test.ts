import { describe, expect, it } from "vitest";
import { KNOWN_CURVE_TENORS, parseCurveCsv, REQUIRED_CURVE_TENORS } from "../curve/parseCurveCsv.ts";
import { describeProblem, groupProblems, rowsText } from "./groupProblems.ts";

const problemsOf = (lines: string[]) => {
  const parsed = parseCurveCsv(["tenorMonths,rate", ...lines].join("\n"));
  return parsed.ok ? [] : groupProblems(parsed.errors).map(describeProblem);
};

describe("a file's problems, each said once", () => {
  it("names runs of rows as a reader scans them", () => {
    expect(rowsText([3])).toBe("row 3");
    expect(rowsText([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])).toBe("rows 3–14");
    expect(rowsText([2, 5, 7, 8, 9])).toBe("rows 2, 5 and 7–9");
    expect(rowsText([2, 3])).toBe("rows 2–3");
  });

  it("says a rule broken on 12 rows once, with the rows and a few of the cells found", () => {
    const [first = 1, ...others] = KNOWN_CURVE_TENORS;
    // Row 2 is right; rows 3-14 carry a decimal comma (read as thousands: out of range).
    const commas = others.map((t, i) => `${t},"4,${i + 10}"`);
    expect(problemsOf([`${first},4.1`, ...commas])).toEqual([
      'rows 3–14, column rate: rate must be an annual percent from -5 to 25; got "4,10", "4,11", "4,12" and 9 more.',
    ]);
    // The same cell on every row is quoted once.
    expect(problemsOf(KNOWN_CURVE_TENORS.map((t) => `${t},n/a`))).toEqual([
      'rows 2–14, column rate: rate must be an annual percent from -5 to 25; got "n/a".',
    ]);
  });

  it("keeps a problem of one row as that row's own sentence, and different rules apart", () => {
    const full = REQUIRED_CURVE_TENORS.map((t) => `${t},2`);
    expect(problemsOf([...full, "400,1", "420,x"])).toEqual([
      'rows 12–13, column tenorMonths: tenorMonths must be a Treasury (CMT) tenor, one of 1, 2, 3, 4, 6, 12, 24, 36, 60, 84, 120, 240, 360; got "400" and "420".',
      'row 13, column rate: rate must be an annual percent from -5 to 25; got "x".',
    ]);
    expect(problemsOf(full.slice(0, -1))).toEqual([
      "row 1, column tenorMonths: the curve lacks the tenors 360 months; the engine needs 3, 6, 12, 24, 36, 60, 84, 120, 240, 360.",
    ]);
  });
});
