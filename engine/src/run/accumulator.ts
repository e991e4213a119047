import { GAP_BUCKET_COUNT } from "../gap/repricingGap.ts";
import { withoutCashFlows, type Position } from "../positions/position.ts";
import { NII_SCENARIOS, SHOCKS } from "../scenarios/scenarios.ts";
import { BASE_LEVEL, LEVEL_COUNT, SHOCK_COUNT, sensitivityAt } from "../valuation/valuationLevels.ts";
import type { DurationLegs, Sensitivity } from "../valuation/valuationLevels.ts";
import type { PositionBlocks } from "./evaluatePositions.ts";
import { SHAPE_COUNT } from "../scenarios/curveShapes.ts";
import { shapedMeasures, type ShapedMeasures } from "../valuation/shapedMeasures.ts";
import { keyRatesOneSided } from "../valuation/durationLegs.ts";
import type { IncomeYear, Measures } from "./results.ts";

const SUM_ARRAYS = [
  "book",
  "earning",
  "count",
  "mv",
  "shaped",
  "interest",
  "averageBalance",
  "averageEarning",
  "gap",
  "liquidity",
  "cpr",
  "loans",
] as const;

/** An Accumulator's sums, as plain arrays. */
export type AccumulatorSums = Record<(typeof SUM_ARRAYS)[number], Float64Array>;

/** Sums of position results for a set of rows (tree nodes or totals). */
export class Accumulator {
  readonly book: Float64Array;
  readonly earning: Float64Array;
  readonly count: Float64Array;
  readonly mv: Float64Array;
  readonly shaped: Float64Array;
  readonly interest: Float64Array;
  /** Average balance and average rate-bearing balance per scenario and year, when balances run off. */
  readonly averageBalance: Float64Array;
  readonly averageEarning: Float64Array;
  readonly gap: Float64Array;
  readonly liquidity: Float64Array;
  /** Σ |balance| × CPR per shock, and Σ |balance|, of the loans (level and bullet positions). */
  readonly cpr: Float64Array;
  readonly loans: Float64Array;
  readonly #perIncome: number;
  readonly #years: number;

