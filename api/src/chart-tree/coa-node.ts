import { FOLDER_TYPE } from "@alm/engine";

/** A node of a stored chart of accounts (spec: chart of accounts node and folder tree node). */

export type CoaNodeId = number | string;

/** 2 group folder, 4 leaf, 7 total/calculated or special leaf: the engine's FOLDER_TYPE. */
export type FolderType = (typeof FOLDER_TYPE)[keyof typeof FOLDER_TYPE];
export const FOLDER_TYPES: readonly FolderType[] = Object.values(FOLDER_TYPE);

/** The root is the chart itself; top-level sections have parentId 0. */
export const ROOT_ID = 0;

/** Root 0, sections 1 (H1) … groups H5 at 5, leaves at most 6. */
export const MAX_DEPTH = 6;

export interface CoaNode {
  id: CoaNodeId;
  parentId: CoaNodeId | null;
  /** H-level of the folder: 0 root, 1 section, 2 … 5 groups; equals depth. */
  hLevel: number;
  depth: number;
  /** Position among its siblings, from 1. */
  order: number;
  key: string;
  description: string;
  folderType: FolderType;
  /** false: not added into its parent (nor the totals). */
  rollUp: boolean;
  nevVisible: boolean;
  niiVisible: boolean;
  /** Flags as tags: NEV and NII visibility, NoRollUp. */
  tags: string[];
  children: CoaNode[];
}

/** A chart's root: the chart itself, named `name`, a group whose sections show in NEV and NII. */
export const chartRoot = (name: string): CoaNode => ({
  id: ROOT_ID,
  parentId: null,
  hLevel: 0,
  depth: 0,
  order: 1,
  key: "COA",
  description: name,
  folderType: FOLDER_TYPE.group,
  rollUp: true,
  nevVisible: true,
  niiVisible: true,
  tags: ["NEV", "NII"],
  children: [],
});

export function flagTags(node: Pick<CoaNode, "nevVisible" | "niiVisible" | "rollUp">): string[] {
  return [
    ...(node.nevVisible ? ["NEV"] : []),
    ...(node.niiVisible ? ["NII"] : []),
    ...(node.rollUp ? [] : ["NoRollUp"]),
  ];
}

/** Every node, parents before children. */
export function walkCoa(root: CoaNode): CoaNode[] {
  const out: CoaNode[] = [];
  const visit = (node: CoaNode) => {
    out.push(node);
    node.children.forEach(visit);
  };
  visit(root);
  return out;
}

export const isLeaf = (node: CoaNode) => node.children.length === 0 && node.folderType !== FOLDER_TYPE.group;
