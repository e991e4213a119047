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
 * ramp) is worked out once; then the lanes run through the months two at a time, each pair's
 * balances and output arrays held in registers (all lanes taken month by month, side by side, spent
 * more time finding each lane's numbers than computing them). A lane alone waits on its own balance
 * every month (two divisions and a multiplication deep); two lanes keep the processor busy in each
 * other's waits. Every lane does exactly projectTranche's operations in its order: the same
 * numbers, bit for bit (projectByChanges.test.ts).
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
  const varies = runoffVaries(t);
  const ageAtZero = +t.age;
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
  let l = 0;
  for (; l + 2 <= lanes; l += 2) twoLanes(t, changes[l], changes[l + 1], outs[l], outs[l + 1]);
  if (l < lanes) oneLane(t, changes[l], outs[l]);
}

/** Two lanes of projectByChanges through the months side by side, each as it would go alone (oneLane). */
function twoLanes(t: PositionTerms, change0: number, change1: number, out0: Flows, out1: Flows): void {
  const p = t.payment;
  const maturity = t.term;
  const level = t.kind === "level";
  const deposit = t.kind === "nonmaturity";
  const shares = t.shares;
  const lag = deposit ? t.lag : Infinity;
  const earlyRate = deposit ? dividendRate(t, 0) : +t.rate;
  const growth = 1 + (t.rate * p) / 1200;
  const first = ((t.term - 1) % p) + 1;
  const moved0 = change0 - 0;
  const moved1 = change1 - 0;
  const laterRate0 = deposit ? dividendRate(t, change0) : earlyRate;
  const laterRate1 = deposit ? dividendRate(t, change1) : earlyRate;
  const { accrued: accrued0Out, interest: interest0Out, principal: principal0Out } = out0;
  const { accrued: accrued1Out, interest: interest1Out, principal: principal1Out } = out1;
  let bal0 = +t.balance;
  let bal1 = bal0;
  let accrued0 = 0;
  let accrued1 = 0;
  let share0 = 1 - t.survival;
  let share1 = share0;
  let nextPayment = first;
  let k = 0;
  for (let m = 1; m <= maturity; m++) {
    const later = m > lag;
    const interest0 = (bal0 * (later ? laterRate0 : earlyRate)) / 1200;
    const interest1 = (bal1 * (later ? laterRate1 : earlyRate)) / 1200;
    accrued0Out[m] += interest0;
    accrued1Out[m] += interest1;
    accrued0 += interest0;
    accrued1 += interest1;
    if (m !== nextPayment) continue;
    nextPayment += p;
    let scheduled0 = 0;
    let scheduled1 = 0;
    if (m === maturity) {
      scheduled0 = bal0;
      scheduled1 = bal1;
    } else if (level && growth > 1) {
      scheduled0 = (bal0 * (growth - 1)) / divisor[k];
      scheduled1 = (bal1 * (growth - 1)) / divisor[k];
    } else if (level) {
      scheduled0 = bal0 / paymentsLeft[k];
      scheduled1 = bal1 / paymentsLeft[k];
    }
    const step = shareStep[k];
    if (step === 1 && shares) {
      share0 = shares.of(t, moved0);
      share1 = shares.of(t, moved1);
    } else if (step !== 0) {
      share0 = runoffShare(t, moved0, ageAt[k]);
      share1 = runoffShare(t, moved1, ageAt[k]);
    }
    k++;
    const prepaid0 = (bal0 - scheduled0) * share0;
    const prepaid1 = (bal1 - scheduled1) * share1;
    interest0Out[m] += accrued0;
    interest1Out[m] += accrued1;
    principal0Out[m] += scheduled0 + prepaid0;
    principal1Out[m] += scheduled1 + prepaid1;
    accrued0 = 0;
    accrued1 = 0;
    bal0 = bal0 - (scheduled0 + prepaid0);
    bal1 = bal1 - (scheduled1 + prepaid1);
  }
}

/** One lane of projectByChanges: projectTranche's operations on the tables worked out for the position. */
function oneLane(t: PositionTerms, change: number, out: Flows): void {
  const p = t.payment;
  const maturity = t.term;
  const level = t.kind === "level";
  const deposit = t.kind === "nonmaturity";
  const shares = t.shares;
  const lag = deposit ? t.lag : Infinity;
  const earlyRate = deposit ? dividendRate(t, 0) : +t.rate;
  const growth = 1 + (t.rate * p) / 1200;
  const moved = change - 0;
  const laterRate = deposit ? dividendRate(t, change) : earlyRate;
  const { accrued: accruedOut, interest: interestOut, principal: principalOut } = out;
  let bal = +t.balance;
  let accrued = 0;
  let share = 1 - t.survival;
  let nextPayment = ((t.term - 1) % p) + 1;
  let k = 0;
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
