import { FOLDER_TYPE, sideOfSectionName } from "./folderNode.ts";
import type { FolderNode, Side } from "./folderNode.ts";

/** A folder tree prepared for roll-up: parent links by position, sides, leaf lookup. */
export interface IndexedTree {
  /** Nodes in parent-first (depth-first, by order) sequence. */
  nodes: FolderNode[];
  /** Index of each node's parent in `nodes`, -1 for top-level nodes. */
  parent: Int32Array;
  side: Side[];
  /** True when the node and all its ancestors roll up, so it counts in the totals. */
  inTotals: boolean[];
  /** Node index per normalized leaf key. */
  byKey: Map<string, number>;
  warnings: string[];
}

export const normalizeKey = (key: string) => key.trim().toLowerCase();

export function indexTree(input: readonly FolderNode[]): IndexedTree {
  const warnings: string[] = [];
  const byId = new Map<string, FolderNode>();
  for (const n of input) {
    if (byId.has(String(n.id))) warnings.push(`folder id ${n.id} appears twice; the first is used`);
    else byId.set(String(n.id), n);
  }
  const childrenOf = new Map<string, FolderNode[]>();
  const roots: FolderNode[] = [];
  for (const n of byId.values()) {
    const pid = n.parentId === null ? "" : String(n.parentId);
    if (pid !== "" && pid !== String(n.id) && byId.has(pid)) {
      const list = childrenOf.get(pid) ?? [];
      list.push(n);
      childrenOf.set(pid, list);
    } else roots.push(n);
  }
  const byOrder = (a: FolderNode, b: FolderNode) => (a.order ?? 0) - (b.order ?? 0);
  const nodes: FolderNode[] = [];
  const parentIdx: number[] = [];
  const stack: [FolderNode, number][] = roots
    .sort(byOrder)
    .reverse()
    .map((r) => [r, -1]);
  while (stack.length > 0) {
    const [node, p] = stack.pop() as [FolderNode, number];
    const i = nodes.length;
    nodes.push(node);
    parentIdx.push(p);
    const kids = (childrenOf.get(String(node.id)) ?? []).sort(byOrder);
    for (let k = kids.length - 1; k >= 0; k--) stack.push([kids[k], i]);
  }
  if (nodes.length < byId.size) warnings.push("some folders are in a parent cycle and were left out");

  const parent = Int32Array.from(parentIdx);
  const side: Side[] = [];
  const inTotals: boolean[] = [];
  const byKey = new Map<string, number>();
  nodes.forEach((node, i) => {
    const p = parent[i];
    // Only a section (top level) naming liabilities and capital together lets its children decide:
    // deeper, "Equity & Other Liabilities" under Capital took its children out of capital.
    const section = p >= 0 && parent[p] < 0 ? nodes[p] : null;
    side.push(classify(node, p < 0 ? null : side[p], section, warnings));
    inTotals.push(node.rollUp !== false && (p < 0 || inTotals[p]));
    const key = normalizeKey(node.key);
    const existing = byKey.get(key);
    const isGroup = node.folderType === FOLDER_TYPE.group && childrenOf.has(String(node.id));
    if (key === "" || isGroup) return;
    if (existing === undefined) byKey.set(key, i);
    else warnings.push(`leaf key "${node.key}" appears twice; positions attach to the first`);
  });
  return { nodes, parent, side, inTotals, byKey, warnings };
}

function classify(
  node: FolderNode,
  parentSide: Side | null,
  parentSection: FolderNode | null,
  warnings: string[],
): Side {
  if (node.side) return node.side;
  const combinedParent =
    parentSection !== null &&
    sideOfSectionName(`${parentSection.key} ${parentSection.description}`) === "combined";
  if (parentSide !== null && !combinedParent) return parentSide;
  const named = sideOfSectionName(`${node.key} ${node.description}`);
  if (named !== null && named !== "combined") return named;
  if (named === null) {
    warnings.push(
      `top-level folder "${node.description || node.key}" is not recognizably assets, liabilities or capital; it is classified as other`,
    );
  }
  return "other";
}
