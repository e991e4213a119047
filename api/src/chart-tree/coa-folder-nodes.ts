import type { FolderNode } from "@alm/engine";
import { type CoaNode, ROOT_ID, walkCoa } from "./coa-node.ts";

/**
 * The engine's flat folder tree of a stored chart: the root (the chart itself) is left out,
 * so sections are top-level nodes with parentId 0, as the engine and the spec's folder tree
 * expect; depth counts from the sections (0).
 */
export function toFolderNodes(root: CoaNode): FolderNode[] {
  return walkCoa(root)
    .filter((n) => n.id !== ROOT_ID)
    .map((n) => ({
      id: n.id,
      parentId: n.parentId ?? ROOT_ID,
      key: n.key,
      description: n.description,
      folderType: n.folderType,
      depth: n.depth - 1,
      rollUp: n.rollUp,
      nevVisible: n.nevVisible,
      niiVisible: n.niiVisible,
      order: n.order,
    }));
}