  constructor(rows: number, years: number, runoff = false) {
    this.#years = years;
    this.#perIncome = NII_SCENARIOS.length * years;
    this.book = new Float64Array(rows);
    this.earning = new Float64Array(rows);
    this.count = new Float64Array(rows);
    this.mv = new Float64Array(rows * LEVEL_COUNT);
    this.shaped = new Float64Array(rows * SHAPE_COUNT);
    this.interest = new Float64Array(rows * this.#perIncome);
    this.averageBalance = new Float64Array(runoff ? rows * this.#perIncome : 0);
    this.averageEarning = new Float64Array(runoff ? rows * this.#perIncome : 0);
    this.gap = new Float64Array(rows * GAP_BUCKET_COUNT);
    this.liquidity = new Float64Array(rows * GAP_BUCKET_COUNT);
    this.cpr = new Float64Array(rows * SHOCK_COUNT);
    this.loans = new Float64Array(rows);
  }

  addPosition(row: number, p: Position, blocks: PositionBlocks, i: number): void {
    this.book[row] += p.balance;
    const earning = !withoutCashFlows(p.amortization) || p.rate !== 0;
    if (earning) this.earning[row] += p.balance;
    if (this.averageBalance.length) {
      addSlice(this.averageBalance, row, blocks.averageBalance, i, this.#perIncome);
      if (earning) addSlice(this.averageEarning, row, blocks.averageBalance, i, this.#perIncome);
    }
    this.count[row] += 1;
    addSlice(this.mv, row, blocks.marketValue, i, LEVEL_COUNT);
    addSlice(this.shaped, row, blocks.shapedValue, i, SHAPE_COUNT);
    addSlice(this.interest, row, blocks.interest, i, this.#perIncome);
    addSlice(this.gap, row, blocks.gap, i, GAP_BUCKET_COUNT);
    addSlice(this.liquidity, row, blocks.liquidity, i, GAP_BUCKET_COUNT);
    if (p.amortization === "level" || p.amortization === "bullet") {
      const w = Math.abs(p.balance);
      this.loans[row] += w;
      for (let s = 0; s < SHOCK_COUNT; s++)
        this.cpr[row * SHOCK_COUNT + s] += w * blocks.cpr[i * SHOCK_COUNT + s];
    }
  }

  /** Its sums as plain arrays (they cross between processes): `addSums` adds them into another. */
  sums(): AccumulatorSums {
    const out = {} as AccumulatorSums;
    for (const name of SUM_ARRAYS) out[name] = this[name];
    return out;
  }

  /** Adds another accumulator's sums (of as many rows, years and balance sheet) row by row. */
  addSums(other: AccumulatorSums): void {
    for (const name of SUM_ARRAYS) {
      const to = this[name];
      const from = other[name];
      if (from.length !== to.length) throw new RangeError(`sums of another shape: ${name}`);
      for (let k = 0; k < to.length; k++) to[k] += from[k];
    }
  }

  addRow(to: number, from: number): void {
    this.book[to] += this.book[from];
    this.earning[to] += this.earning[from];
    this.count[to] += this.count[from];
    addSlice(this.mv, to, this.mv, from, LEVEL_COUNT);
    addSlice(this.shaped, to, this.shaped, from, SHAPE_COUNT);
    addSlice(this.interest, to, this.interest, from, this.#perIncome);
    if (this.averageBalance.length) {
      addSlice(this.averageBalance, to, this.averageBalance, from, this.#perIncome);
      addSlice(this.averageEarning, to, this.averageEarning, from, this.#perIncome);
    }
    addSlice(this.gap, to, this.gap, from, GAP_BUCKET_COUNT);
    addSlice(this.liquidity, to, this.liquidity, from, GAP_BUCKET_COUNT);
    addSlice(this.cpr, to, this.cpr, from, SHOCK_COUNT);
    this.loans[to] += this.loans[from];
  }

  /** Balance-weighted seasoned CPR (percent) of the row's loans per shock id; null without loans. */
  prepaymentSpeeds(row: number): Record<string, number> | null {
    const w = this.loans[row];
    if (w === 0) return null;
    const out: Record<string, number> = {};
    for (let s = 0; s < SHOCK_COUNT; s++) out[SHOCKS[s].id] = this.cpr[row * SHOCK_COUNT + s] / w;
    return out;
  }

  marketValues(row: number): Float64Array {
    return this.mv.subarray(row * LEVEL_COUNT, (row + 1) * LEVEL_COUNT);
  }

  shapedValues(row: number): Float64Array {
    return this.shaped.subarray(row * SHAPE_COUNT, (row + 1) * SHAPE_COUNT);
  }

  /** Non-parallel values and key-rate durations of a row (base value: the Base shock's). */
  shapedMeasures(row: number, legs: readonly DurationLegs[]): ShapedMeasures {
    return shapedMeasures(this.shapedValues(row), this.marketValues(row)[BASE_LEVEL], keyRatesOneSided(legs));
  }

  interestAt(row: number, scenario: number, year: number): number {
    return this.interest[row * this.#perIncome + scenario * this.#years + year];
  }

  /** The row's average balance in a year: the book value on a constant balance sheet. */
  averageBalanceAt(row: number, scenario: number, year: number): number {
    if (!this.averageBalance.length) return this.book[row];
    return this.averageBalance[row * this.#perIncome + scenario * this.#years + year];
  }

  /** The same of its rate-bearing positions. */
  averageEarningAt(row: number, scenario: number, year: number): number {
    if (!this.averageEarning.length) return this.earning[row];
    return this.averageEarning[row * this.#perIncome + scenario * this.#years + year];
  }

  nev(row: number, legs: readonly DurationLegs[]): Record<string, Sensitivity> {
    const levels = this.marketValues(row);
    const shaped = this.shapedValues(row);
    const out: Record<string, Sensitivity> = {};
    for (let s = 0; s < SHOCK_COUNT; s++)
      out[SHOCKS[s].id] = sensitivityAt(levels, shaped, legs[s], s, this.book[row]);
    return out;
  }

  nii(row: number): Record<string, IncomeYear[]> {
    const out: Record<string, IncomeYear[]> = {};
    NII_SCENARIOS.forEach((scenario, s) => {
      const years: IncomeYear[] = [];
      for (let y = 0; y < this.#years; y++) {
        const interest = this.interestAt(row, s, y);
        const book = this.averageBalanceAt(row, s, y);
        const earning = this.averageEarningAt(row, s, y);
        years.push({
          year: y + 1,
          interest,
          averageBalance: book,
          averageRate: earning === 0 ? 0 : interest / earning + 0,
          yield: book === 0 ? 0 : interest / book + 0,
        });
      }
      out[scenario.id] = years;
    });
    return out;
  }

  measures(row: number, legs: readonly DurationLegs[], showNev = true, showNii = true): Measures {
    return {
      bookValue: this.book[row],
      positionCount: this.count[row],
      nev: showNev ? this.nev(row, legs) : null,
      ...(showNev ? this.shapedMeasures(row, legs) : { nonParallel: null, keyRateDurations: null }),
      nii: showNii && this.#years > 0 ? this.nii(row) : null,
      gap: Array.from(this.gap.subarray(row * GAP_BUCKET_COUNT, (row + 1) * GAP_BUCKET_COUNT)),
      liquidity: Array.from(this.liquidity.subarray(row * GAP_BUCKET_COUNT, (row + 1) * GAP_BUCKET_COUNT)),
      prepaymentSpeeds: this.prepaymentSpeeds(row),
    };
  }
}

function addSlice(to: Float64Array, toRow: number, from: Float64Array, fromRow: number, width: number): void {
  const a = toRow * width;
  const b = fromRow * width;
  for (let k = 0; k < width; k++) to[a + k] += from[b + k];
}
