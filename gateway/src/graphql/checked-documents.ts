import { LRUCache } from "lru-cache";
import { GraphQLError, type DocumentNode, type GraphQLSchema } from "graphql";
import {
  documentLimitErrors,
  parseWithinLimits,
  type QueryLimits,
  type VariableValues,
} from "./query-limits.ts";

/** A document as the edge saw it: parsed (or why not) and the limits it breaks with its variables. */
export interface CheckedDocument {
  document: DocumentNode | GraphQLError;
  limitErrors: readonly GraphQLError[];
}

/** Text of the documents kept: the web app's few dozen, many times over. */
const MAX_TEXT = 8 * 1024 * 1024;

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
    maxSize: MAX_TEXT,
    sizeCalculation: (_value, text) => Math.max(1, text.length),
  });
  private readonly measured = new WeakMap<DocumentNode, LRUCache<string, readonly GraphQLError[]>>();

  private readonly schema: GraphQLSchema;
  private readonly limits: QueryLimits;

  constructor(schema: GraphQLSchema, limits: QueryLimits) {
    this.schema = schema;
    this.limits = limits;
  }

  check(text: string, variables: VariableValues): CheckedDocument {
    const document = this.parse(text);
    if (document instanceof GraphQLError) return { document, limitErrors: [] };
    let byVariables = this.measured.get(document);
    if (!byVariables) this.measured.set(document, (byVariables = new LRUCache({ max: 64 })));
    const key = JSON.stringify(variables ?? {});
    let limitErrors = byVariables.get(key);
    if (!limitErrors) {
      limitErrors = documentLimitErrors(this.schema, document, this.limits, variables);
      byVariables.set(key, limitErrors);
    }
    return { document, limitErrors };
  }

  /** The document of `text` (its syntax or token-limit error otherwise). */
  parse(text: string): DocumentNode | GraphQLError {
    let document = this.parsed.get(text);
    if (!document) {
      document = parseWithinLimits(text, this.limits);
      if (text.length <= MAX_TEXT) this.parsed.set(text, document);
    }
    return document;
  }
}
