// Engine benchmark: a full run at 10,000 and 100,000 positions (in one process,
// and split across every core as the api's engine pool splits a large run),
// and pricing speed against QuantLib on the same bullet and level positions.
// Usage: npm run bench -w engine   (internally: node bench/bench.ts --child N,
// --rollup-child N, --split N PARTS, --part N PART PARTS)
// BENCH_SMOKE=1: 500 and 2,000 positions, QuantLib on 10.
import { spawnSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { treasuryCurve } from "../src/curve/treasuryCurves.ts";
import { sampleChartOfAccounts } from "../src/demo/sampleChartOfAccounts.ts";
import type { Position } from "../src/positions/position.ts";
import { runBalanceSheet, type BalanceSheetInput } from "../src/runBalanceSheet.ts";
import { positionTerms } from "../src/cashflows/positionTerms.ts";
import { createFlows } from "../src/cashflows/flows.ts";
import { monthlyCurveRates } from "../src/curve/curve.ts";
import { DiscountTables } from "../src/valuation/discountTables.ts";
import { valuePosition } from "../src/valuation/valuePosition.ts";
import { LEVEL_COUNT } from "../src/valuation/valuationLevels.ts";
import { SplitRunner, valuePart } from "./splitRun.ts";
import { VALUATION_LEVEL_BPS } from "../src/valuation/valuationLevels.ts";
import { CONSTANT_CPR_MODEL } from "../src/prepayment/prepaymentModel.ts";
import { valuePositions } from "../src/valuePositions.ts";
import { generatePositions } from "./generatePositions.ts";
// Plain Node, no other package of the repository: the engine's boundary holds.
import { benchReport, sized } from "../../scripts/bench-report.ts";

const CURVE = treasuryCurve("2022-07-29")?.points ?? [];
const TREE = sampleChartOfAccounts();
const BOOK = sized(10_000, 500);
const BIG_BOOK = sized(100_000, 2_000);
const QL_SAMPLE = sized(300, 10);
const count = (n: number) => n.toLocaleString("en");

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const fullInput = (positions: Position[]): BalanceSheetInput => ({
  positions,
  curve: CURVE,
  tree: TREE,
  niiYears: 2,
  spreadBp: 50,
});

/** What a split run computes (the api's runs too): no per-position rows, which only the whole book has. */
const rollUpInput = (positions: Position[]): BalanceSheetInput => ({
  ...fullInput(positions),
  omitPositions: true,
});

function fullRun(positions: Position[], input = fullInput): number {
  const start = process.hrtime.bigint();
  const r = runBalanceSheet(input(positions));
  const t = seconds(start);
  if (r.nodes[0]?.positionCount === undefined) throw new Error("incomplete result");
  return t;
}

function child(n: number, input = fullInput): void {
  const positions = generatePositions(n);
  const t = fullRun(positions, input);
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ positions: n, seconds: t, maxRssMb }));
}

const PARTS = availableParallelism();

/** Children that value parts of an `n`-position book, ready to run. */
async function splitRunner(n: number, parts: number): Promise<SplitRunner> {
  const runner = new SplitRunner(
    import.meta.url,
    (part) => ["--part", String(n), String(part), String(parts)],
    parts,
  );
  await runner.ready();
  return runner;
}

async function split(n: number, parts: number): Promise<void> {
  const runner = await splitRunner(n, parts);
  const r = await runner.run(rollUpInput(generatePositions(n)));
  runner.end();
  process.stdout.write(JSON.stringify(r));
}

