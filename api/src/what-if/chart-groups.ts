import type { FolderNode, Side } from "@alm/engine";
import { normalizeKey, type RunChart } from "../runs/chart-structure.ts";
import type { StoredResults } from "../runs/compute-results.ts";
import type { BookGroup } from "./book-group.ts";

/** A chart's folders as the groups a change may name: each with its side and the leaves below it. */
export class ChartGroups {
  readonly folders: readonly FolderNode[];
  private readonly children = new Map<string, FolderNode[]>();
  private readonly sides = new Map<string, Side>();

  /** `nodes`: the engine's, whose sections give their side to folders that declare none. */
  constructor(chart: RunChart, nodes: StoredResults["engine"]["nodes"]) {
    this.folders = chart.folders;
    for (const f of chart.folders) {
      const parent = String(f.parentId ?? 0);
      this.children.set(parent, [...(this.children.get(parent) ?? []), f]);
    }
    const rootSide = new Map(nodes.filter((n) => n.depth === 0).map((n) => [String(n.id), n.side]));
    for (const f of chart.folders) {
      const parentSide = f.depth === 0 ? undefined : this.sides.get(String(f.parentId));
      this.sides.set(String(f.id), f.side ?? parentSide ?? rootSide.get(String(f.id)) ?? "other");
    }
  }

  folderOf(id: string): FolderNode | undefined {
    return this.folders.find((f) => String(f.id) === id);
  }

  /** Every folder and leaf below the chart's sections, in the chart's order. */
  belowSections(): BookGroup[] {
    return this.folders.filter((f) => f.depth > 0).map((f) => this.group(f));
  }

  /**
   * A group less a group within it: Total Investments other than Cash and Equivalents, or the one
   * leaf left (Fed Funds Sold). Never a leaf, so an empty rest is refused rather than given a
   * position under the parent's key.
   */
  without(group: BookGroup, part: BookGroup): BookGroup {
    const leafIds = group.leafIds.filter((id) => !part.leafIds.includes(id));
    const inflow = group.inflow?.leafIds.every((id) => leafIds.includes(id)) ? group.inflow : undefined;
    const only = leafIds.length === 1 ? this.folderOf(leafIds[0] as string) : undefined;
    return {
      ...group,
      label: only ? this.group(only).label : `${group.label} other than ${part.label}`,
      leafIds,
      leafKeys: group.leafKeys.filter((key) => !part.leafKeys.includes(key)),
      isLeaf: false,
      inflow,
    };
  }

  group(folder: FolderNode): BookGroup {
    const leaves: FolderNode[] = [];
    const visit = (f: FolderNode) => {
      const kids = this.children.get(String(f.id)) ?? [];
      if (!kids.length) leaves.push(f);
      else kids.forEach(visit);
    };
    visit(folder);
    return {
      id: String(folder.id),
      key: folder.key,
      label: folder.description || folder.key,
      side: this.sides.get(String(folder.id)) ?? "other",
      leafIds: leaves.map((l) => String(l.id)),
      leafKeys: leaves.map((l) => normalizeKey(l.key)).filter(Boolean),
      isLeaf: leaves.length === 1 && leaves[0] === folder,
    };
  }
}
