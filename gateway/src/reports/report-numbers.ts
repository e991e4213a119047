import type { Resolvers } from "../generated/graphql.ts";
import { decimalOrNull, usdOf } from "../graphql/scalars/decimal-rounding.ts";

/** A report's numbers as exact decimals (the rules of decimal-rounding.ts); Excel reads the views' own numbers. */
export const reportNumberResolvers: Resolvers = {
  Cell: {
    number: (cell) => decimalOrNull(cell.value),
    money: (cell) => (cell.currency && cell.value !== null ? usdOf(cell.value) : null),
  },
  CellPair: { number: (pair) => decimalOrNull(pair.value) },
  ChartSeries: { numbers: (series) => series.values.map(decimalOrNull) },
};
