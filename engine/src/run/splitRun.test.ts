import { describe, expect, it } from "vitest";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import { sampleChartOfAccounts } from "../demo/sampleChartOfAccounts.ts";
import { overridesSampleCsv, parseOverridesCsv } from "../overrides/parseOverridesCsv.ts";
import { parsePositionsCsv } from "../positions/parsePositionsCsv.ts";
import type { Position } from "../positions/position.ts";
import { positionTemplateSampleCsv } from "../positions/positionTemplate.ts";
import { evaluateBalanceSheet, runBalanceSheet, type BalanceSheetInput } from "../runBalanceSheet.ts";
import { partRanges } from "./chunkSums.ts";

const parsed = parsePositionsCsv(positionTemplateSampleCsv());
const sample: Position[] = parsed.ok ? parsed.value : [];
const overrides = parseOverridesCsv(overridesSampleCsv());
// Every kind many times over, with balances, rates and terms that differ, and one unknown key.
const positions: Position[] = Array.from({ length: 9 }, (_, k) =>
  sample.map((p) => ({
    ...p,
    balance: p.balance * (1 + k / 7),
    rate: p.amortization === "none" ? p.rate : p.rate + k / 10,
    termMonths: p.termMonths === null ? null : Math.max(1, p.termMonths - 5 * k),
  })),
).flat();
positions.push({ ...sample[0], key: "No Such Leaf" });

const input = (more: Partial<BalanceSheetInput> = {}): BalanceSheetInput => ({
  positions,
  curve: treasuryCurve("2022-07-29")?.points ?? [],
  tree: sampleChartOfAccounts(),
  overrides: overrides.ok ? overrides.value : [],
  niiYears: 3,
  spreadBp: 50,
  omitPositions: true,
  // Small chunks, so that this book of a few hundred positions splits as 100,000 do.
  sumChunk: 16,
  ...more,
});

/** The run's results from its positions valued in `parts` parts, each on its own. */
function splitRun(run: BalanceSheetInput, parts: number) {
  const ranges = partRanges(run.positions.length, parts, run.sumChunk);
  return runBalanceSheet(
    run,
    ranges.map((r) => evaluateBalanceSheet(run, r.from, r.to)),
  );
}

describe("a run split into parts", () => {
  it("gives the unsplit run's results number for number, however many parts", () => {
    expect(positions.length).toBeGreaterThan(100);
    for (const run of [input(), input({ niiBalanceSheet: "runoff", floorAtZero: false, niiYears: 1 })]) {
      const whole = runBalanceSheet(run);
      expect(whole.totals.asset.nev?.Base.marketValue).toBeGreaterThan(0);
      expect(whole.warnings.join()).toMatch(/No Such Leaf/);
      for (const parts of [2, 7, 1000])
        // toStrictEqual compares numbers with Object.is: the last bit counts, and -0 is not 0.
        expect(splitRun(run, parts)).toStrictEqual(whole);
    }
    // Eight runs of the demo balance sheet: 16.5 s on a machine slow to fault memory in.
  }, 60_000);

  it("adds a run of no more than a chunk's positions one by one, as before chunks", () => {
    const oneByOne = runBalanceSheet(input({ sumChunk: positions.length }));
    const inChunks = runBalanceSheet(input());
    // Chunks add in another order: the same to far below a cent, not to the bit.
    const nev = (r: typeof oneByOne) => r.totals.asset.nev?.Base.marketValue ?? NaN;
    expect(nev(inChunks)).toBeCloseTo(nev(oneByOne), 4);
    expect(runBalanceSheet(input({ sumChunk: undefined }))).toStrictEqual(oneByOne);
  });

  it("splits at multiples of the chunk, the parts about alike", () => {
    expect(partRanges(100, 3, 16)).toEqual([
      { from: 0, to: 32 },
      { from: 32, to: 64 },
      { from: 64, to: 100 },
    ]);
    // Fewer chunks than parts: the last parts are empty.
    expect(partRanges(20, 4, 16)).toEqual([
      { from: 0, to: 16 },
      { from: 16, to: 20 },
      { from: 20, to: 20 },
      { from: 20, to: 20 },
    ]);
    expect(partRanges(0, 2, 16)).toEqual([
      { from: 0, to: 0 },
      { from: 0, to: 0 },
    ]);
  });

  it("refuses parts that are not the run's positions in order", () => {
    const run = input();
    const first = evaluateBalanceSheet(run, 0, 32);
    const rest = evaluateBalanceSheet(run, 32, positions.length);
    expect(() => runBalanceSheet(run, [first])).toThrow(/the parts end at position 32; the run has/);
    expect(() => runBalanceSheet(run, [rest, first])).toThrow(/leave out or repeat positions from 0/);
    expect(() => runBalanceSheet({ ...run, omitPositions: false }, [first, rest])).toThrow(
      /no per-position results: set omitPositions/,
    );
    expect(() => evaluateBalanceSheet(run, 5, 32)).toThrow(/at a multiple of 16 positions; got 5 to 32/);
    expect(() => evaluateBalanceSheet(run, 32, 40)).toThrow(/at a multiple of 16/);
    expect(() => evaluateBalanceSheet(run, 48, 32)).toThrow(/positions 48 to 32 are not a range/);
    expect(() => evaluateBalanceSheet(run, 0, positions.length + 1)).toThrow(/not a range/);
  });
});
