import type { ChartOfAccountsNodeInput } from "../generated/graphql.ts";

export interface CoaNode {
  id: string;
  parentId?: string | null;
  hLevel: number;
  depth: number;
  order: number;
  key: string;
  description: string;
  folderType: number;
  rollUp: boolean;
  nevVisible: boolean;
  niiVisible: boolean;
}

export type Visibility = Record<string, { nevVisible: boolean; niiVisible: boolean }>;

export const FOLDER_TYPES: Record<number, string> = { 2: "Group", 4: "Leaf", 7: "Total" };

export const levelLabel = (hLevel: number) => (hLevel <= 0 ? "Root" : `H${hLevel}`);

/** Nodes whose every ancestor is expanded, in tree order (the list comes parents first). */
export function visibleRows<T extends CoaNode>(nodes: readonly T[], expanded: ReadonlySet<string>): T[] {
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  const ids = new Set(nodes.map((n) => n.id));
  for (const n of nodes) {
    const parent = n.parentId ?? null;
    if (parent === null || !ids.has(parent)) roots.push(n);
    else children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  const rows: T[] = [];
  const walk = (list: T[]) => {
    for (const n of [...list].sort((a, b) => a.order - b.order)) {
      rows.push(n);
      if (expanded.has(n.id)) walk(children.get(n.id) ?? []);
    }
  };
  walk(roots);
  return rows;
}

export const hasChildren = (nodes: readonly CoaNode[], id: string) => nodes.some((n) => n.parentId === id);

/** The tree as the save mutations take it, with the user's visibility changes applied. */
export function nodeInputs(nodes: readonly CoaNode[], changes: Visibility): ChartOfAccountsNodeInput[] {
  return nodes.map((n) => ({
    id: n.id,
    parentId: n.parentId ?? null,
    order: n.order,
    key: n.key,
    description: n.description,
    folderType: n.folderType,
    rollUp: n.rollUp,
    nevVisible: changes[n.id]?.nevVisible ?? n.nevVisible,
    niiVisible: changes[n.id]?.niiVisible ?? n.niiVisible,
  }));
}
