import { shockedChange } from "../curve/curve.ts";
import { DEPOSIT_LIFE_MONTHS, withoutCashFlows } from "../positions/position.ts";
import type { Amortization, Position } from "../positions/position.ts";
import { DEFAULT_DEPOSIT_MODEL, scenarioDecay, type DepositModel } from "../deposits/depositModel.ts";
import { DEPOSIT_REFERENCE_MONTHS } from "../scenarios/curveShapes.ts";
import type { RunoffShares } from "./runoffShares.ts";
import {
  DEFAULT_PREPAYMENT_MODEL,
  prepaymentMultiple,
  refiCurve,
  type PrepaymentModel,
  type RefiCurve,
} from "../prepayment/prepaymentModel.ts";

/** Assumptions that replace a position's own (H3 group overrides). */
export interface Assumptions {
  cpr?: number;
  decay?: number;
  beta?: number;
  spreadBp?: number;
  /** S-curve slope of the group's prepayment (PrepaymentModel.refiSensitivity). */
  refiSensitivity?: number;
  /** The group's seasoning ramp in months (PrepaymentModel.seasoningMonths). */
  seasoningMonths?: number;
}

/** A position reduced to the numbers the projection loop needs. */
export interface PositionTerms {
  kind: Amortization;
  balance: number;
  /** Current annual rate, percent. */
  rate: number;
  /** Months projected: remaining term, deposit life, or 0 when not rate sensitive. */
  term: number;
  payment: number;
  reprice: number;
  index: number;
  margin: number;
  /** Share of the balance that survives prepayment or decay over one payment period. */
  survival: number;
  /** Annual prepayment or decay, percent (what `survival` is made of). */
  runoff: number;
  beta: number;
  /** Months before a rate change reaches a deposit's rate. */
  lag: number;
  /** A deposit's decay change per 100 bp, as a share of the decay (see DepositModel). */
  decaySensitivity: number;
  /** Discount spread over the curve, percent. */
  spreadPct: number;
  /** How prepayment follows the refinancing incentive (slope 0: it does not). */
  refi: RefiCurve;
  /** Months of the seasoning ramp; 0 for none. */
  seasoning: number;
  /**
   * The curve tenor whose change moves the refinancing incentive: a fixed-rate loan's term, at most
   * 10 years; an adjustable loan's index tenor (its fully indexed rate, index + margin, is what the
   * borrower would refinance into).
   */
  refTenor: number;
  /** Months since origination today; Infinity when not known (seasoned). */
  age: number;
  /** Most a reset may move the rate, percentage points (Infinity: no periodic cap). */
  periodicCap: number;
  /** Highest and lowest rate a reset may give, percent. */
  lifeCap: number;
  lifeFloor: number;
  /** Position.aboveMarket: percentage points new volume replacing this position's run-off does not earn. */
  aboveMarket: number;
  /** Position.premium: dollars the NII projection amortizes over the position's life. */
  premium: number;
  /**
   * Where a run remembers this position's seasoned run-off shares (RunoffShares, started for this
   * position); without it each share is computed where it is needed.
   */
  shares?: RunoffShares;
}

export function positionTerms(
  p: Position,
  overrides: Assumptions = {},
  defaultSpreadBp = 0,
  deposits: DepositModel = DEFAULT_DEPOSIT_MODEL,
  prepayment: PrepaymentModel = DEFAULT_PREPAYMENT_MODEL,
): PositionTerms {
  const deposit = p.amortization === "nonmaturity";
  const cpr = overrides.cpr ?? p.cpr;
  const decay = overrides.decay ?? p.decay;
  const annualRunoff = deposit ? decay : cpr;
  const term = deposit ? DEPOSIT_LIFE_MONTHS : withoutCashFlows(p.amortization) ? 0 : (p.termMonths ?? 0);
  return {
    kind: p.amortization,
    balance: p.balance,
    rate: p.rate,
    term,
    payment: p.paymentMonths,
    reprice: p.repriceMonths,
    index: p.index ?? 0,
    margin: p.margin,
    survival: survivalOver(annualRunoff, p.paymentMonths),
    runoff: annualRunoff,
    beta: overrides.beta ?? p.beta,
    lag: deposit ? deposits.betaLagMonths : 0,
    decaySensitivity: deposit ? deposits.decaySensitivity : 0,
    // Deposits are discounted on the funding curve (Treasury + the funding spread), loans and
    // securities over Treasuries; a group's own spread replaces either.
    spreadPct: (overrides.spreadBp ?? (deposit ? deposits.fundingSpreadBp : defaultSpreadBp)) / 100,
    refi: refiCurve(
      prepayment,
      deposit || cpr === 0 ? 0 : (overrides.refiSensitivity ?? prepayment.refiSensitivity),
    ),
    seasoning: deposit ? 0 : (overrides.seasoningMonths ?? prepayment.seasoningMonths),
    // A deposit's dividend and its members' withdrawals follow the short rate they see, the
    // 3-month rate, as the non-parallel shocks already read it: a move of the 10-year rate alone
    // does not change what a share account pays or how long members keep it.
    refTenor: deposit
      ? DEPOSIT_REFERENCE_MONTHS
      : p.repriceMonths > 0 && p.index !== null
        ? p.index
        : Math.max(1, Math.min(term, REFINANCE_REFERENCE_MONTHS)),
    age: p.ageMonths ?? Infinity,
    periodicCap: p.periodicCap ?? Infinity,
    lifeCap: p.lifetimeCap ?? Infinity,
    lifeFloor: p.lifetimeFloor ?? 0,
    aboveMarket: p.aboveMarket ?? 0,
    premium: p.premium ?? 0,
    // Set by the run (evaluatePositions); present from the start so that every terms object has one shape.
    shares: undefined,
  };
}

