import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

/** A list is assumed to hold this many items when pricing what is asked of each item. */
export const ASSUMED_LIST_SIZE = 10;

/**
 * Lists of values inside an item already read (a row's cells, a cell's pairs, a table's
 * columns): priced as one, since they cost no further upstream reads.
 */
const VALUE_LISTS = new Set([
  "TableRow.cells",
  "TableRow.path",
  "Cell.pairs",
  "Cell.texts",
  "TableBlock.columns",
  "TableBlock.values",
  "TableBlock.datasetTitles",
  "ChartBlock.series",
]);

type Fragments = Map<string, FragmentDefinitionNode>;

function fragmentsOf(context: ValidationContext): Fragments {
  const map: Fragments = new Map();
  for (const d of context.getDocument().definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) map.set(d.name.value, d);
  }
  return map;
}

// Introspection (__schema, __type, __typename) is free: tools must always be able to ask for it.
const isIntrospection = (name: string) => name.startsWith("__");

function depthOf(set: SelectionSetNode, fragments: Fragments, seen: ReadonlySet<string>): number {
  let max = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (isIntrospection(sel.name.value)) continue;
      max = Math.max(max, 1 + (sel.selectionSet ? depthOf(sel.selectionSet, fragments, seen) : 0));
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(sel.selectionSet, fragments, seen));
    } else {
      const fragment = fragments.get(sel.name.value);
      if (!fragment || seen.has(sel.name.value)) continue;
      max = Math.max(max, depthOf(fragment.selectionSet, fragments, new Set([...seen, sel.name.value])));
    }
  }
  return max;
}

/** Rejects operations nested deeper than `max` fields (fragments expanded). */
export function depthLimit(max: number): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context);
    return {
      OperationDefinition(node) {
        if (depthOf(node.selectionSet, fragments, new Set()) > max) {
          context.reportError(new GraphQLError(ERROR_TEXTS.queryTooDeep(max), { nodes: [node] }));
        }
      },
    };
  };
}

function costOf(
  context: ValidationContext,
  set: SelectionSetNode,
  type: GraphQLNamedType | undefined,
  multiplier: number,
  fragments: Fragments,
  seen: ReadonlySet<string>,
): number {
  let cost = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (isIntrospection(sel.name.value)) continue;
      const field =
        type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[sel.name.value] : undefined;
      cost += multiplier;
      if (sel.selectionSet && field) {
        const isValueList = VALUE_LISTS.has(`${type?.name}.${sel.name.value}`);
        const each = isListType(getNullableType(field.type)) && !isValueList ? ASSUMED_LIST_SIZE : 1;
        cost += costOf(
          context,
          sel.selectionSet,
          getNamedType(field.type),
          multiplier * each,
          fragments,
          seen,
        );
      }
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const on = sel.typeCondition ? context.getSchema().getType(sel.typeCondition.name.value) : type;
      cost += costOf(context, sel.selectionSet, on ?? undefined, multiplier, fragments, seen);
    } else {
      const fragment = fragments.get(sel.name.value);
      if (!fragment || seen.has(sel.name.value)) continue;
      const on = context.getSchema().getType(fragment.typeCondition.name.value);
      cost += costOf(
        context,
        fragment.selectionSet,
        on ?? undefined,
        multiplier,
        fragments,
        new Set([...seen, sel.name.value]),
      );
    }
  }
  return cost;
}

/**
 * Rejects operations whose estimated cost exceeds `max`: each field costs 1 per item it is
 * resolved for, a list field is assumed to return ASSUMED_LIST_SIZE items.
 */
export function costLimit(max: number): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context);
    return {
      OperationDefinition(node) {
        const root = context.getSchema().getRootType(node.operation);
        const cost = costOf(context, node.selectionSet, root ?? undefined, 1, fragments, new Set());
        if (cost > max)
          context.reportError(new GraphQLError(ERROR_TEXTS.queryTooCostly(cost, max), { nodes: [node] }));
      },
    };
  };
}
