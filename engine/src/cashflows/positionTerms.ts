import { DEPOSIT_LIFE_MONTHS, withoutCashFlows } from "../positions/position.ts";
import type { Amortization, Position } from "../positions/position.ts";

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
  beta: number;
  /** Discount spread over the curve, percent. */
  spreadPct: number;
}

export function positionTerms(p: Position, overrides: Assumptions = {}, defaultSpreadBp = 0): PositionTerms {
  const cpr = overrides.cpr ?? p.cpr;
  const decay = overrides.decay ?? p.decay;
  const annualRunoff = p.amortization === "nonmaturity" ? decay : cpr;
  const term =
    p.amortization === "nonmaturity"
      ? DEPOSIT_LIFE_MONTHS
      : withoutCashFlows(p.amortization)
        ? 0
        : (p.termMonths ?? 0);
  return {
    kind: p.amortization,
    balance: p.balance,
    rate: p.rate,
    term,
    payment: p.paymentMonths,
    reprice: p.repriceMonths,
    index: p.index ?? 0,
    margin: p.margin,
    survival: Math.pow(1 - annualRunoff / 100, p.paymentMonths / 12),
    beta: overrides.beta ?? p.beta,
    spreadPct: (overrides.spreadBp ?? defaultSpreadBp) / 100,
  };
}

/** Whether the position's cash flows change with the rate scenario. */
export function ratesDriveCashFlows(t: PositionTerms): boolean {
  return t.reprice > 0 || (t.kind === "nonmaturity" && t.beta > 0);
}

/** Single monthly mortality: the monthly share of an annual rate, 1-(1-CPR)^(1/12). */
export function smm(annualPercent: number): number {
  return 1 - Math.pow(1 - annualPercent / 100, 1 / 12);
}
