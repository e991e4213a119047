import type { TreeNode } from "../lib/tree-navigation.ts";

export interface SidebarEntryData {
  key: string;
  reportId: number;
  year?: number | null;
  label: string;
  isNew: boolean;
}
interface Page {
  id: number;
  description: string;
  isNew: boolean;
  hasNiiReports: boolean;
  entries: readonly SidebarEntryData[];
}
export interface SidebarCatalogue {
  categories: readonly { id: number; description: string; pages: readonly Page[] }[];
}

/** The report list as a tree: categories, NII pages under them, reports (leaves) under either. */
export interface ReportTree {
  /** Depth first, as the list shows them. */
  nodes: TreeNode[];
  /** Every branch: the list opens them all at first. */
  branches: string[];
  /** The report each leaf opens. */
  entries: ReadonlyMap<string, SidebarEntryData>;
  /** The entry keys a node ticks: a leaf its own, a branch all of those under it. */
  keys: ReadonlyMap<string, readonly string[]>;
}

export const categoryNodeId = (id: number) => `category-${id}`;
export const pageNodeId = (id: number) => `page-${id}`;
export const entryNodeId = (key: string) => `entry-${key}`;

export function reportTree(catalogue: SidebarCatalogue): ReportTree {
  const nodes: TreeNode[] = [];
  const branches: string[] = [];
  const entries = new Map<string, SidebarEntryData>();
  const keys = new Map<string, readonly string[]>();
  const leaf = (entry: SidebarEntryData, parentId: string) => {
    const id = entryNodeId(entry.key);
    nodes.push({ id, parentId, expandable: false, label: entry.label });
    entries.set(id, entry);
    keys.set(id, [entry.key]);
  };
  for (const category of catalogue.categories) {
    const id = categoryNodeId(category.id);
    nodes.push({ id, parentId: null, expandable: true, label: category.description });
    branches.push(id);
    keys.set(
      id,
      category.pages.flatMap((p) => p.entries.map((e) => e.key)),
    );
    for (const page of category.pages) {
      if (!page.hasNiiReports) {
        page.entries.forEach((e) => leaf(e, id));
        continue;
      }
      const pageId = pageNodeId(page.id);
      nodes.push({ id: pageId, parentId: id, expandable: true, label: page.description });
      branches.push(pageId);
      keys.set(
        pageId,
        page.entries.map((e) => e.key),
      );
      page.entries.forEach((e) => leaf(e, pageId));
    }
  }
  return { nodes, branches, entries, keys };
}
