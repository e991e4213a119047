import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  type FieldNode,
  type GraphQLError,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from "graphql";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { ASSUMED_LIST_SIZE, isConnection, VALUE_LISTS } from "./field-prices.ts";
import { listItemCost } from "./operation-meter.ts";

/**
 * What an operation costs as it runs. Before it runs, a plain list (one that is not a connection
 * with `first`) is priced as ASSUMED_LIST_SIZE items, since its size is not known: twenty aliased
 * copies of a report's `rows` (about 1,000 rows each) were priced at 8,220 of 10,000 and returned
 * 8.5 MB. As each such list resolves, the items beyond (or short of) the assumption are charged at
 * the item's cost, so the total is what the answer really holds; past the limit the operation is
 * refused as QUERY_TOO_COMPLEX, with no data.
 */
export class RunningCost {
  /**
   * The operation's price before it ran (the edge's and `extensions.cost`'s `requested`); unset,
   * nothing is charged: a subscription's events and a document job's reads are not operations a
   * caller sent at once.
   */
  requested: number | undefined;
  /** Items beyond the assumed list sizes, at their cost (negative where lists were shorter). */
  beyond = 0;
  /** Set once the running total passed the limit. */
  refused: GraphQLError | undefined;
  /**
   * One of the web app's own operations (its persisted documents): priced before it runs like any
   * other, its lists not charged again by their size. A caller cannot change what it asks, and
   * its screens ask for whole lists: the home page read every data set, and a client of 500 was
   * refused its own home page (500 data sets at 24 a piece).
   */
  shipped = false;
  private readonly itemCosts = new Map<FieldNode, number>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get actual(): number {
    return (this.requested ?? 0) + this.beyond;
  }

  /** Charges a resolved list of `size` items; throws once the total passes the limit. */
  chargeList(size: number, info: GraphQLResolveInfo): void {
    if (this.requested === undefined || this.shipped) return;
    if (this.refused) throw this.refused;
    const node = info.fieldNodes[0];
    if (!node?.selectionSet) return;
    let each = this.itemCosts.get(node);
    if (each === undefined) {
      each = listItemCost(
        info.schema,
        info.fragments,
        info.variableValues,
        node.selectionSet,
        getNamedType(info.returnType),
      );
      this.itemCosts.set(node, each);
    }
    this.beyond += (size - ASSUMED_LIST_SIZE) * each;
    if (this.actual > this.limit) {
      this.refused = gatewayError("QUERY_TOO_COMPLEX", ERROR_TEXTS.queryTooCostly(this.actual, this.limit));
      throw this.refused;
    }
  }
}

/** A resolver's context that carries the operation's running cost. */
interface CostedContext {
  cost?: RunningCost;
}

/**
 * Wraps the resolver of every plain list of objects in the schema (a connection is priced by its
 * `first`, a list of values inside an item already read as one) so that it charges its size.
 */
export function chargeListsBySize(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    // A subscription's events are not lists an operation reads at once.
    if (!isObjectType(type) || type.name.startsWith("__") || type === schema.getSubscriptionType()) continue;
    // A connection's `nodes` and `edges` are its page, priced by `first` where it is asked for.
    if (type.name.endsWith("Connection")) continue;
    for (const field of Object.values(type.getFields())) {
      const nullable = getNullableType(field.type);
      const item = getNamedType(field.type);
      const ofObjects = isObjectType(item) || isInterfaceType(item) || isUnionType(item);
      if (!isListType(nullable) || !ofObjects || isConnection(field)) continue;
      // `nodes(ids:)` is priced per id before it runs, exactly.
      const name = `${type.name}.${field.name}`;
      if (VALUE_LISTS.has(name) || (type === schema.getQueryType() && field.name === "nodes")) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: CostedContext, info) => {
        const charge = (value: unknown) => {
          if (Array.isArray(value)) context.cost?.chargeList(value.length, info);
          return value;
        };
        const value: unknown = resolve(source, args, context, info);
        return value instanceof Promise ? value.then(charge) : charge(value);
      };
    }
  }
}
