// Engine benchmark: a full run at 10,000 and 100,000 positions, and pricing
// speed against QuantLib on the same bullet and level positions.
// Usage: npm run bench -w engine   (internally: node bench/bench.ts --child N)
// BENCH_SMOKE=1: 500 and 2,000 positions, QuantLib on 10.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { treasuryCurve } from "../src/curve/treasuryCurves.ts";
import { sampleChartOfAccounts } from "../src/demo/sampleChartOfAccounts.ts";
import type { Position } from "../src/positions/position.ts";
import { runBalanceSheet } from "../src/runBalanceSheet.ts";
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

function fullRun(positions: Position[]): number {
  const start = process.hrtime.bigint();
  const r = runBalanceSheet({ positions, curve: CURVE, tree: TREE, niiYears: 2, spreadBp: 50 });
  const t = seconds(start);
  if (r.positions.length !== positions.length) throw new Error("incomplete result");
  return t;
}

function child(n: number): void {
  const positions = generatePositions(n);
  const t = fullRun(positions);
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ positions: n, seconds: t, maxRssMb }));
}

function runChild(n: number): { seconds: number; maxRssMb: number } {
  const script = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, [script, "--child", String(n)], { encoding: "utf8" });
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

function main(): void {
  const report = benchReport(import.meta.url);
  const book = generatePositions(BOOK);
  const kinds = new Map<string, number>();
  for (const p of book) {
    const k = p.repriceMonths > 0 ? `${p.amortization} (adjustable)` : p.amortization;
    kinds.set(k, (kinds.get(k) ?? 0) + 1);
  }
  console.log(`${count(BOOK)} positions: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(", ")}`);
  console.log("Full run = 10 shocks (+2 for duration at the ends) + 8 ramps, NII 2 years, gap, roll-up.");

  const cold = fullRun(book);
  const warm = median([fullRun(book), fullRun(book), fullRun(book)]);
  report.figure({ name: `${count(BOOK)} positions, full run, first`, value: cold, unit: "s", digits: 3 });
  report.figure({
    name: `${count(BOOK)} positions, full run, warm (median of 3)`,
    value: warm,
    unit: "s",
    digits: 3,
    target: { atMost: 1 },
  });

  const big = runChild(BIG_BOOK);
  const fresh = `${count(BIG_BOOK)} positions, full run in a fresh process`;
  report.figure({ name: fresh, value: big.seconds, unit: "s", target: { atMost: 8 } });
  report.figure({ name: `${fresh}, peak RSS`, value: big.maxRssMb, unit: "MB", target: { atMost: 1024 } });

  const fixed = book.filter(
    (p) => (p.amortization === "bullet" || p.amortization === "level") && p.repriceMonths === 0,
  );
  const engineTime = median(
    [0, 1, 2, 3, 4].map(() => {
      const start = process.hrtime.bigint();
      // Like for like: QuantLib prepays at a constant CPR (the S-curve's cost shows in the full runs).
      valuePositions(fixed, CURVE, { spreadBp: 50, prepayment: CONSTANT_CPR_MODEL });
      return seconds(start);
    }),
  );
  const engineMonths = fixed.reduce((s, p) => s + (p.termMonths ?? 0), 0) * VALUATION_LEVEL_BPS.length;
  const engineRate = engineMonths / engineTime / 1e6;
  console.log(
    `Pricing ${fixed.length} fixed bullet/level positions on ${VALUATION_LEVEL_BPS.length} curves ` +
      `(QuantLib: the first ${QL_SAMPLE} of them, same curves)`,
  );
  const ql = quantlib(fixed.slice(0, QL_SAMPLE));
  const pricing = { name: "pricing speed, engine", value: engineRate, unit: "M loan-months/s", digits: 3 };
  if ("error" in ql) {
    // QuantLib is Debian's quantlib-python: without it the engine's own speed is still a figure.
    console.log(`QuantLib comparison unavailable: ${ql.error}`);
    report.figure(pricing);
  } else {
    const qlRate = ql.loanMonths / ql.seconds / 1e6;
    report.figure({
      ...pricing,
      target: { atLeast: 100, ofRatio: true },
      anchor: { name: "QuantLib", value: qlRate },
    });
  }
  report.save();
}

const at = process.argv.indexOf("--child");
if (at >= 0) child(Number(process.argv[at + 1]));
else main();
