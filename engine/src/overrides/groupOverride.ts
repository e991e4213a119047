import type { Assumptions } from "../cashflows/positionTerms.ts";
import type { IndexedTree } from "../tree/indexTree.ts";
import { normalizeKey } from "../tree/indexTree.ts";

/** Assumptions for every position under an H3 group, replacing the positions' own. */
export interface GroupOverride extends Assumptions {
  /** Group key (with or without its _H3 suffix) or description. */
  group: string;
}

const names = (key: string, description: string): string[] => {
  const k = normalizeKey(key);
  return [k, k.replace(/_h\d$/, ""), normalizeKey(description)].filter((s) => s !== "");
};

/**
 * Assumptions in force at each node: those of the nearest node (itself or an
 * ancestor) whose key or description names an override group.
 */
export function overridesByNode(
  tree: IndexedTree,
  overrides: readonly GroupOverride[],
): { byNode: (Assumptions | undefined)[]; unmatched: string[] } {
  const byName = new Map<string, GroupOverride>();
  for (const o of overrides) byName.set(normalizeKey(o.group), o);
  const used = new Set<GroupOverride>();
  const byNode: (Assumptions | undefined)[] = [];
  tree.nodes.forEach((node, i) => {
    const own = names(node.key, node.description)
      .map((n) => byName.get(n))
      .find((o) => o !== undefined);
    if (own) used.add(own);
    const p = tree.parent[i];
    byNode.push(own ?? (p >= 0 ? byNode[p] : undefined));
  });
  const unmatched = overrides.filter((o) => !used.has(o)).map((o) => o.group);
  return { byNode, unmatched };
}

/** Assumptions of the group whose name equals a position key (no tree at hand). */
export function overrideForKey(overrides: readonly GroupOverride[], key: string): Assumptions | undefined {
  const k = normalizeKey(key);
  return overrides.find((o) => names(o.group, "").includes(k));
}
