// Engine benchmark: a full run at 10,000 and 100,000 positions, and pricing
// speed against QuantLib on the same bullet and level positions.
// Usage: npm run bench -w engine   (internally: node bench/bench.ts --child N)
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

const CURVE = treasuryCurve("2022-07-29")?.points ?? [];
const TREE = sampleChartOfAccounts();
const QL_SAMPLE = 300;

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
  const book = generatePositions(10_000);
  const kinds = new Map<string, number>();
  for (const p of book) {
    const k = p.repriceMonths > 0 ? `${p.amortization} (adjustable)` : p.amortization;
    kinds.set(k, (kinds.get(k) ?? 0) + 1);
  }
  console.log(`10,000 positions: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(", ")}`);
  console.log("Full run = 10 shocks (+2 for duration at the ends) + 8 ramps, NII 2 years, gap, roll-up.\n");

  const cold = fullRun(book);
  const warm = median([fullRun(book), fullRun(book), fullRun(book)]);
  console.log(`10k full run: ${cold.toFixed(3)} s first run, ${warm.toFixed(3)} s warm (target <= 1 s)`);

  const big = runChild(100_000);
  console.log(
    `100k full run (fresh process): ${big.seconds.toFixed(2)} s, peak RSS ${big.maxRssMb.toFixed(0)} MB (target <= 8 s, < 1024 MB)`,
  );

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
  const engineRate = engineMonths / engineTime;
  console.log(
    `\nPricing ${fixed.length} fixed bullet/level positions on ${VALUATION_LEVEL_BPS.length} curves: ` +
      `engine ${(engineRate / 1e6).toFixed(1)} M loan-months/s (${engineTime.toFixed(3)} s)`,
  );
  const ql = quantlib(fixed.slice(0, QL_SAMPLE));
  if ("error" in ql) {
    console.log(`QuantLib comparison unavailable: ${ql.error}`);
    return;
  }
  const qlRate = ql.loanMonths / ql.seconds;
  console.log(
    `QuantLib (first ${QL_SAMPLE} of them, same curves): ${(qlRate / 1e6).toFixed(3)} M loan-months/s (${ql.seconds.toFixed(3)} s)`,
  );
  console.log(`Ratio engine / QuantLib: ${(engineRate / qlRate).toFixed(0)}x (target >= 100x)`);
}

const at = process.argv.indexOf("--child");
if (at >= 0) child(Number(process.argv[at + 1]));
else main();
