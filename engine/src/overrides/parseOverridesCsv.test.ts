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
});
