import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import { HORIZON_MONTHS, monthlyCurveRates, type CurvePoint } from "../curve/curve.ts";
import { KEY_RATE_TENORS, keyRateWeight, NON_PARALLEL_SHAPES } from "../scenarios/curveShapes.ts";
import type { Position } from "../positions/position.ts";
import { CONSTANT_CPR_MODEL } from "../prepayment/prepaymentModel.ts";
import { valuePositions } from "../valuePositions.ts";

// QuantLib prepays at a constant CPR: the engine's S-curve is checked from first principles (prepaymentModel.test.ts).
const prepayment = CONSTANT_CPR_MODEL;

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

/** QuantLib's prices of every instrument at every shift, on each curve: one Python run for all. */
function quantlibPricesOn(curves: CurvePoint[][], spreadBp: number): Map<string, number>[] {
  const cases = INSTRUMENTS.flatMap((inst, n) =>
    SHIFTS.map((s) => ({ id: `${n}/${s.id}`, ...inst, balance: 1_000_000, shiftBp: s.bp, spreadBp })),
  );
  const runs = curves.map((curve) => ({ curve, cases }));
  const run = spawnSync(PYTHON, [SCRIPT], { input: JSON.stringify({ runs }), encoding: "utf8" });
  if (run.error || run.status !== 0) {
    throw new Error(
      `QuantLib oracle failed (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr}\n` +
        "The oracle needs QuantLib for Python: install quantlib-python (Debian: apt-get install python3-quantlib).",
    );
  }
  const out = JSON.parse(run.stdout) as { runs: { results: { id: string; price: number }[] }[] };
  expect(out.runs).toHaveLength(curves.length);
  return out.runs.map((r) => new Map(r.results.map((p) => [p.id, p.price])));
}

const quantlibPrices = (curve: CurvePoint[], spreadBp: number) =>
  quantlibPricesOn([curve], spreadBp)[0] ?? new Map<string, number>();

describe("fixed-rate prices against QuantLib", () => {
  for (const asOf of CURVES) {
    for (const spreadBp of SPREADS) {
      it(`match to 1e-8 on the ${asOf} curve, spread ${spreadBp} bp, at base and ±100 bp`, () => {
        const curve = treasuryCurve(asOf)?.points ?? [];
        const oracle = quantlibPrices(curve, spreadBp);
        const engine = valuePositions(INSTRUMENTS.map(position), curve, { spreadBp, prepayment });
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

/**
 * The non-parallel shocks and key-rate bumps move the par curve by tenor: QuantLib prices each
 * position on the moved par curve, given at every month it bootstraps from (bills to 12 months,
 * then every six), floored at zero as the engine's default is.
 */
function movedCurve(curve: CurvePoint[], byTenor: Float64Array): CurvePoint[] {
  const par = monthlyCurveRates(curve);
  const tenors = [
    ...Array.from({ length: 12 }, (_, i) => i + 1),
    ...Array.from({ length: 58 }, (_, i) => 18 + 6 * i),
  ];
  return tenors.map((m) => ({ tenorMonths: m, rate: Math.max(0, (par[m] ?? 0) + (byTenor[m] ?? 0)) }));
}

describe("non-parallel shocks and key-rate durations against QuantLib", () => {
  const baseCase = (shiftBp: number) => SHIFTS.find((s) => s.bp === shiftBp)?.id as string;
  for (const asOf of CURVES) {
    it(`price every IRRBB non-parallel shock to 1e-8 on the ${asOf} curve, spread 150 bp`, () => {
      const curve = treasuryCurve(asOf)?.points ?? [];
      const engine = valuePositions(INSTRUMENTS.map(position), curve, { spreadBp: 150, prepayment });
      const oracles = quantlibPricesOn(
        NON_PARALLEL_SHAPES.map((shape) => movedCurve(curve, shape.byTenor)),
        150,
      );
      for (const [i, shape] of NON_PARALLEL_SHAPES.entries()) {
        const oracle = oracles[i] ?? new Map<string, number>();
        INSTRUMENTS.forEach((_, n) => {
          const ours = ((engine.positions[n]?.nonParallel[shape.id] ?? NaN) / 1_000_000) * 100;
          expect(
            Math.abs(ours - (oracle.get(`${n}/${baseCase(0)}`) ?? NaN)),
            `${shape.id} case ${n}`,
          ).toBeLessThan(1e-8);
        });
      }
    });

    it(`give key-rate durations from QuantLib prices of the bumped curves on the ${asOf} curve`, () => {
      const curve = treasuryCurve(asOf)?.points ?? [];
      const engine = valuePositions(INSTRUMENTS.map(position), curve, { prepayment });
      const bumped = (k: number, sign: number) => {
        const byTenor = new Float64Array(HORIZON_MONTHS + 1);
        for (let m = 0; m <= HORIZON_MONTHS; m++) byTenor[m] = sign * keyRateWeight(k, m);
        return movedCurve(curve, byTenor);
      };
      // The curve, then each key rate bumped up and down.
      const [base, ...bumps] = quantlibPricesOn(
        [curve, ...KEY_RATE_TENORS.flatMap((_, k) => [bumped(k, 1), bumped(k, -1)])],
        0,
      );
      // A par yield under 1 % puts Base's 100 bp fall on the floor: Base's duration, and so the
      // key-rate durations, are one-sided (durationLegs), from the up bumps alone.
      const oneSided = Math.min(...curve.map((p) => p.rate)) < 1;
      let total = 0;
      KEY_RATE_TENORS.forEach((tenor, k) => {
        const [up, down] = [bumps[2 * k], bumps[2 * k + 1]];
        INSTRUMENTS.forEach((_, n) => {
          const p0 = base?.get(`${n}/Base`) ?? NaN;
          const [pUp, pDown] = [up, down].map((prices) => prices?.get(`${n}/Base`) ?? NaN);
          const theirs = oneSided ? (p0 - pUp) / (p0 * 0.01) : (pDown - pUp) / (2 * p0 * 0.01);
          const ours = engine.positions[n]?.keyRateDurations[String(tenor)] ?? NaN;
          expect(Math.abs(ours - theirs), `${tenor}m case ${n}`).toBeLessThan(1e-8);
          total += Math.abs(theirs);
        });
      });
      expect(total).toBeGreaterThan(0);
      // Nineteen curves in one QuantLib run: seconds on a busy machine.
    }, 60_000);
  }

  it("has key-rate durations that add up to the effective duration where no floor binds", () => {
    const curve = treasuryCurve("2022-07-29")?.points ?? [];
    for (const p of valuePositions(INSTRUMENTS.map(position), curve, { prepayment }).positions) {
      const sum = Object.values(p.keyRateDurations).reduce((a, b) => a + b, 0);
      const effective = p.scenarios.find((s) => s.scenario === "Base")?.effDuration ?? NaN;
      expect(Math.abs(sum - effective), p.key).toBeLessThan(0.02 * Math.max(1, Math.abs(effective)));
    }
  });
});
