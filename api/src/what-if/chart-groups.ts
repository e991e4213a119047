import type { FolderNode, Side } from "@alm/engine";
import { normalizeKey, type RunChart } from "../runs/chart-structure.ts";
import type { StoredResults } from "../runs/compute-results.ts";
import type { BookGroup } from "./book-group.ts";

/** A chart's folders as the groups a change may name: each with its side and the leaves below it. */
export class ChartGroups {
  readonly folders: readonly FolderNode[];
  private readonly children = new Map<string, FolderNode[]>();
  private readonly sides = new Map<string, Side>();
  private readonly sections = new Set<string>();

  /**
   * `nodes`: the engine's, whose sides the folders take (a folder the results left out, its
   * parent's): under a section naming liabilities and capital together, the liabilities took the
   * section's "other" and no change could name them (a code review).
   */
  constructor(chart: RunChart, nodes: StoredResults["engine"]["nodes"]) {
    this.folders = chart.folders;
    for (const f of chart.folders) {
      const parent = String(f.parentId ?? 0);
      this.children.set(parent, [...(this.children.get(parent) ?? []), f]);
    }
    const engineSide = new Map(nodes.map((n) => [String(n.id), n.side]));
    for (const f of chart.folders) {
      const parentSide = f.depth === 0 ? undefined : this.sides.get(String(f.parentId));
      this.sides.set(String(f.id), f.side ?? engineSide.get(String(f.id)) ?? parentSide ?? "other");
    }
    // The sections as the reports read them (report-tree.ts, asSections): a section's children
    // where the section is neither side and they are (liabilities and capital under one).
    for (const f of chart.folders) {
      const parentSide = f.depth === 1 ? this.sides.get(String(f.parentId)) : undefined;
      if (f.depth === 0 || (parentSide === "other" && this.sides.get(String(f.id)) !== "other"))
        this.sections.add(String(f.id));
    }
  }

  folderOf(id: string): FolderNode | undefined {
    return this.folders.find((f) => String(f.id) === id);
  }

  /** Every folder and leaf below the chart's sections, in the chart's order. */
  belowSections(): BookGroup[] {
    return this.folders.filter((f) => !this.sections.has(String(f.id))).map((f) => this.group(f));
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
