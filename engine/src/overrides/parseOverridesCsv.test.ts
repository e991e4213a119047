import { describe, expect, it } from "vitest";
import { overridesSampleCsv, parseOverridesCsv } from "./parseOverridesCsv.ts";

describe("parseOverridesCsv", () => {
  it("accepts the sample and keeps empty cells as 'not overridden'", () => {
    const r = parseOverridesCsv(overridesSampleCsv());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value[0]).toEqual({ group: "New Auto_H3", cpr: 20, spreadBp: 150 });
  });

  it("reports every bad cell, duplicate groups and rows that override nothing", () => {
    const r = parseOverridesCsv("group,cpr,decay,beta,spreadBp\nA,120,,,\nA,5,,,\nB,,,,\n,1,,1.5,\n");
    expect(r.ok ? [] : r.errors.map((e) => [e.row, e.column])).toEqual([
      [2, "cpr"],
      [3, "group"],
      [4, ""],
      [5, "group"],
      [5, "beta"],
    ]);
  });

  it("reads a group's prepayment slope and seasoning, and files made before those columns", () => {
    const r = parseOverridesCsv(
      "group,cpr,decay,beta,spreadBp,refiSensitivity,seasoningMonths\nFixed 30 Yr_H3,,,,,2.5,30\nA,,,,,11,\nB,,,,,,12.5\n",
    );
    expect(r.ok ? [] : r.errors.map((e) => [e.row, e.column, e.reason])).toEqual([
      [3, "refiSensitivity", 'refiSensitivity must be a slope per 100 bp from 0 to 10; got "11"'],
      [4, "seasoningMonths", 'seasoningMonths must be a whole number of months from 0 to 120; got "12.5"'],
    ]);
    const ok = parseOverridesCsv(
      "group,cpr,decay,beta,spreadBp,refiSensitivity,seasoningMonths\nX_H3,,,,,2.5,30\n",
    );
    expect(ok.ok && ok.value).toEqual([{ group: "X_H3", refiSensitivity: 2.5, seasoningMonths: 30 }]);
    const old = parseOverridesCsv("group,cpr,decay,beta,spreadBp\nX_H3,12,,,\n");
    expect(old.ok && old.value).toEqual([{ group: "X_H3", cpr: 12 }]);
  });
});
