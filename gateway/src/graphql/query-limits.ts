import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  valueFromASTUntyped,
  type FieldNode,
  type GraphQLField,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { gatewayError } from "../errors/error-codes.ts";
import { PAGE_SIZE } from "./connections.ts";
import { parseGlobalId } from "./ids.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

/** A list is assumed to hold this many items when pricing what is asked of each item. */
export const ASSUMED_LIST_SIZE = 10;

/**
 * Lists of values inside an item already read (a row's cells, a cell's pairs, a table's
 * columns): priced as one, since they cost no further upstream reads.
 */
export const VALUE_LISTS = new Set([
  "TableRow.cells",
  "TableRow.path",
  "Cell.pairs",
  "Cell.texts",
  "TableBlock.columns",
  "TableBlock.values",
  "TableBlock.datasetTitles",
  "ChartBlock.series",
  "WhatIf.changes",
  "WhatIf.measures",
  "WhatIf.policy",
  "WhatIfMeasure.series",
  // A report definition's catalogue is built whole from the dictionary already read: a few
  // categories of a dozen pages of one or two entries, never an upstream read each.
  "ReportCatalogue.categories",
  "ReportCategory.pages",
  "ReportPage.entries",
]);

/**
 * Items that are data already read with their parent, whatever fields they select: a report
 * table's row costs 1, so that a table's cost is its number of rows (`rows`, `rowsConnection`);
 * a chart of accounts' node likewise (the whole tree is one read), so that the folder tree's cost
 * is its number of folders, nested as deep as the chart is.
 */
const PRICED_AS_ONE = new Set(["TableRow", "ChartOfAccountsNode"]);

/** Each top-level query or mutation field reads the upstream services at least once. */
const UPSTREAM_FIELD_COST = 10;

/** What a report read costs, through `report` or a Report's id. */
const REPORT_COST = 100;

/** Whether a `node(s)` id names a Report (ids that parse as none are refused by the resolver). */
function isReportId(id: unknown): boolean {
  if (typeof id !== "string") return false;
  try {
    return parseGlobalId(id).type === "Report";
  } catch {
    return false;
  }
}

/**
 * Top-level fields that do much more than one upstream read: a report gathers its definition,
 * data set results and dictionary; the message lists read every client's notifications;
 * document requests start a rendering job.
 */
const HEAVY_FIELDS: Record<string, number> = {
  "Query.report": REPORT_COST,
  "Query.reportCatalogue": 50,
  "Query.infoMessages": 50,
  "Query.recentNotifications": 50,
  "Query.infoMessagesConnection": 50,
  "Query.recentNotificationsConnection": 50,
  "Mutation.requestDetailWorkbook": 100,
  "Mutation.requestPdfPackage": 100,
  "Mutation.requestPdfSelection": 100,
  "Mutation.runDataSet": 100,
  // A what-if runs the engine over the whole balance sheet; a goal seek runs it a dozen times.
  "Query.whatIf": 100,
  "Query.goalSeek": 300,
  "Mutation.saveWhatIf": 100,
  // Computes the what-if to check it, then again in the job.
  "Mutation.requestWhatIfWorkbook": 200,
  "Mutation.requestWhatIfPdf": 200,
  "Mutation.sendEmail": 50,
};

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

type Fragments = Map<string, FragmentDefinitionNode>;

/**
 * An operation's variable values as sent (`{}` for none); undefined where they are not known: a
 * validation rule never sees them.
 */
export type VariableValues = Readonly<Record<string, unknown>> | undefined;

/**
 * A connection (a `...Connection` type with a `first` argument) holds the page asked for, not an
 * assumed number of items: its edges and nodes are priced `first` times (GitHub's rule).
 */
export function isConnection(field: GraphQLField<unknown, unknown> | undefined): boolean {
  return (
    !!field &&
    getNamedType(field.type).name.endsWith("Connection") &&
    field.args.some((a) => a.name === "first")
  );
}

function fragmentsOf(document: DocumentNode): Fragments {
  const map: Fragments = new Map();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) map.set(d.name.value, d);
  }
  return map;
}

/** Schema introspection (__schema, __type) is priced as free; __typename is a field like any other. */
const isSchemaIntrospection = (name: string) => name === "__schema" || name === "__type";

