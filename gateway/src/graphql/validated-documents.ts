import { LRUCache } from "lru-cache";
import { GraphQLError, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from "graphql";
import { CheckedDocuments } from "./checked-documents.ts";
import { withInputFields } from "./input-fields.ts";
import { withInputShapeCodes } from "./input-shape-errors.ts";
import type { VariableValues } from "./operation-meter.ts";
import type { QueryLimits } from "./query-limits.ts";

/** Validation outcomes kept: the web app subscribes with a handful of documents. */
const MAX_VALIDATED = 256;
/** A larger text is validated every time: no client repeats those. */
const MAX_KEPT_TEXT = 64 * 1024;

export type ValidatedDocument =
  | { document: DocumentNode; errors: readonly GraphQLError[] }
  | { document?: undefined; errors: readonly GraphQLError[] };

/**
 * A document parsed within the limits, measured with its variables and validated, for a path that
 * has no Apollo Server to do it (the subscriptions' socket): the errors of a document, or none.
 * Each step once per input: parse and measure through the edge's cache (checked-documents.ts),
 * validation once per text (it reads no variables; the limits rule prices a variable's list size
 * as 1). Every subscribe did all three again: about 5 ms of the gateway's CPU each, most of the
 * time to connect a thousand subscribers.
 */
export class ValidatedDocuments {
  private readonly checked: CheckedDocuments;
  private readonly validated = new LRUCache<string, readonly GraphQLError[]>({ max: MAX_VALIDATED });
  private readonly schema: GraphQLSchema;
  private readonly rules: readonly ValidationRule[];

  constructor(schema: GraphQLSchema, limits: QueryLimits, rules: readonly ValidationRule[]) {
    this.checked = new CheckedDocuments(schema, limits);
    this.schema = schema;
    this.rules = rules;
  }

  check(text: string, variables?: VariableValues): ValidatedDocument {
    const { document, limitErrors } = this.checked.check(text, variables ?? {});
    if (document instanceof GraphQLError) return { errors: [document] };
    if (limitErrors.length) return { errors: limitErrors };
    let errors = this.validated.get(text);
    if (!errors) {
      const validated = validate(this.schema, document, this.rules);
      errors = withInputFields(this.schema, document, withInputShapeCodes(this.schema, document, validated));
      if (text.length <= MAX_KEPT_TEXT) this.validated.set(text, errors);
    }
    return { document, errors };
  }
}
