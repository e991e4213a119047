import { LRUCache } from "lru-cache";
import { GraphQLError, type DocumentNode, type GraphQLSchema } from "graphql";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { VariableValues } from "./operation-meter.ts";
import { documentLimitErrors, parseWithinLimits, type QueryLimits } from "./query-limits.ts";

/** A document as the edge saw it: parsed (or why not) and the limits it breaks with its variables. */
export interface CheckedDocument {
  document: DocumentNode | GraphQLError;
  limitErrors: readonly GraphQLError[];
}

/**
 * What the kept outcomes may hold, in bytes of heap. A parsed document holds about 95 bytes per
 * character of its text (its nodes, locations and tokens; measured with one-name fields), so the
 * budget is counted in heap, not text: 8 MB of text held 790 MB. 48 MB keeps the web app's few
 * dozen documents many times over.
 */
const MAX_DOCUMENT_HEAP = 48 * 1024 * 1024;
const AST_BYTES_PER_CHAR = 96;
/** Measured outcomes, keyed by text and variables: 2 bytes a character at most. */
const MAX_MEASURED_HEAP = 16 * 1024 * 1024;
/** A larger text or variables object is measured every time: no client repeats those. */
const MAX_KEPT_KEY = 64 * 1024;

/** Far deeper than any input type of the schema nests. */
const MAX_VARIABLE_NESTING = 32;

/** Whether arrays and objects nest deeper than `max` levels, found without recursion. */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [item, depth] = top;
    if (typeof item !== "object" || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The edge's parse and measure, once per (text, variables): a client sends the same few documents
 * again and again, and parsing and measuring the report query took a third of a millisecond of
 * every request (a fifth of the gateway's work under load, issue 41). Both are pure functions of
 * the text, the variables and the limits, so a kept outcome is the one a new run would give.
 * The document is shared by the steps after the edge and never changed (graphql-js treats ASTs
 * as immutable).
 */
export class CheckedDocuments {
  private readonly parsed = new LRUCache<string, DocumentNode | GraphQLError>({
    maxSize: MAX_DOCUMENT_HEAP,
    sizeCalculation: (_value, text) => Math.max(1, text.length * AST_BYTES_PER_CHAR),
  });
  // One budget for every document's variables: a bound per document let each of the many small
  // documents kept hold 64 variables objects of up to a request's size (1 MB) each.
  private readonly measured = new LRUCache<string, readonly GraphQLError[]>({
    maxSize: MAX_MEASURED_HEAP,
    sizeCalculation: (_value, key) => Math.max(1, key.length * 2),
  });

  private readonly schema: GraphQLSchema;
  private readonly limits: QueryLimits;

  constructor(schema: GraphQLSchema, limits: QueryLimits) {
    this.schema = schema;
    this.limits = limits;
  }

  check(text: string, variables: VariableValues): CheckedDocument {
    const document = this.parse(text);
    if (document instanceof GraphQLError) return { document, limitErrors: [] };
    // Read by recursion below (JSON.stringify, graphql-js's coercion): 50,000 levels overflowed the stack.
    if (nestedDeeperThan(variables, MAX_VARIABLE_NESTING)) {
      return {
        document,
        limitErrors: [gatewayError("BAD_USER_INPUT", ERROR_TEXTS.variablesTooDeep(MAX_VARIABLE_NESTING))],
      };
    }
    // The text's length first: no text and variables can be read as another pair.
    const key = `${text.length}:${text}${JSON.stringify(variables ?? {})}`;
    let limitErrors = this.measured.get(key);
    if (!limitErrors) {
      limitErrors = documentLimitErrors(this.schema, document, this.limits, variables);
      if (key.length <= MAX_KEPT_KEY) this.measured.set(key, limitErrors);
    }
    return { document, limitErrors };
  }

  /** The document of `text` (its syntax or token-limit error otherwise). */
  parse(text: string): DocumentNode | GraphQLError {
    let document = this.parsed.get(text);
    if (!document) {
      document = parseWithinLimits(text, this.limits);
      if (text.length <= MAX_KEPT_KEY) this.parsed.set(text, document);
    }
    return document;
  }
}
