export type NodeId = number | string;

/** Which part of the balance sheet a node belongs to. */
export type Side = "asset" | "liability" | "capital" | "other";

export const FOLDER_TYPE = { group: 2, leaf: 4, special: 7 } as const;

/** A node of the chart-of-accounts folder tree, as the api stores it. */
export interface FolderNode {
  id: NodeId;
  /** Parent id; 0, null or an unknown id makes a top-level node. */
  parentId: NodeId | null;
  key: string;
  description: string;
  /** 2 group, 4 leaf, 7 total/calculated or special leaf. */
  folderType: number;
  depth: number;
  /** false: the node's values are not added into its parent (nor the totals). */
  rollUp: boolean;
  nevVisible: boolean;
  niiVisible: boolean;
  order?: number;
  /** Explicit classification; otherwise derived from the top-level section. */
  side?: Side;
  children?: FolderNode[];
}

/** Flattens a nested tree (children arrays) into parent-first order. */
export function flattenFolderTree(roots: readonly FolderNode[]): FolderNode[] {
  const out: FolderNode[] = [];
  const visit = (node: FolderNode, parentId: NodeId | null) => {
    const { children, ...rest } = node;
    out.push({ ...rest, parentId: rest.parentId ?? parentId });
    for (const child of children ?? []) visit(child, node.id);
  };
  for (const root of roots) visit(root, root.parentId ?? null);
  return out;
}

/**
 * Side named by a section's key or description: "Assets", "Liabilities",
 * "Capital"/"Equity"/"Net Worth"; "combined" for "Total Liability & Capital".
 */
export function sideOfSectionName(text: string): Side | "combined" | null {
  const t = text.toLowerCase();
  const liability = /liabilit/.test(t);
  const capital = /capital|equity|net worth/.test(t);
  if (liability && capital) return "combined";
  if (liability) return "liability";
  if (capital) return "capital";
  if (/asset/.test(t)) return "asset";
  if (/income statement|off.?balance/.test(t)) return "other";
  return null;
}
