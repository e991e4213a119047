import {
  depositRate,
  incentiveShift,
  runoffShare,
  runoffVaries,
  type PositionTerms,
} from "./positionTerms.ts";
import type { Flows, RateEnv } from "./flows.ts";

/**
 * Projects `amount` of a position originated at the end of month `start`
 * through month `end`, adding its flows into `out`. Interest accrues monthly
 * on the balance at 1/12 of the annual rate; on payment dates (counted back
 * from maturity every `payment` months) it is paid, scheduled principal is
 * repaid, then prepayment (or deposit decay) takes its share of what is left.
 * That share follows the rates since the tranche began and its age (runoffShare); an adjustable
 * loan's, only until its coupon follows the index (followsIndex).
 * An adjustable rate resets to the index (the scenario's forward rate when the
 * environment has them) plus margin, within its periodic and lifetime caps and floor.
 * Returns nothing: a number returned from a call the optimiser does not inline is a new heap
 * number, and no caller wanted the balance left.
 */
export function projectTranche(
  t: PositionTerms,
  amount: number,
  startRate: number,
  start: number,
  end: number,
  env: RateEnv,
  out: Flows,
): void {
  const p = t.payment;
  const reprice = t.reprice;
  const maturity = start + t.term;
  const last = maturity < end ? maturity : end;
  const level = t.kind === "level";
  const deposit = t.kind === "nonmaturity";
  const { shift, curve } = env;
  const indexRate = reprice > 0 ? curve[t.index] : 0;
  const forward = reprice > 0 ? env.forwards?.path(t.index) : undefined;
  // New volume's incentive is measured from the rates it was originated at; the book's from today's.
  const varies = runoffVaries(t);
  const floor = env.floorAtZero === true;
  const anchor = start === 0 ? 0 : incentiveShift(t, shift[start + 1], curve, floor);
  // From here on an adjustable coupon follows its index: the incentive stays where it was (followsIndex).
  const followsFrom = reprice > 0 ? start + reprice : Infinity;
  const ageAtZero = start === 0 ? t.age : -start;
  let prepayShare = 1 - t.survival;
  let shareShift = NaN;
  let shareRamping = true;
  // `+`: the optimiser then knows these hold numbers and keeps them in registers; from a plain
  // argument it boxed the balance into a new heap number every month (two thirds of a run's garbage).
  let bal = +amount;
  let rate = +startRate;
  let accrued = 0;
  let periods = Math.ceil(t.term / p);
  let growth = 1 + (rate * p) / 1200;
  // (1 + periodic rate)^(payments left): level payment principal follows from it.
  let pw = level ? Math.pow(growth, periods) : 1;
  // Countdowns instead of modulo arithmetic: this loop is the engine's hot path.
  let nextPayment = start + ((t.term - 1) % p) + 1;
  let nextReset = reprice > 0 ? start + 1 + reprice : Infinity;
  for (let m = start + 1; m <= last; m++) {
    if (deposit) {
      rate = depositRate(t, shift, m, curve, floor);
    } else if (m === nextReset) {
      nextReset += reprice;
      const next = cappedRate(t, resetRate(forward ? forward[m] : indexRate + shift[m], t.margin), rate);
      if (level && next !== rate) {
        growth = 1 + (next * p) / 1200;
        pw = Math.pow(growth, periods);
      }
      rate = next;
    }
    const interest = (bal * rate) / 1200;
    out.accrued[m] += interest;
    accrued += interest;
    if (m === nextPayment) {
      nextPayment += p;
      let scheduled = 0;
      if (m === maturity) scheduled = bal;
      else if (level) {
        scheduled = growth > 1 ? (bal * (growth - 1)) / (pw - 1) : bal / periods;
        pw /= growth;
      }
      periods--;
      if (varies) {
        const moved = m >= followsFrom ? 0 : incentiveShift(t, shift[m], curve, floor) - anchor;
        if (moved !== shareShift || shareRamping) {
          const age = ageAtZero + m;
          shareRamping = age < t.seasoning;
          prepayShare = !shareRamping && t.shares ? t.shares.of(t, moved) : runoffShare(t, moved, age);
          shareShift = moved;
        }
      }
      const prepaid = (bal - scheduled) * prepayShare;
      out.interest[m] += accrued;
      out.principal[m] += scheduled + prepaid;
      accrued = 0;
      bal -= scheduled + prepaid;
    }
  }
}

/** A reset rate held within the periodic cap (around the rate before) and the lifetime cap and floor. */
function cappedRate(t: PositionTerms, next: number, before: number): number {
  let r = next;
  if (r > before + t.periodicCap) r = before + t.periodicCap;
  else if (r < before - t.periodicCap) r = before - t.periodicCap;
  if (r > t.lifeCap) r = t.lifeCap;
  if (r < t.lifeFloor) r = t.lifeFloor;
  return r;
}

/** Adjustable coupon: index floored at zero, plus margin, floored at zero. */
export function resetRate(index: number, margin: number): number {
  const r = (index > 0 ? index : 0) + margin;
  return r > 0 ? r : 0;
}
