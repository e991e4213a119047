import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { bracketDepth } from "./bracket-depth.ts";
import { fragmentsOf, OperationMeter, type VariableValues } from "./operation-meter.ts";

export interface QueryLimits {
  maxTokens: number;
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  maxRootFields: number;
}

/** The limits of the gateway's configuration, in one place for HTTP and WebSocket. */
export function queryLimitsOf(config: {
  MAX_QUERY_TOKENS: number;
  MAX_QUERY_DEPTH: number;
  MAX_QUERY_COST: number;
  MAX_QUERY_ALIASES: number;
  MAX_QUERY_ROOT_FIELDS: number;
}): QueryLimits {
  return {
    maxTokens: config.MAX_QUERY_TOKENS,
    maxDepth: config.MAX_QUERY_DEPTH,
    maxCost: config.MAX_QUERY_COST,
    maxAliases: config.MAX_QUERY_ALIASES,
    maxRootFields: config.MAX_QUERY_ROOT_FIELDS,
  };
}

// The HTTP status (400) is the edge middleware's to set: WebSocket operations carry none.
const tooComplex = (message: string) => gatewayError("QUERY_TOO_COMPLEX", message);

/** The limits of one operation that graphql-js validation does not know. */
function operationErrors(
  meter: OperationMeter,
  node: OperationDefinitionNode,
  limits: QueryLimits,
): GraphQLError[] {
  const m = meter.operation(node);
  const errors: GraphQLError[] = [];
  if (m.fields > limits.maxRootFields)
    errors.push(tooComplex(ERROR_TEXTS.queryTooManyRootFields(m.fields, limits.maxRootFields)));
  if (m.aliases > limits.maxAliases)
    errors.push(tooComplex(ERROR_TEXTS.queryTooManyAliases(m.aliases, limits.maxAliases)));
  if (m.depth > limits.maxDepth) errors.push(tooComplex(ERROR_TEXTS.queryTooDeep(limits.maxDepth)));
  if (m.cost > limits.maxCost) errors.push(tooComplex(ERROR_TEXTS.queryTooCostly(m.cost, limits.maxCost)));
  return errors;
}

/**
 * Selections, lists and objects nested in a document's text, past which it is refused before it
 * is parsed: far above any depth the limit lets run (selections within MAX_QUERY_DEPTH, an input
 * object or list a few levels deep), far below what overflows the parser's stack.
 */
const MAX_TEXT_NESTING = 64;

/**
 * Parses with the token limit: a flood of tokens stops being read at the limit. Syntax errors
 * are returned as graphql-js reports them.
 */
export function parseWithinLimits(text: string, limits: QueryLimits): DocumentNode | GraphQLError {
  // graphql-js parses by recursion: 2,400 nested selections in 4,800 tokens overflowed the stack (a 500).
  if (bracketDepth(text, MAX_TEXT_NESTING) > MAX_TEXT_NESTING)
    return tooComplex(ERROR_TEXTS.queryTooDeep(limits.maxDepth));
  try {
    return parse(text, { maxTokens: limits.maxTokens });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    if (error.message.includes("tokens")) return tooComplex(ERROR_TEXTS.queryTooManyTokens(limits.maxTokens));
    return error;
  }
}

/**
 * Root fields, aliases (__typename counted), depth and cost of every operation of a document,
 * cheap enough to run before graphql-js validation.
 */
export function documentLimitErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: QueryLimits,
  variables?: VariableValues,
): GraphQLError[] {
  const meter = new OperationMeter(schema, fragmentsOf(document), variables);
  return document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION ? operationErrors(meter, d, limits) : [],
  );
}

/** What an operation costs as the limits price it: what `extensions.cost` of its answer reports. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: VariableValues,
) {
  return new OperationMeter(schema, fragmentsOf(document), variables).operation(operation).cost;
}

/**
 * The same limits as a validation rule: a last line for any path that validates by itself.
 * Validation never sees variable values, so a connection's `first` given by a variable is priced
 * as 1 here; the edge and the socket price it with the values sent.
 */
export function queryLimitsRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext) => {
    const meter = new OperationMeter(context.getSchema(), fragmentsOf(context.getDocument()));
    return {
      OperationDefinition(node) {
        for (const error of operationErrors(meter, node, limits)) context.reportError(error);
      },
    };
  };
}
