import type { Flows } from "./flows.ts";
import { runoffShare, runoffVaries, type PositionTerms } from "./positionTerms.ts";

/** Most lanes projected together: every valuation level and shaped shock of a position. */
export const MOST_LANES = 64;

const balance = new Float64Array(MOST_LANES);
const accrued = new Float64Array(MOST_LANES);
const share = new Float64Array(MOST_LANES);
const laterRate = new Float64Array(MOST_LANES);

/**
 * projectTranche of a whole fixed-rate loan or deposit (from month 0 through its term, at its own
 * balance and rate) under several constant shifts at once, each given by the change of the
 * reference rate it makes (`changes[l]`, incentiveShift; flowsFollowReferenceChange says which
 * positions it is all their flows depend on), into `outs[l]`, cleared through the term.
 *
 * Why: one projection is a chain of dependent divisions month after month and leaves the processor
 * waiting; the lanes' chains are independent, so computed side by side they overlap. Every lane
 * does exactly projectTranche's operations in its order (same numbers, bit for bit); what does
 * not depend on the change (payment dates, the level payment's factor, the seasoning ramp) is
 * worked out once for all lanes.
 */
export function projectByChanges(
  t: PositionTerms,
  changes: ArrayLike<number>,
  lanes: number,
  outs: readonly Flows[],
): void {
  if (lanes > MOST_LANES) throw new RangeError(`at most ${MOST_LANES} lanes; got ${lanes}`);
  const p = t.payment;
  const maturity = t.term;
  const level = t.kind === "level";
  const deposit = t.kind === "nonmaturity";
  const varies = runoffVaries(t);
  const ageAtZero = t.age;
  const shares = t.shares;
  // A deposit's dividend before the lag and after it, per lane, as projectTranche computes it.
  // (`+t.rate`: a number the optimiser keeps unboxed, so picking a lane's rate allocates nothing.)
  const earlyRate = deposit ? floorAtZero(t.rate + t.beta * 0) : +t.rate;
  for (let l = 0; l < lanes; l++) {
    balance[l] = t.balance;
    accrued[l] = 0;
    share[l] = 1 - t.survival;
    laterRate[l] = deposit ? floorAtZero(t.rate + t.beta * changes[l]) : t.rate;
  }
  let shareRamping = true;
  let firstPayment = true;
  let periods = Math.ceil(t.term / p);
  const growth = 1 + (t.rate * p) / 1200;
  let pw = level ? Math.pow(growth, periods) : 1;
  let nextPayment = ((t.term - 1) % p) + 1;
  for (let m = 1; m <= maturity; m++) {
    const late = deposit && m > t.lag;
    for (let l = 0; l < lanes; l++) {
      const rate = late ? laterRate[l] : earlyRate;
      const interest = (balance[l] * rate) / 1200;
      outs[l].accrued[m] += interest;
      accrued[l] += interest;
    }
    if (m !== nextPayment) continue;
    nextPayment += p;
    const atMaturity = m === maturity;
    // Shares are worked out again on the first payment date and while the loan is seasoning.
    const newShares = varies && (firstPayment || shareRamping);
    const age = ageAtZero + m;
    if (newShares) shareRamping = age < t.seasoning;
    firstPayment = false;
    for (let l = 0; l < lanes; l++) {
      const bal = balance[l];
      let scheduled = 0;
      if (atMaturity) scheduled = bal;
      else if (level) scheduled = growth > 1 ? (bal * (growth - 1)) / (pw - 1) : bal / periods;
      if (newShares) {
        const moved = changes[l] - 0;
        share[l] = !shareRamping && shares ? shares.of(t, moved) : runoffShare(t, moved, age);
      }
      const prepaid = (bal - scheduled) * share[l];
      const out = outs[l];
      out.interest[m] += accrued[l];
      out.principal[m] += scheduled + prepaid;
      accrued[l] = 0;
      balance[l] = bal - (scheduled + prepaid);
    }
    if (!atMaturity && level) pw /= growth;
    periods--;
  }
}

const floorAtZero = (rate: number) => (rate < 0 ? 0 : rate);
