import { clearFlows, createFlows } from "../cashflows/flows.ts";
import type { Flows, RateEnv } from "../cashflows/flows.ts";
import { depositRate, ratesDriveCashFlows, type PositionTerms } from "../cashflows/positionTerms.ts";
import { HORIZON_MONTHS } from "../curve/curve.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import { newVolumeRate } from "./newVolumeRate.ts";
import {
  flowsFollowReferenceChange,
  referenceChange,
  type FlowsByChange,
} from "../valuation/flowsByChange.ts";

/** How the NII projection treats balances that run off (see NiiBalanceSheet in runBalanceSheet). */
export type NiiBalanceSheet = "constant" | "runoff";

/** Items that are not rate sensitive (or have no term) earn their own rate on their balance every year. */
const withoutTerm = (t: PositionTerms) => t.kind === "none" || t.term === 0;
const ownInterest = (t: PositionTerms) => (t.balance * t.rate) / 100 + 0;

const NO_SHIFT = new Float64Array(HORIZON_MONTHS + 1);
/** Every field of RateEnv present, as in the run's other environments: the projection sees one shape. */
const unchangedRates = (curve: Float64Array): RateEnv => ({
  curve,
  shift: NO_SHIFT,
  forwards: undefined,
  floorAtZero: undefined,
});

/** Reusable buffers of the income projection (one per run, not per position). */
export class IncomeScratch {
  readonly book: Flows = createFlows();
  readonly work: Flows = createFlows();
  /** A position's run-off at unchanged rates over its life, along which its premium is amortized. */
  readonly premiumLife: Flows = createFlows();
  readonly #profiles: Flows[] = [];
  // The rates profiled for this position and the ages each reaches, in the order first asked for;
  // scanned rather than a Map, whose number keys cost a heap number and a hash on every look-up.
  readonly #rates: number[] = [];
  readonly #ages: number[] = [];
  #count = 0;
  #env: RateEnv | null = null;

  resetProfiles(): void {
    this.#count = 0;
  }

