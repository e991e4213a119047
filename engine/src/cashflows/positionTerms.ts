import { DEPOSIT_LIFE_MONTHS, withoutCashFlows } from "../positions/position.ts";
import type { Amortization, Position } from "../positions/position.ts";
import { DEFAULT_DEPOSIT_MODEL, scenarioDecay, type DepositModel } from "../deposits/depositModel.ts";

/** Assumptions that replace a position's own (H3 group overrides). */
export interface Assumptions {
  cpr?: number;
  decay?: number;
  beta?: number;
  spreadBp?: number;
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
}

export function positionTerms(
  p: Position,
  overrides: Assumptions = {},
  defaultSpreadBp = 0,
  deposits: DepositModel = DEFAULT_DEPOSIT_MODEL,
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
  };
}

/** Share of a balance left after one payment period of `paymentMonths` at an annual run-off (percent). */
export function survivalOver(annualRunoffPercent: number, paymentMonths: number): number {
  return Math.pow(1 - annualRunoffPercent / 100, paymentMonths / 12);
}

/** A deposit's terms when rates have moved by `shiftPct`: its decay follows the shift (DepositModel). */
export function depositTermsUnder(t: PositionTerms, shiftPct: number): PositionTerms {
  const runoff = scenarioDecay(t.runoff, shiftPct, t.decaySensitivity);
  return runoff === t.runoff ? t : { ...t, survival: survivalOver(runoff, t.payment) };
}

/** Whether the position's cash flows change with the rate scenario. */
export function ratesDriveCashFlows(t: PositionTerms): boolean {
  return t.reprice > 0 || (t.kind === "nonmaturity" && t.beta > 0);
}

/** Single monthly mortality: the monthly share of an annual rate, 1-(1-CPR)^(1/12). */
export function smm(annualPercent: number): number {
  return 1 - Math.pow(1 - annualPercent / 100, 1 / 12);
}