/** What one selection set asks for, fragments expanded. */
interface Measure {
  depth: number;
  /** For one item of the parent; a caller multiplies by the number of items. */
  cost: number;
  aliases: number;
  /** Fields directly in this set (through fragments): the root fields of an operation. */
  fields: number;
}

const NOTHING: Measure = { depth: 0, cost: 0, aliases: 0, fields: 0 };

/**
 * Measures operations. Each fragment is measured once and its measure reused at every spread
 * (cost is linear in the number of items), so fragments spreading fragments twice over cannot
 * make the measuring itself exponential; a fragment cycle measures as nothing (graphql-js
 * refuses it in validation).
 */
class OperationMeter {
  private readonly measured = new Map<string, Measure>();
  private readonly measuring = new Set<string>();
  private readonly schema: GraphQLSchema;
  private readonly fragments: Fragments;
  private readonly provided: VariableValues;
  /** The variables of the operation being measured: those sent, else their defaults. */
  private variables: Record<string, unknown> = {};

  constructor(schema: GraphQLSchema, fragments: Fragments, variables?: VariableValues) {
    this.schema = schema;
    this.fragments = fragments;
    this.provided = variables;
  }

  operation(node: OperationDefinitionNode): Measure {
    // No prototype and own keys only: a variable named `__proto__` or `constructor` is measured
    // with the value sent (graphql-js executes with it), not with Object's own.
    const variables: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const d of node.variableDefinitions ?? []) {
      const name = d.variable.name.value;
      if (this.provided && Object.hasOwn(this.provided, name)) variables[name] = this.provided[name];
      else if (d.defaultValue) variables[name] = valueFromASTUntyped(d.defaultValue);
    }
    // Fragments priced with other variable values cannot be reused.
    if (JSON.stringify(variables) !== JSON.stringify(this.variables)) this.measured.clear();
    this.variables = variables;
    return this.set(node.selectionSet, this.schema.getRootType(node.operation) ?? undefined, true);
  }

  /** The cost of one item of a list field as `selection` asks for it (what the list multiplies). */
  item(selection: SelectionSetNode, type: GraphQLNamedType): number {
    return PRICED_AS_ONE.has(type.name) ? 1 : this.set(selection, type, false).cost;
  }

  private fragment(name: string, listSize: number): Measure {
    const key = `${name}@${listSize}`;
    const known = this.measured.get(key);
    if (known) return known;
    const fragment = this.fragments.get(name);
    if (!fragment || this.measuring.has(name)) return NOTHING;
    this.measuring.add(name);
    const on = this.schema.getType(fragment.typeCondition.name.value) ?? undefined;
    const measure = this.set(fragment.selectionSet, on, this.isRoot(on), listSize);
    this.measuring.delete(name);
    this.measured.set(key, measure);
    return measure;
  }

  /** The page size a connection field asks for, as its resolver will read it. */
  private pageSize(sel: FieldNode, field: GraphQLField<unknown, unknown>): number {
    const arg = sel.arguments?.find((a) => a.name.value === "first");
    // Unknown values price as the least page, so that a validation rule never refuses what the
    // edge, which prices the values sent, let through.
    if (arg?.value.kind === Kind.VARIABLE && !this.provided) return 1;
    const value = arg ? valueFromASTUntyped(arg.value, this.variables) : undefined;
    const first =
      typeof value === "number" ? value : field.args.find((a) => a.name === "first")?.defaultValue;
    return typeof first === "number" && Number.isFinite(first) ? Math.max(0, first) : PAGE_SIZE.default;
  }

  /**
   * The ids `node` or `nodes` asks for, each read as one top-level field would be; one id of no
   * known type where they are not known yet (unknown values price as the least, as pages do).
   */
  private idsOf(sel: FieldNode, argument: string): unknown[] {
    const arg = sel.arguments?.find((a) => a.name.value === argument);
    if (arg?.value.kind === Kind.VARIABLE && !this.provided) return [null];
    const value = arg ? valueFromASTUntyped(arg.value, this.variables) : undefined;
    return Array.isArray(value) ? value : [value];
  }

  private isRoot(type: GraphQLNamedType | undefined): boolean {
    return !!type && (type === this.schema.getQueryType() || type === this.schema.getMutationType());
  }

  /** listSize: the items of each list directly in this set (a connection's page, else assumed). */
  private set(
    set: SelectionSetNode,
    type: GraphQLNamedType | undefined,
    root: boolean,
    listSize = ASSUMED_LIST_SIZE,
  ): Measure {
    const total = { depth: 0, cost: 0, aliases: 0, fields: 0 };
    const add = (m: Measure) => {
      total.depth = Math.max(total.depth, m.depth);
      total.cost += m.cost;
      total.aliases += m.aliases;
      total.fields += m.fields;
    };
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition
          ? (this.schema.getType(sel.typeCondition.name.value) ?? undefined)
          : type;
        add(this.set(sel.selectionSet, on, root, listSize));
        continue;
      }
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        add(this.fragment(sel.name.value, listSize));
        continue;
      }
      const name = sel.name.value;
      const aliases = sel.alias ? 1 : 0;
      if (isSchemaIntrospection(name)) {
        add({ depth: 0, cost: 0, aliases, fields: 1 });
        continue;
      }
      const field =
        type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[name] : undefined;
      const own =
        HEAVY_FIELDS[`${type?.name}.${name}`] ?? (root && name !== "__typename" ? UPSTREAM_FIELD_COST : 1);
      if (!sel.selectionSet) {
        add({ depth: name === "__typename" ? 0 : 1, cost: own, aliases, fields: 1 });
        continue;
      }
      if (root && (name === "nodes" || name === "node")) {
        // Each id is read as its type's own top-level field would be: a Report's as `report` (its
        // definition, results and dictionary), and counted as one, so that `nodes` reads no more
        // reports a request than aliased `report` fields may (700 in one request held the api).
        const ids = this.idsOf(sel, name === "nodes" ? "ids" : "id");
        const reports = ids.filter(isReportId).length;
        const inner = this.set(sel.selectionSet, field ? getNamedType(field.type) : undefined, false);
        add({
          depth: 1 + inner.depth,
          cost: reports * REPORT_COST + (ids.length - reports) * own + ids.length * inner.cost,
          aliases: aliases + inner.aliases,
          fields: Math.max(1, reports),
        });
        continue;
      }
      const page = field && isConnection(field) ? this.pageSize(sel, field) : ASSUMED_LIST_SIZE;
      const named = field ? getNamedType(field.type) : undefined;
      const inner = this.set(sel.selectionSet, named, false, page);
      const itemCost = named && PRICED_AS_ONE.has(named.name) ? 1 : inner.cost;
      const isValueList = VALUE_LISTS.has(`${type?.name}.${name}`);
      const each = field && isListType(getNullableType(field.type)) && !isValueList ? listSize : 1;
      add({
        depth: 1 + inner.depth,
        cost: own + each * itemCost,
        aliases: aliases + inner.aliases,
        fields: 1,
      });
    }
    return total;
  }
}

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
 * How deep `{`, `[` and `(` nest in a document's text, strings and comments aside; it stops
 * counting once past `stop`.
 */
export function bracketDepth(text: string, stop: number): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length && deepest <= stop; i++) {
    const c = text[i];
    if (c === "#") {
      while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
    } else if (c === '"') {
      const block = text.startsWith('"""', i);
      i += block ? 3 : 1;
      while (i < text.length && !(block ? text.startsWith('"""', i) : text[i] === '"' || text[i] === "\n")) {
        i += text[i] === "\\" ? 2 : 1;
      }
      if (block) i += 2;
    } else if (c === "{" || c === "[" || c === "(") deepest = Math.max(deepest, ++depth);
    else if (c === "}" || c === "]" || c === ")") depth--;
  }
  return deepest;
}

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

/** What one item of a list costs by the rules above, within an operation of `fragments` and `variables`. */
export function listItemCost(
  schema: GraphQLSchema,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  variables: VariableValues,
  selection: SelectionSetNode,
  type: GraphQLNamedType,
): number {
  return new OperationMeter(schema, new Map(Object.entries(fragments)), variables).item(selection, type);
}

/** What an operation costs by the rules above: what `extensions.cost` of its answer reports. */
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
