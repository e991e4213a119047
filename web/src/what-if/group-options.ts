export interface ChartNode {
  id: string;
  parentId?: string | null;
  depth: number;
  key: string;
  description: string;
  kind: "GROUP" | "LEAF" | "TOTAL";
}

export interface GroupOption {
  key: string;
  label: string;
  depth: number;
  /** The section it sits in (Assets, Liabilities, ...), shown as the list's heading. */
  section: string;
}

/**
 * The groups a change can name: every folder and leaf holding positions (totals hold none), in
 * the chart's order, each under its top-level section.
 */
export function groupOptions(nodes: readonly ChartNode[]): GroupOption[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const sectionOf = (node: ChartNode): string => {
    let current = node;
    for (let parent = byId.get(current.parentId ?? ""); parent && parent.depth > 0;) {
      current = parent;
      parent = byId.get(current.parentId ?? "");
    }
    return current.description;
  };
  return nodes
    .filter((n) => n.depth > 0 && n.kind !== "TOTAL")
    .map((n) => ({
      key: n.key,
      label: n.description === n.key ? n.key : `${n.description} (${n.key})`,
      depth: n.depth,
      section: sectionOf(n),
    }));
}