  /**
   * Run-off of one dollar of fixed-rate new volume at `rate`, by age in months (1..ages), with
   * rates staying where they were at origination (its incentive does not change).
   */
  profile(t: PositionTerms, rate: number, curve: Float64Array, ages: number): Flows {
    let slot = this.#count - 1;
    while (slot >= 0 && this.#rates[slot] !== rate) slot--;
    if (slot < 0) {
      slot = this.#count++;
      this.#rates[slot] = rate;
      this.#ages[slot] = 0;
      if (slot === this.#profiles.length) this.#profiles.push(createFlows());
    }
    const f = this.#profiles[slot];
    if (this.#ages[slot] < ages) {
      clearFlows(f, ages);
      projectTranche(t, 1, rate, 0, ages, this.#unchanged(curve), f);
      this.#ages[slot] = ages;
    }
    return f;
  }

  #unchanged(curve: Float64Array): RateEnv {
    if (this.#env?.curve !== curve) this.#env = unchangedRates(curve);
    return this.#env;
  }
}

/**
 * Interest (income for assets, expense for liabilities) per projection year
 * on a static balance sheet: every dollar that runs off is replaced at once
 * by the same product at the scenario's new-volume rate, so the balance
 * stays constant. Writes envs.length × years values to `out`, scenario-major.
 */
export function projectInterest(
  t: PositionTerms,
  envs: readonly RateEnv[],
  years: number,
  scratch: IncomeScratch,
  out: Float64Array,
  valued?: FlowsByChange,
): void {
  const months = years * 12;
  if (withoutTerm(t)) {
    out.fill(ownInterest(t), 0, envs.length * years);
    return;
  }
  if (t.kind === "nonmaturity") {
    envs.forEach((env, s) => depositInterest(t, env, years, out, s * years));
    return;
  }
  const { book, work } = scratch;
  scratch.resetProfiles();
  clearFlows(book, months);
  // The book's own run-off is the same in every scenario unless it reprices or prepays by incentive.
  const fixed = !ratesDriveCashFlows(t);
  if (fixed) projectTranche(t, t.balance, t.rate, 0, months, envs[0], book);
  // What replaces run-off is the product at the market's rate or margin, not above it.
  const replacing =
    t.aboveMarket === 0 ? t : { ...t, rate: t.rate - t.aboveMarket, margin: t.margin - t.aboveMarket };
  // New volume of a fixed-rate product: made once per position, not once per scenario.
  const fixedTerms = { ...replacing, reprice: 0, age: 0 };
  for (let s = 0; s < envs.length; s++) {
    const env = envs[s];
    if (fixed) {
      copyMonths(book.principal, work.principal, months + 1);
      copyMonths(book.accrued, work.accrued, months + 1);
    } else projectBook(t, env, months, work, valued);
    reinvest(replacing, fixedTerms, env, months, scratch, work);
    sumByYear(work.accrued, years, out, s * years);
  }
  amortizePremium(t, envs, years, scratch, out);
}

/**
 * Takes a premium paid (Position.premium; a discount, negative, adds) off every scenario's
 * interest by the interest method: the position earns the level yield at which its cash flows at
 * unchanged rates are worth what it cost, on what it is carried at, and the coupon accrued above
 * that is the month's amortization. A bullet bought above par amortizes a little more each month;
 * an adjustable loan bought at a low start rate accretes while the start rate lasts (amortized by
 * balance outstanding, one bought at 3 % for a year with a 10 % margin lost $660,000 of year 1's
 * NII, 2026-12-06). One schedule for every scenario: a shock's faster prepayment does not speed it.
 */
function amortizePremium(
  t: PositionTerms,
  envs: readonly RateEnv[],
  years: number,
  scratch: IncomeScratch,
  out: Float64Array,
): void {
  if (t.premium === 0 || t.term === 0 || t.balance === 0 || envs.length === 0) return;
  const life = scratch.premiumLife;
  clearFlows(life, t.term);
  projectTranche(t, 1, t.rate, 0, t.term, unchangedRates(envs[0].curve), life);
  const cost = 1 + t.premium / t.balance;
  const y = levelYield(life, t.term, cost);
  if (Number.isNaN(y)) return;
  let carried = cost;
  for (let m = 1; m <= Math.min(years * 12, t.term); m++) {
    const earned = (carried * y) / 12;
    const amortized = (life.accrued[m] - earned) * t.balance;
    const year = Math.floor((m - 1) / 12);
    for (let s = 0; s < envs.length; s++) out[s * years + year] -= amortized;
    carried += earned - life.principal[m] - life.interest[m];
  }
}

/**
 * The annual yield, compounded monthly, at which one dollar's cash flows are worth `cost`: by
 * bisection, their worth falling as the yield rises. NaN when none lies between -50 % and 500 %.
 */
function levelYield(flows: Flows, months: number, cost: number): number {
  const worth = (y: number) => {
    let sum = 0;
    let discount = 1;
    const step = 1 / (1 + y / 12);
    for (let m = 1; m <= months; m++) {
      discount *= step;
      sum += (flows.principal[m] + flows.interest[m]) * discount;
    }
    return sum;
  };
  let [low, high] = [-0.5, 5];
  if (worth(low) < cost || worth(high) > cost) return NaN;
  for (let i = 0; i < 80 && high - low > 1e-13; i++) {
    const mid = (low + high) / 2;
    if (worth(mid) > cost) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * Interest per projection year with nothing replaced: the book runs off (maturities, amortization,
 * prepayment, deposit decay at its base rate) and earns only on what is left. Writes the year's
 * average balance (the balance in force each month, averaged) to `balances` beside the interest.
 */
export function projectRunoffInterest(
  t: PositionTerms,
  envs: readonly RateEnv[],
  years: number,
  scratch: IncomeScratch,
  out: Float64Array,
  balances: Float64Array,
  valued?: FlowsByChange,
): void {
  const months = years * 12;
  if (withoutTerm(t)) {
    out.fill(ownInterest(t), 0, envs.length * years);
    balances.fill(t.balance, 0, envs.length * years);
    return;
  }
  const { work } = scratch;
  envs.forEach((env, s) => {
    projectBook(t, env, months, work, valued);
    sumByYear(work.accrued, years, out, s * years);
    let balance = t.balance;
    for (let y = 0; y < years; y++) {
      let sum = 0;
      for (let m = y * 12 + 1; m <= y * 12 + 12; m++) {
        sum += balance;
        balance -= work.principal[m];
      }
      balances[s * years + y] = sum / 12;
    }
  });
  amortizePremium(t, envs, years, scratch, out);
}

/**
 * The book's own run-off under `env` through month `months`, into `work`. Under a shock (the same
 * shift every month) a fixed-rate loan or a deposit runs off as the valuation level or shape that
 * changed its reference rate alike (FlowsByChange): those flows, to `months`, are these.
 */
function projectBook(t: PositionTerms, env: RateEnv, months: number, work: Flows, valued?: FlowsByChange) {
  clearFlows(work, months);
  if (valued && flowsFollowReferenceChange(t) && sameShiftThrough(env.shift, months)) {
    const flows = valued.find(referenceChange(t, env.shift[1], env.curve, env.floorAtZero === true));
    if (flows) {
      const through = Math.min(months, t.term) + 1;
      copyMonths(flows.principal, work.principal, through);
      copyMonths(flows.interest, work.interest, through);
      copyMonths(flows.accrued, work.accrued, through);
      return;
    }
  }
  projectTranche(t, t.balance, t.rate, 0, months, env, work);
}

/** Months 0..count-1 of `from` into `to`: a loop, not set(subarray()), which made an object per call. */
function copyMonths(from: Float64Array, to: Float64Array, count: number): void {
  for (let m = 0; m < count; m++) to[m] = from[m];
}

/** Whether the shift is the same in every month 1..months (a shock, not a ramp). */
function sameShiftThrough(shift: Float64Array, months: number): boolean {
  for (let m = 2; m <= months; m++) if (shift[m] !== shift[1]) return false;
  return true;
}

function reinvest(
  t: PositionTerms,
  fixedTerms: PositionTerms,
  env: RateEnv,
  months: number,
  scratch: IncomeScratch,
  work: Flows,
): void {
  const { principal, accrued } = work;
  const { shift } = env;
  // Once the scenario's shift stops changing, an adjustable tranche resets to
  // the rate it started at and its incentive stays where it began, so it runs
  // off exactly like a fixed-rate one originated with rates unchanged.
  let plateau = months;
  while (plateau > 1 && shift[plateau - 1] === shift[months]) plateau--;
  const byPath = t.reprice > 0 || (t.refi.slope > 0 && t.runoff > 0);
  let unitRate = NaN;
  let unit: Flows | null = null;
  for (let m0 = 1; m0 < months; m0++) {
    const volume = principal[m0];
    if (volume === 0) continue;
    const rate = newVolumeRate(t, env, m0 + 1);
    if (byPath && m0 + 1 < plateau) {
      projectTranche(t, volume, rate, m0, months, env, work);
      continue;
    }
    // Consecutive months usually share a rate (a shock, or a ramp at full size).
    if (rate !== unitRate || unit === null) {
      unit = scratch.profile(fixedTerms, rate, env.curve, months - m0);
      unitRate = rate;
    }
    const up = unit.principal;
    const ua = unit.accrued;
    // Past its term a unit of new volume has no flows: adding its zeros would change nothing (these
    // sums start at +0 and only add, so they are never -0, which adding +0 would turn into +0).
    const through = m0 + fixedTerms.term < months ? m0 + fixedTerms.term : months;
    for (let a = 1, m = m0 + 1; m <= through; a++, m++) {
      principal[m] += volume * up[a];
      accrued[m] += volume * ua[a];
    }
  }
}

/** A deposit's dividends on a balance held constant: the rate valuation pays it (depositRate). */
function depositInterest(
  t: PositionTerms,
  env: RateEnv,
  years: number,
  out: Float64Array,
  offset: number,
): void {
  const floor = env.floorAtZero === true;
  for (let y = 0; y < years; y++) {
    let sum = 0;
    for (let m = y * 12 + 1; m <= y * 12 + 12; m++) sum += depositRate(t, env.shift, m, env.curve, floor);
    out[offset + y] = (t.balance * sum) / 1200;
  }
}

function sumByYear(accrued: Float64Array, years: number, out: Float64Array, offset: number): void {
  for (let y = 0; y < years; y++) {
    let sum = 0;
    for (let m = y * 12 + 1; m <= y * 12 + 12; m++) sum += accrued[m];
    out[offset + y] = sum;
  }
}
