import { HORIZON_MONTHS } from "../curve/curve.ts";
import type { Flows } from "./flows.ts";
import { dividendRate, runoffShare, runoffVaries, type PositionTerms } from "./positionTerms.ts";

/** Most lanes projected in one call: every valuation level and shaped shock of a position. */
export const MOST_LANES = 64;

// What every lane shares, by payment date (k-th payment; a term is at most HORIZON_MONTHS).
/** pw - 1 where pw = (1 + periodic rate)^(payments left): the level payment divides by it. */
const divisor = new Float64Array(HORIZON_MONTHS + 1);
const paymentsLeft = new Float64Array(HORIZON_MONTHS + 1);
const ageAt = new Float64Array(HORIZON_MONTHS + 1);
/** 0: the share stays; 1: worked out again, seasoned (remembered shares); 2: again, still seasoning. */
const shareStep = new Uint8Array(HORIZON_MONTHS + 1);

/**
 * projectTranche of a whole fixed-rate loan or deposit (from month 0 through its term, at its own
 * balance and rate) under several constant shifts at once, each given by the change of the
 * reference rate it makes (`changes[l]`, incentiveShift; flowsFollowReferenceChange says which
 * positions it is all their flows depend on), into `outs[l]`, cleared through the term.
 *
 * What does not depend on the change (payment dates, the level payment's divisor, the seasoning
 * ramp) is worked out once; then each lane runs through the months alone, its balance and its
 * output arrays held in registers (the lanes taken month by month, side by side, spent more time
 * finding each lane's numbers than computing them). Every lane does exactly projectTranche's
 * operations in its order: the same numbers, bit for bit (projectByChanges.test.ts).
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
  const ageAtZero = +t.age;
  const shares = t.shares;
  const lag = deposit ? t.lag : Infinity;
  const earlyRate = deposit ? dividendRate(t, 0) : +t.rate;
  let shareRamping = true;
  let firstPayment = true;
  let periods = Math.ceil(t.term / p);
  const growth = 1 + (t.rate * p) / 1200;
  let pw = level ? Math.pow(growth, periods) : 1;
  const first = ((t.term - 1) % p) + 1;
  let k = 0;
  for (let m = first; m <= maturity; m += p, k++) {
    divisor[k] = pw - 1;
    paymentsLeft[k] = periods;
    const newShares = varies && (firstPayment || shareRamping);
    const age = ageAtZero + m;
    if (newShares) shareRamping = age < t.seasoning;
    firstPayment = false;
    ageAt[k] = age;
    shareStep[k] = newShares ? (shareRamping ? 2 : 1) : 0;
    if (m !== maturity && level) pw /= growth;
    periods--;
  }
  for (let l = 0; l < lanes; l++) {
    const moved = changes[l] - 0;
    const laterRate = deposit ? dividendRate(t, changes[l]) : earlyRate;
    const { accrued: accruedOut, interest: interestOut, principal: principalOut } = outs[l];
    let bal = +t.balance;
    let accrued = 0;
    let share = 1 - t.survival;
    let nextPayment = first;
    k = 0;
    for (let m = 1; m <= maturity; m++) {
      const rate = m > lag ? laterRate : earlyRate;
      const interest = (bal * rate) / 1200;
      accruedOut[m] += interest;
      accrued += interest;
      if (m !== nextPayment) continue;
      nextPayment += p;
      let scheduled = 0;
      if (m === maturity) scheduled = bal;
      else if (level) scheduled = growth > 1 ? (bal * (growth - 1)) / divisor[k] : bal / paymentsLeft[k];
      const step = shareStep[k];
      if (step !== 0) share = step === 1 && shares ? shares.of(t, moved) : runoffShare(t, moved, ageAt[k]);
      k++;
      const prepaid = (bal - scheduled) * share;
      interestOut[m] += accrued;
      principalOut[m] += scheduled + prepaid;
      accrued = 0;
      bal = bal - (scheduled + prepaid);
    }
  }
}
