import { describe, expect, it } from "vitest";
import { parsePositionsCsv } from "./parsePositionsCsv.ts";
import { AMORTIZATION_KINDS } from "./position.ts";
import {
  POSITION_TEMPLATE_HEADER,
  REQUIRED_POSITION_COLUMNS,
  positionTemplateSampleCsv,
} from "./positionTemplate.ts";
import { validatePositionRows } from "./validatePositionRows.ts";

const good = {
  key: "New Auto 60",
  description: "New auto",
  balance: "1,250,000.50",
  rate: "3.74",
  termMonths: "60",
  amortization: "Level",
  paymentMonths: "1",
  repriceMonths: "",
  index: "",
  margin: "",
  cpr: "18",
  decay: "",
  beta: "",
};

describe("validatePositionRows", () => {
  it("accepts a well-formed row and normalizes its cells", () => {
    const r = validatePositionRows([good]);
    expect(r).toEqual({
      ok: true,
      value: [
        {
          key: "New Auto 60",
          description: "New auto",
          balance: 1250000.5,
          rate: 3.74,
          termMonths: 60,
          amortization: "level",
          paymentMonths: 1,
          repriceMonths: 0,
          index: null,
          margin: 0,
          cpr: 18,
          decay: 0,
          beta: 0,
          periodicCap: null,
          lifetimeCap: null,
          lifetimeFloor: null,
          ageMonths: null,
        },
      ],
    });
  });

  it("reports every problem of every row, with row numbers and actionable reasons", () => {
    const r = validatePositionRows([
      { ...good, termMonths: "60.5", cpr: "150" },
      good,
      { ...good, key: "", amortization: "monthly" },
      { ...good, amortization: "nonmaturity", termMonths: "12", decay: "", beta: "2" },
      { ...good, repriceMonths: "12", index: "", margin: "" },
      { ...good, amortization: "bullet", balance: "-5", paymentMonths: "2" },
      { ...good, amortization: "adjustment", balance: "-320000", termMonths: "", cpr: "", rate: "1.5" },
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      {
        row: 2,
        column: "termMonths",
        reason: 'termMonths must be a whole number of months from 1 to 480; got "60.5"',
      },
      { row: 2, column: "cpr", reason: 'cpr must be an annual percent from 0 to 99.99; got "150"' },
      { row: 4, column: "key", reason: expect.stringContaining("key is required") },
      {
        row: 4,
        column: "amortization",
        reason: 'amortization must be one of level, bullet, nonmaturity, none, adjustment; got "monthly"',
      },
      {
        row: 5,
        column: "termMonths",
        reason: expect.stringContaining("termMonths must be empty for nonmaturity"),
      },
      { row: 5, column: "cpr", reason: "cpr applies only to level and bullet positions; leave it empty" },
      { row: 5, column: "beta", reason: 'beta must be a share from 0 to 1; got "2"' },
      {
        row: 6,
        column: "index",
        reason: expect.stringContaining("index is required when repriceMonths > 0"),
      },
      {
        row: 6,
        column: "margin",
        reason: expect.stringContaining("margin is required when repriceMonths > 0"),
      },
      { row: 7, column: "balance", reason: expect.stringContaining("must use amortization none") },
      {
        row: 7,
        column: "paymentMonths",
        reason: 'paymentMonths must be 1, 3, 6 or 12 (months between payments); got "2"',
      },
      {
        row: 8,
        column: "rate",
        reason: "rate must be empty or 0 for adjustment positions: an adjustment earns no interest",
      },
    ]);
  });

  it("matches sheet headers regardless of case and spacing", () => {
    const sheet = Object.fromEntries(Object.entries(good).map(([k, v]) => [` ${k.toUpperCase()} `, v]));
    expect(validatePositionRows([sheet]).ok).toBe(true);
  });

  it("numbers rows from firstRow for sheets whose data starts elsewhere", () => {
    const r = validatePositionRows([{ ...good, rate: "" }], { firstRow: 10 });
    expect(r.ok ? [] : r.errors.map((e) => [e.row, e.column])).toEqual([[10, "rate"]]);
  });

  it("rejects an empty file", () => {
    expect(validatePositionRows([])).toEqual({
      ok: false,
      errors: [{ row: 1, column: "", reason: "the file has no positions" }],
    });
  });
});

describe("validatePositionRows: caps, floor and age", () => {
  const arm = { ...good, repriceMonths: "12", index: "12", margin: "2.75" };

  it("reads the caps and floor of an adjustable row and the age of a loan", () => {
    const r = validatePositionRows([
      { ...arm, periodicCap: "2", lifetimeCap: "9.5%", lifetimeFloor: "2.75", ageMonths: "14" },
    ]);
    expect(r.ok && r.value[0]).toMatchObject({
      periodicCap: 2,
      lifetimeCap: 9.5,
      lifetimeFloor: 2.75,
      ageMonths: 14,
    });
  });

  it("says what to fix: caps on a fixed rate, a floor above the cap, an age on a deposit, bad numbers", () => {
    const r = validatePositionRows([
      { ...good, lifetimeCap: "8" },
      { ...arm, lifetimeCap: "5", lifetimeFloor: "6" },
      { ...arm, periodicCap: "0", ageMonths: "12.5" },
      { ...good, amortization: "nonmaturity", termMonths: "", cpr: "", decay: "10", ageMonths: "3" },
    ]);
    expect(r.ok ? [] : r.errors.map((e) => [e.row, e.column, e.reason])).toEqual([
      [
        2,
        "lifetimeCap",
        "lifetimeCap applies only to adjustable positions (repriceMonths > 0); leave it empty",
      ],
      [
        3,
        "lifetimeFloor",
        "lifetimeFloor (6) must not be above lifetimeCap (5); the rate must have room between them",
      ],
      [4, "periodicCap", 'periodicCap must be percentage points per reset from 0.01 to 100; got "0"'],
      [4, "ageMonths", 'ageMonths must be a whole number of months from 0 to 480; got "12.5"'],
      [5, "ageMonths", "ageMonths applies only to level and bullet positions; leave it empty"],
    ]);
  });
});

