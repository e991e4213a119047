import { plainPosition, type Position } from "../positions/position.ts";

/** A position with neutral defaults, for tests. */
export function testPosition(overrides: Partial<Position>): Position {
  return {
    ...plainPosition({
      key: "Test",
      description: "Test",
      balance: 1_000_000,
      rate: 6,
      termMonths: 60,
      amortization: "level",
    }),
    ...overrides,
  };
}
