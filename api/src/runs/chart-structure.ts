import { FOLDER_TYPE } from "@alm/engine";
import { createHash } from "node:crypto";
import type { FolderNode } from "@alm/engine";
import { toFolderNodes } from "../chart-tree/coa-folder-nodes.ts";
import type { CoaNode } from "../chart-tree/coa-node.ts";
import type { Queryable } from "@alm/database";
import type { BoundedCache } from "../caching/bounded-cache.ts";

/** A chart of accounts as runs and reports use it. */
export interface RunChart {
  id: number;
  name: string;
  clientId: number;
  /** The engine's flat folder tree (sections at the top, parentId 0). */
  folders: FolderNode[];
  /**
   * Identifies what results depend on: ids, parents, keys, folder types and roll-up. Visibility,
   * descriptions and order are read from the chart at report time, so changing them needs no run.
   */
  treeHash: string;
  /** Keys positions may attach to (normalized: trimmed, lower case). */
  leafKeys: Set<string>;
  /** Changes with every save of the chart (visibility, descriptions): part of report cache keys. */
  revision: string;
}

export const normalizeKey = (key: string) => key.trim().toLowerCase();

function structureHash(folders: readonly FolderNode[]): string {
  const shape = folders.map((f) => [
    String(f.id),
    String(f.parentId),
    normalizeKey(f.key),
    f.folderType,
    f.rollUp,
  ]);
  return createHash("sha1").update(JSON.stringify(shape)).digest("hex");
}

/** Leaves as the engine sees them: every node that is not a group with children. */
function leafKeysOf(folders: readonly FolderNode[]): Set<string> {
  const parents = new Set(folders.map((f) => String(f.parentId)));
  return new Set(
    folders
      .filter((f) => !(f.folderType === FOLDER_TYPE.group && parents.has(String(f.id))))
      .map((f) => normalizeKey(f.key))
      .filter((k) => k !== ""),
  );
}

export function toRunChart(
  row: { id: number; name: string; client_id: number; tree: CoaNode },
  revision = "",
): RunChart {
  const folders = toFolderNodes(row.tree);
  return {
    id: row.id,
    name: row.name,
    clientId: row.client_id,
    folders,
    treeHash: structureHash(folders),
    leafKeys: leafKeysOf(folders),
    revision,
  };
}

/** A chart by id, parsed once per revision (id and updated date) while `cache` keeps it. */
export async function loadRunChart(
  db: Queryable,
  cache: BoundedCache<RunChart>,
  id: number,
): Promise<RunChart | undefined> {
  const [head] = await db.query<{ updated: string }>(
    "select updated_date::text as updated from charts_of_accounts where id = $1",
    [id],
  );
  if (!head) return undefined;
  const cacheKey = `${id}|${head.updated}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const [row] = await db.query<{ id: number; name: string; client_id: number; tree: CoaNode }>(
    "select id, name, client_id, tree from charts_of_accounts where id = $1",
    [id],
  );
  if (!row) return undefined;
  const chart = toRunChart(row, cacheKey);
  cache.set(cacheKey, chart);
  return chart;
}
