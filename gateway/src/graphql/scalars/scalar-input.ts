import { GraphQLError, valueFromASTUntyped, type ValueNode } from "graphql";
import { gatewayError } from "../../errors/error-codes.ts";

/** A value as an error message quotes it: strings in quotes and cut short, anything else as JSON. */
export function quoted(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  const cut = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return typeof value === "string" ? `'${cut}'` : cut;
}

/** BAD_USER_INPUT for an argument or variable of a scalar type: what came, and the format to send. */
export const scalarInputError = (error: string, resolution: string) =>
  gatewayError("BAD_USER_INPUT", error, { messages: [{ error, resolution }] });

/** An upstream or resolver value a scalar cannot represent: the platform's fault, never the caller's. */
export const scalarOutputError = (scalar: string, value: unknown) =>
  new TypeError(`${scalar} cannot represent ${quoted(value)}.`);

/**
 * A scalar's parseLiteral: its parseValue on the value as written, whose refusal points at that
 * value (graphql-js passes a scalar's own error on as it is), so that it has a location and
 * input-fields.ts names the input it was written for.
 */
export const literalParser =
  <T>(parse: (value: unknown) => T) =>
  (ast: ValueNode, variables?: Readonly<Record<string, unknown>> | null): T => {
    try {
      return parse(valueFromASTUntyped(ast, variables));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      throw new GraphQLError(error.message, { nodes: ast, extensions: error.extensions });
    }
  };
