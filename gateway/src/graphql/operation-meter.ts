import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from "graphql";
import { PAGE_SIZE } from "./connections.ts";
import {
  ASSUMED_LIST_SIZE,
  HEAVY_FIELDS,
  isConnection,
  isReportId,
  PRICED_AS_ONE,
  REPORT_COST,
  UPSTREAM_FIELD_COST,
  VALUE_LISTS,
} from "./field-prices.ts";

type Fragments = Map<string, FragmentDefinitionNode>;

/**
 * An operation's variable values as sent (`{}` for none); undefined where they are not known: a
 * validation rule never sees them.
 */
export type VariableValues = Readonly<Record<string, unknown>> | undefined;

export function fragmentsOf(document: DocumentNode): Fragments {
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
export class OperationMeter {
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

/**
 * What one item of a list costs by the prices of field-prices.ts, within an operation of
 * `fragments` and `variables`.
 */
export function listItemCost(
  schema: GraphQLSchema,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  variables: VariableValues,
  selection: SelectionSetNode,
  type: GraphQLNamedType,
): number {
  return new OperationMeter(schema, new Map(Object.entries(fragments)), variables).item(selection, type);
}
