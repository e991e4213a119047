import type { Resolvers } from "../../generated/graphql.ts";
import { dateTimeScalar } from "./date-time.ts";
import { dateScalar } from "./date.ts";
import { decimalScalar } from "./decimal.ts";
import { urlScalar } from "./url.ts";

/** The schema's custom scalars (schema/scalars.graphql), one module each. */
export const scalarResolvers: Resolvers = {
  Date: dateScalar,
  DateTime: dateTimeScalar,
  Decimal: decimalScalar,
  URL: urlScalar,
};
