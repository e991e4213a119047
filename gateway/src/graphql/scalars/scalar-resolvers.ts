import type { GraphQLScalarType } from "graphql";
import type { Resolvers } from "../../generated/graphql.ts";
import { dateTimeScalar } from "./date-time.ts";
import { dateScalar } from "./date.ts";
import { decimalScalar } from "./decimal.ts";
import { urlScalar } from "./url.ts";

/**
 * What a scalar does, without what the SDL says of it: graphql-tools copies every property of a
 * scalar resolver onto the schema's type, and a GraphQLScalarType's unset description and
 * specifiedByURL erased those of schema/scalars.graphql from introspection.
 */
const behaviourOf = ({ serialize, parseValue, parseLiteral }: GraphQLScalarType) => ({
  serialize,
  parseValue,
  parseLiteral,
});

/** The schema's custom scalars (schema/scalars.graphql), one module each. */
export const scalarResolvers = {
  Date: behaviourOf(dateScalar),
  DateTime: behaviourOf(dateTimeScalar),
  Decimal: behaviourOf(decimalScalar),
  URL: behaviourOf(urlScalar),
} as Resolvers;
