import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import type { CurvePoint } from "../curve/curve.ts";
import type { Position } from "../positions/position.ts";
import { valuePositions } from "../valuePositions.ts";

const SCRIPT = fileURLToPath(new URL("../../oracle/quantlib_price.py", import.meta.url));
const PYTHON = "/usr/bin/python3";

interface Instrument {
  kind: "bullet" | "level";
  rate: number;
  termMonths: number;
  paymentMonths: number;
  cpr: number;
}

const INSTRUMENTS: Instrument[] = [
  { kind: "bullet", rate: 3, termMonths: 60, paymentMonths: 1, cpr: 0 },
  { kind: "bullet", rate: 1.25, termMonths: 36, paymentMonths: 6, cpr: 0 },
  { kind: "bullet", rate: 4.1, termMonths: 10, paymentMonths: 3, cpr: 0 },
  { kind: "bullet", rate: 2.5, termMonths: 120, paymentMonths: 12, cpr: 5 },
  { kind: "level", rate: 3.74, termMonths: 60, paymentMonths: 1, cpr: 0 },
  { kind: "level", rate: 4.95, termMonths: 72, paymentMonths: 1, cpr: 18 },
  { kind: "level", rate: 3.35, termMonths: 360, paymentMonths: 1, cpr: 8 },
  { kind: "level", rate: 6.5, termMonths: 38, paymentMonths: 3, cpr: 12 },
  { kind: "level", rate: 0, termMonths: 24, paymentMonths: 1, cpr: 0 },
];
const SHIFTS = [
  { id: "-100", bp: -100 },
  { id: "Base", bp: 0 },
  { id: "100", bp: 100 },
];
const SPREADS = [0, 150];
const CURVES = ["2021-12-31", "2022-07-29"];

function position(i: Instrument): Position {
  return {
    key: `${i.kind} ${i.termMonths}`,
    description: "",
    balance: 1_000_000,
    rate: i.rate,
    termMonths: i.termMonths,
    amortization: i.kind,
    paymentMonths: i.paymentMonths,
    repriceMonths: 0,
    index: null,
    margin: 0,
    cpr: i.cpr,
    decay: 0,
    beta: 0,
  };
}

function quantlibPrices(curve: CurvePoint[], spreadBp: number): Map<string, number> {
  const cases = INSTRUMENTS.flatMap((inst, n) =>
    SHIFTS.map((s) => ({ id: `${n}/${s.id}`, ...inst, balance: 1_000_000, shiftBp: s.bp, spreadBp })),
  );
  const run = spawnSync(PYTHON, [SCRIPT], { input: JSON.stringify({ curve, cases }), encoding: "utf8" });
  if (run.error || run.status !== 0) {
    throw new Error(
      `QuantLib oracle failed (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr}\n` +
        "The oracle needs QuantLib for Python: install quantlib-python (Debian: apt-get install python3-quantlib).",
    );
  }
  const out = JSON.parse(run.stdout) as { results: { id: string; price: number }[] };
  return new Map(out.results.map((r) => [r.id, r.price]));
}

describe("fixed-rate prices against QuantLib", () => {
  for (const asOf of CURVES) {
    for (const spreadBp of SPREADS) {
      it(`match to 1e-8 on the ${asOf} curve, spread ${spreadBp} bp, at base and ±100 bp`, () => {
        const curve = treasuryCurve(asOf)?.points ?? [];
        const oracle = quantlibPrices(curve, spreadBp);
        const engine = valuePositions(INSTRUMENTS.map(position), curve, { spreadBp });
        let compared = 0;
        INSTRUMENTS.forEach((_, n) => {
          for (const s of SHIFTS) {
            const ours = engine.positions[n].scenarios.find((x) => x.scenario === s.id)?.price;
            const theirs = oracle.get(`${n}/${s.id}`);
            expect(theirs, `QuantLib price of case ${n}/${s.id}`).toBeTypeOf("number");
            expect(Math.abs((ours ?? NaN) - (theirs ?? NaN)), `case ${n}/${s.id}`).toBeLessThan(1e-8);
            compared++;
          }
        });
        expect(compared).toBe(INSTRUMENTS.length * SHIFTS.length);
      });
    }
  }
});
