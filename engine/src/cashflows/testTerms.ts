import type { Position } from "../positions/position.ts";

/** A position with neutral defaults, for tests. */
export function testPosition(overrides: Partial<Position>): Position {
  return {
    key: "Test",
    description: "Test",
    balance: 1_000_000,
    rate: 6,
    termMonths: 60,
    amortization: "level",
    paymentMonths: 1,
    repriceMonths: 0,
    index: null,
    margin: 0,
    cpr: 0,
    decay: 0,
    beta: 0,
    ...overrides,
  };
}
