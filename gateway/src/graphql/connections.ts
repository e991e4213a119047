import { badUserInput } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

/** A connection's page size: `first` defaults to this and may not exceed the most. */
export const PAGE_SIZE = { default: 50, most: 100 } as const;

/** The arguments every connection field takes. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** How a list is paged: its name (so a cursor of another list is refused) and its items' keys. */
export interface PageOrder<T> {
  /** Names the list inside its cursors, e.g. "DataSet". */
  list: string;
  /** The item's stable sort key, unique in the list. */
  keyOf: (item: T) => string;
  /**
   * Keyset paging: true when the item comes after the cursor's key in the list's order, so a
   * cursor stays good when its own item has gone meanwhile. Without it, the cursor's item must
   * still be in the list.
   */
  isAfter?: (item: T, key: string) => boolean;
  /** A key this list can have, checked before anything is read (e.g. ids are whole numbers). */
  isKey?: (key: string) => boolean;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

const CURSOR_SEPARATOR = ":";

// Opaque to consumers; base64url so that a cursor goes into a URL or a variable as it is.
const encodeCursor = (list: string, key: string) =>
  Buffer.from(`${list}${CURSOR_SEPARATOR}${key}`, "utf8").toString("base64url");

/** The key a cursor of this list carries; anything else is the caller's to fix. */
function keyOfCursor<T>(cursor: string, order: PageOrder<T>): string {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url").toString("utf8") : "";
  const prefix = `${order.list}${CURSOR_SEPARATOR}`;
  const key = text.slice(prefix.length);
  if (!text.startsWith(prefix) || !key || !(order.isKey?.(key) ?? true)) {
    throw badUserInput("after", ERROR_TEXTS.cursorNotOfList(cursor), ERROR_TEXTS.cursorResolution);
  }
  return key;
}

function pageSizeOf(first: number | null | undefined): number {
  const size = first ?? PAGE_SIZE.default;
  if (!Number.isInteger(size) || size < 1 || size > PAGE_SIZE.most) {
    throw badUserInput(
      "first",
      ERROR_TEXTS.pageSizeOutOfRange(size, PAGE_SIZE.most),
      ERROR_TEXTS.pageSizeResolution(PAGE_SIZE.most, PAGE_SIZE.default),
    );
  }
  return size;
}

/** Where the page after the cursor starts in the list. */
function startOf<T>(items: readonly T[], key: string | undefined, order: PageOrder<T>): number {
  if (key === undefined) return 0;
  if (order.isAfter) {
    const { isAfter } = order;
    const start = items.findIndex((item) => isAfter(item, key));
    return start === -1 ? items.length : start;
  }
  const at = items.findIndex((item) => order.keyOf(item) === key);
  if (at === -1) throw badUserInput("after", ERROR_TEXTS.cursorItemGone, ERROR_TEXTS.cursorResolution);
  return at + 1;
}

/**
 * One page of a list the gateway holds whole, in the list's order: every connection field pages
 * with this, so page sizes, cursors and their errors are the same everywhere.
 */
export async function connectionOf<T>(
  args: PageArgs,
  order: PageOrder<T>,
  listOf: () => Promise<readonly T[]> | readonly T[],
): Promise<Connection<T>> {
  // The list first: it checks the caller, whose refusal comes before any complaint about arguments.
  const items = await listOf();
  const size = pageSizeOf(args.first);
  const key = args.after === null || args.after === undefined ? undefined : keyOfCursor(args.after, order);
  const start = startOf(items, key, order);
  const page = items.slice(start, start + size);
  return {
    ...pageOf(page, order, { hasNextPage: start + size < items.length, hasPreviousPage: start > 0 }),
    totalCount: items.length,
  };
}

/** A page's edges, nodes and pageInfo. */
function pageOf<T>(
  page: readonly T[],
  order: PageOrder<T>,
  around: { hasNextPage: boolean; hasPreviousPage: boolean },
): Omit<Connection<T>, "totalCount"> {
  const edges = page.map((node) => ({ cursor: encodeCursor(order.list, order.keyOf(node)), node }));
  return {
    edges,
    nodes: [...page],
    pageInfo: {
      ...around,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * One page of a list paged where it is kept (too long to hold whole, e.g. the audit trail): the
 * upstream answers the items after a key, in the list's order, and is asked for one more than
 * the page so that `hasNextPage` needs no count. Page sizes, cursors and their errors are
 * connectionOf's.
 */
export async function keysetConnectionOf<T>(
  args: PageArgs,
  order: PageOrder<T>,
  itemsAfter: (key: string | undefined, count: number) => Promise<readonly T[]>,
): Promise<Omit<Connection<T>, "totalCount">> {
  const size = pageSizeOf(args.first);
  const key = args.after === null || args.after === undefined ? undefined : keyOfCursor(args.after, order);
  const items = await itemsAfter(key, size + 1);
  return pageOf(items.slice(0, size), order, {
    hasNextPage: items.length > size,
    hasPreviousPage: key !== undefined,
  });
}

/** Items with numeric ids, newest first: ids only grow, so the order never changes under a reader. */
export function newestFirstById<T extends { id: number | string }>(list: string): PageOrder<T> {
  return {
    list,
    keyOf: (item) => String(item.id),
    isAfter: (item, key) => Number(item.id) < Number(key),
    isKey: (key) => /^\d{1,15}$/.test(key),
  };
}

/**
 * The order of one parent's list (a client's data sets): its cursors name the parent too, so that
 * a cursor of another client's list is refused rather than read as a place in this one.
 */
export const ofParent = <T>(order: PageOrder<T>, parentId: string | number): PageOrder<T> => ({
  ...order,
  list: `${order.list}.${parentId}`,
});

/** The list in the order newestFirstById pages it. */
export const byIdDescending = <T extends { id: number | string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => Number(b.id) - Number(a.id));