describe("parsePositionsCsv", () => {
  it("reads a file made before the optional columns existed, as if they were empty", () => {
    const header =
      "key,description,balance,rate,termMonths,amortization,paymentMonths,repriceMonths,index,margin,cpr,decay,beta";
    const r = parsePositionsCsv(`${header}\nARM,,1000,3,360,level,1,12,12,2.5,8,,\n`);
    expect(r.ok && r.value[0]).toMatchObject({
      periodicCap: null,
      lifetimeCap: null,
      lifetimeFloor: null,
      ageMonths: null,
    });
  });

  it("names the missing columns of the header once, and the header to use once", () => {
    const r = parsePositionsCsv("key,balance\nx,1\n");
    const missing = REQUIRED_POSITION_COLUMNS.filter((c) => c !== "key" && c !== "balance");
    expect(r.ok ? [] : r.errors).toEqual([
      {
        row: 1,
        column: "",
        reason: `missing ${missing.length} columns (${missing.map((c) => `"${c}"`).join(", ")}); the header must be: ${REQUIRED_POSITION_COLUMNS.join(",")}`,
      },
    ]);
    const one = parsePositionsCsv(`${REQUIRED_POSITION_COLUMNS.filter((c) => c !== "rate").join(",")}\n`);
    expect(one.ok ? [] : one.errors).toEqual([
      {
        row: 1,
        column: "rate",
        reason: `missing column "rate"; the header must be: ${REQUIRED_POSITION_COLUMNS.join(",")}`,
      },
    ]);
  });

  it("reports CSV line numbers", () => {
    const r = parsePositionsCsv(
      `${POSITION_TEMPLATE_HEADER}\nA,,1,2,12,bullet,1,,,,,,\n\nB,,1,2,0,bullet,1,,,,,,\n`,
    );
    expect(r.ok ? [] : r.errors.map((e) => [e.row, e.column])).toEqual([[4, "termMonths"]]);
  });

  it("accepts the downloadable sample, which covers every amortization kind", () => {
    const r = parsePositionsCsv(positionTemplateSampleCsv());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(new Set(r.value.map((p) => p.amortization))).toEqual(new Set(AMORTIZATION_KINDS));
    expect(r.value.map((p) => p.key)).toEqual(
      expect.arrayContaining(["New Auto 60", "Fixed 30 Yr 360", "Share Certificates 12", "Regular Shares"]),
    );
    expect(r.value.some((p) => p.repriceMonths > 0)).toBe(true);
  });

  it("warns, naming each row, when every loan and investment rate looks like a decimal", () => {
    const rows = [
      { ...good, rate: "0.0374" },
      {
        ...good,
        key: "Regular Shares",
        amortization: "nonmaturity",
        termMonths: "",
        rate: "0.05",
        cpr: "",
        decay: "20",
      },
      { ...good, key: "Cash", amortization: "none", termMonths: "", rate: "", cpr: "" },
      { ...good, key: "Agency Bullet 36", amortization: "bullet", rate: "0.0085", cpr: "" },
    ];
    const r = validatePositionRows(rows);
    expect(r.ok).toBe(true);
    expect(r.ok && r.warnings).toEqual([
      {
        row: 1,
        column: "rate",
        reason:
          "the rates of rows 2 and 5 look like decimals: every non-zero rate of the level and bullet positions is below 0.25 (row 2: 0.0374). Rates are in percent: enter 3.74 for 3.74 %, not 0.0374; if these are decimals, multiply them by 100 and upload the file again",
      },
    ]);
    // A long file names ten rows and counts the rest.
    const many = validatePositionRows(Array.from({ length: 12 }, () => ({ ...good, rate: "0.05" })));
    expect(many.ok && many.warnings?.[0]?.reason).toMatch(
      /^the rates of rows 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 2 more look like decimals/,
    );
    // One low rate among percent rates is ordinary (overnight funds): no warning.
    const mixed = validatePositionRows([{ ...good, rate: "0.08" }, good]);
    expect(mixed.ok && mixed.warnings).toBeUndefined();
    expect(parsePositionsCsv(positionTemplateSampleCsv())).not.toHaveProperty("warnings");
  });

  it("stops checking once maxErrors problems are found, saying on which row it stopped", () => {
    const bad = { ...good, balance: "abc" };
    const r = validatePositionRows(
      Array.from({ length: 10 }, () => bad),
      { maxErrors: 3 },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.row, e.column])).toEqual([
      [2, "balance"],
      [3, "balance"],
      [4, "balance"],
      [5, ""],
    ]);
    expect(r.errors.at(-1)?.reason).toMatch(
      /^the check stopped after 3 problems: this row and the ones after it/,
    );
    expect(validatePositionRows(Array.from({ length: 10 }, () => bad)).ok).toBe(false);
  });
});