/** Longest tenor whose change moves a loan's refinancing incentive (mortgage rates follow the 10-year). */
export const REFINANCE_REFERENCE_MONTHS = 120;

/** Share of a balance left after one payment period of `paymentMonths` at an annual run-off (percent). */
export function survivalOver(annualRunoffPercent: number, paymentMonths: number): number {
  return Math.pow(1 - annualRunoffPercent / 100, paymentMonths / 12);
}

/**
 * Share of the balance prepaid (or, for a deposit, decayed) on a payment date when market rates
 * have moved by `shiftPct` since the tranche began and it is `ageMonths` old: a deposit's decay
 * follows the shift (DepositModel), a loan's CPR follows its S-curve in the incentive (the shift's
 * negative) and ramps up over its seasoning months (PrepaymentModel).
 */
export function runoffShare(t: PositionTerms, shiftPct: number, ageMonths: number): number {
  let annual: number;
  if (t.kind === "nonmaturity") annual = scenarioDecay(t.runoff, shiftPct, t.decaySensitivity);
  else {
    annual = seasonedCpr(t, shiftPct);
    if (ageMonths < t.seasoning) annual *= ageMonths / t.seasoning;
  }
  return 1 - survivalOver(annual, t.payment);
}

/** A seasoned loan's annual CPR (percent) when market rates have moved by `shiftPct`: its S-curve. */
export function seasonedCpr(t: PositionTerms, shiftPct: number): number {
  return Math.min(99.99, t.runoff * prepaymentMultiple(t.refi, -shiftPct));
}

/**
 * The change of a loan's reference rate under a parallel shift: with rates floored at zero it
 * falls no further than to zero (shockedChange), and so does the incentive grow.
 */
export function incentiveShift(
  t: PositionTerms,
  shiftPct: number,
  curve: Float64Array,
  floorAtZero: boolean,
): number {
  return shockedChange(curve[t.refTenor], shiftPct, floorAtZero);
}

/**
 * A deposit's dividend rate (percent) in month `m`: its own rate moved by beta times the change of
 * its 3-month rate in force `lag` months before, as the zero floor leaves that change
 * (incentiveShift), never below zero. Valuation and both NII balance sheets pay this one rate: a
 * floored scenario is the rates left after flooring, and a beta passes on a share of the market
 * rate's change (FDIC, Supervisory Insights, Winter 2014, "Developing the Key Assumptions for
 * Analysis of Interest Rate Risk"), not of the shock's size. Assumptions must also be consistent
 * with the scenarios they are run under (Interagency Advisory on Interest Rate Risk Management,
 * January 2010, the FFIEC agencies, the OCC and NCUA among them): -200, -300 and -400 bp on a curve
 * all below 2 % pay the same dividends, as they discount alike.
 */
export function depositRate(
  t: PositionTerms,
  shift: Float64Array,
  m: number,
  curve: Float64Array,
  floorAtZero: boolean,
): number {
  return dividendRate(t, m > t.lag ? incentiveShift(t, shift[m - t.lag], curve, floorAtZero) : 0);
}

/** A deposit's dividend rate (percent) once its 3-month rate has moved by `change`: never below zero. */
export function dividendRate(t: PositionTerms, change: number): number {
  const r = t.rate + t.beta * change;
  return r < 0 ? 0 : r;
}

/**
 * Whether an adjustable loan's incentive no longer moves on payment date `m` of a tranche that
 * began at month `start`: from the payment date before its first reset on, its coupon follows the
 * index, so a move of the index changes the coupon and the fully indexed rate alike. Before that
 * (a hybrid ARM's fixed period) the coupon stays and the incentive moves with the index.
 */
export function followsIndex(t: PositionTerms, start: number, m: number): boolean {
  return t.reprice > 0 && m - start >= t.reprice;
}

/**
 * A seasoned loan's CPR (percent) on its next payment date under a parallel shock of `shiftPct`:
 * what the prepayment assumptions show for the scenario.
 */
export function cprUnderShock(
  t: PositionTerms,
  shiftPct: number,
  curve: Float64Array,
  floorAtZero: boolean,
): number {
  const firstPayment = ((t.term - 1) % t.payment) + 1;
  const moved = followsIndex(t, 0, firstPayment) ? 0 : incentiveShift(t, shiftPct, curve, floorAtZero);
  return seasonedCpr(t, moved);
}

/** Whether the share that runs off on a payment date can change with the scenario or the age. */
export function runoffVaries(t: PositionTerms): boolean {
  return t.runoff > 0 && (t.refi.slope > 0 || t.decaySensitivity > 0 || t.seasoning > 0);
}

/** Whether the position's cash flows change with the rate scenario. */
export function ratesDriveCashFlows(t: PositionTerms): boolean {
  return (
    t.reprice > 0 ||
    (t.kind === "nonmaturity" && (t.beta > 0 || (t.runoff > 0 && t.decaySensitivity > 0))) ||
    (t.runoff > 0 && t.refi.slope > 0)
  );
}

/** Single monthly mortality: the monthly share of an annual rate, 1-(1-CPR)^(1/12). */
export function smm(annualPercent: number): number {
  return 1 - Math.pow(1 - annualPercent / 100, 1 / 12);
}