function runChild(args: string[]): { seconds: number; maxRssMb: number } {
  const script = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, [script, ...args], { encoding: "utf8" });
  const n = args[1];
  if (r.status !== 0) throw new Error(`benchmark of ${n} positions failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { seconds: number; maxRssMb: number };
}

function quantlib(positions: Position[]): { seconds: number; loanMonths: number } | { error: string } {
  const script = fileURLToPath(new URL("../oracle/quantlib_bench.py", import.meta.url));
  const request = {
    curve: CURVE,
    shiftsBp: VALUATION_LEVEL_BPS,
    spreadBp: 50,
    positions: positions.map((p) => ({
      kind: p.amortization,
      balance: p.balance,
      rate: p.rate,
      termMonths: p.termMonths,
      paymentMonths: p.paymentMonths,
      cpr: p.cpr,
    })),
  };
  const r = spawnSync("/usr/bin/python3", [script], {
    input: JSON.stringify(request),
    encoding: "utf8",
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
  });
  if (r.status !== 0) return { error: r.stderr.trim() || `exit ${r.status}` };
  return JSON.parse(r.stdout) as { seconds: number; loanMonths: number };
}

async function main(): Promise<void> {
  const report = benchReport(import.meta.url);
  console.log(
    `Load average (1 minute) at the start: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores.`,
  );
  const book = generatePositions(BOOK);
  const kinds = new Map<string, number>();
  for (const p of book) {
    const k = p.repriceMonths > 0 ? `${p.amortization} (adjustable)` : p.amortization;
    kinds.set(k, (kinds.get(k) ?? 0) + 1);
  }
  console.log(`${count(BOOK)} positions: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(", ")}`);
  console.log(
    "Full run = 10 shocks (+2 for duration at the ends, +2 up moves per floored fall) + 8 ramps, NII 2 years, gap, roll-up.",
  );

  const cold = fullRun(book);
  // Warm is the steady state a long-lived engine process reaches (the api's engine processes stay):
  // the second and third runs still compile the hot loops (on 2026-12-01, runs 2 to 4 took 404 to
  // 620 ms where runs 4 to 8 took 348 to 435), so they are run first and left out.
  for (let k = 0; k < 2; k++) fullRun(book);
  const warm = median([fullRun(book), fullRun(book), fullRun(book), fullRun(book), fullRun(book)]);
  report.figure({ name: `${count(BOOK)} positions, full run, first`, value: cold, unit: "s", digits: 3 });
  report.figure({
    name: `${count(BOOK)} positions, full run, warm (median of 5 after 3 runs)`,
    value: warm,
    unit: "s",
    digits: 3,
    target: { atMost: 0.5 },
  });

  // The engine pool's way: processes that stay, each valuing a part of the book every run.
  const runner = await splitRunner(BOOK, PARTS);
  await runner.run(rollUpInput(book));
  const splitWarm: number[] = [];
  for (let k = 0; k < 3; k++) splitWarm.push((await runner.run(rollUpInput(book))).seconds);
  runner.end();
  const rollUpWarm = median([0, 1, 2].map(() => fullRun(book, rollUpInput)));
  const noRows = "without per-position rows";
  report.figure({
    name: `${count(BOOK)} positions, full run ${noRows}, split across ${PARTS} warm processes (median of 3)`,
    value: median(splitWarm),
    unit: "s",
    digits: 3,
    anchor: { name: "in one process", value: rollUpWarm },
  });

  const big = runChild(["--child", String(BIG_BOOK)]);
  const fresh = `${count(BIG_BOOK)} positions, full run in a fresh process`;
  report.figure({ name: fresh, value: big.seconds, unit: "s" });
  report.figure({ name: `${fresh}, peak RSS`, value: big.maxRssMb, unit: "MB", target: { atMost: 1024 } });
  const bigRollUp = runChild(["--rollup-child", String(BIG_BOOK)]);
  const spread = runChild(["--split", String(BIG_BOOK), String(PARTS)]);
  const across = `${count(BIG_BOOK)} positions, full run ${noRows}, split across ${PARTS} fresh processes`;
  report.figure({
    name: across,
    value: spread.seconds,
    unit: "s",
    target: { atMost: 4 },
    anchor: { name: "in one fresh process", value: bigRollUp.seconds },
  });
  report.figure({
    name: `${across}, peak RSS of any`,
    value: spread.maxRssMb,
    unit: "MB",
    target: { atMost: 1024 },
  });

  const fixed = book.filter(
    (p) => (p.amortization === "bullet" || p.amortization === "level") && p.repriceMonths === 0,
  );
  // Like for like: QuantLib prepays at a constant CPR and prices each bond on the valuation curves
  // only, its curves built before its clock starts; the engine's figure is the same work, the terms
  // of each position made and its cash flows valued on the same curves. The full runs above pay
  // for the S-curve, forward resets and caps.
  const tables = new DiscountTables(monthlyCurveRates(CURVE), true);
  const flows = createFlows();
  const levels = new Float64Array(LEVEL_COUNT);
  const price = () => {
    let checksum = 0;
    for (const p of fixed) {
      valuePosition(positionTerms(p, {}, 50, undefined, CONSTANT_CPR_MODEL), tables, flows, levels);
      checksum += levels[0];
    }
    return checksum;
  };
  const timed = (work: () => unknown) => () => {
    const start = process.hrtime.bigint();
    work();
    return seconds(start);
  };
  const engineTime = median([0, 1, 2, 3, 4].map(timed(price)));
  // And valuePositions, which values every non-parallel shock and key-rate bump too and makes the
  // result's objects: more work than QuantLib's for the same loan-months.
  const everyMeasure = median(
    [0, 1, 2].map(
      timed(() => valuePositions(fixed, CURVE, { spreadBp: 50, prepayment: CONSTANT_CPR_MODEL })),
    ),
  );
  const engineMonths = fixed.reduce((s, p) => s + (p.termMonths ?? 0), 0) * VALUATION_LEVEL_BPS.length;
  const engineRate = engineMonths / engineTime / 1e6;
  console.log(
    `Pricing ${fixed.length} fixed bullet/level positions on ${VALUATION_LEVEL_BPS.length} curves ` +
      `(QuantLib: the first ${QL_SAMPLE} of them, same curves)`,
  );
  const ql = quantlib(fixed.slice(0, QL_SAMPLE));
  const pricing = { name: "pricing speed, engine", value: engineRate, unit: "M loan-months/s", digits: 3 };
  const withEvery = {
    name: "pricing speed, engine's valuePositions with every measure",
    value: engineMonths / everyMeasure / 1e6,
    unit: "M loan-months/s",
    digits: 3,
  };
  if ("error" in ql) {
    // QuantLib is Debian's quantlib-python: without it the engine's own speed is still a figure.
    console.log(`QuantLib comparison unavailable: ${ql.error}`);
    report.figure(pricing);
    report.figure(withEvery);
  } else {
    const anchor = { name: "QuantLib", value: ql.loanMonths / ql.seconds / 1e6 };
    report.figure({ ...pricing, target: { atLeast: 150, ofRatio: true }, anchor });
    report.figure({ ...withEvery, anchor });
  }
  report.save();
}

const [mode, ...numbers] = process.argv.slice(2);
const [n, a, b] = numbers.map(Number);
if (mode === "--child") child(n);
else if (mode === "--rollup-child") child(n, rollUpInput);
else if (mode === "--split") await split(n, a);
else if (mode === "--part") valuePart(rollUpInput(generatePositions(n)), a, b);
else await main();
