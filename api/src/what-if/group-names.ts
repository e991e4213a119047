import type { FolderNode } from "@alm/engine";
import { distance } from "fastest-levenshtein";
import { normalizeKey } from "../runs/chart-structure.ts";
import type { ChartGroups } from "./chart-groups.ts";

/** The names a change may give a folder: its key, its key without the _H3 suffix, its description. */
const namesOf = (f: FolderNode) =>
  [normalizeKey(f.key), normalizeKey(f.key).replace(/_h\d$/, ""), normalizeKey(f.description)].filter(
    Boolean,
  );

/** The folder a change names (key, key without _H3, or description; case and spaces aside). */
export function folderNamed(folders: readonly FolderNode[], name: string): FolderNode | undefined {
  const wanted = normalizeKey(name);
  // A key first: the leaf 'Share Drafts' is not its folder, described 'Share Drafts' above it.
  return (
    folders.find((f) => normalizeKey(f.key) === wanted) ?? folders.find((f) => namesOf(f).includes(wanted))
  );
}

/**
 * The folders a mistyped name most likely meant ('Fixd 30 Yr' → 'Fixed 30 Yr'): the nearest of
 * those within a few letters of one of their names, or those whose name holds it whole ('auto').
 */
export function nearestLabels(groups: ChartGroups, name: string, most = 3): string[] {
  const wanted = normalizeKey(name);
  if (!wanted) return [];
  const allowed = Math.max(2, Math.floor(wanted.length / 4));
  const apart = (n: string) => (n.includes(wanted) ? 0 : distance(n, wanted));
  const near = groups.folders
    .map((f) => ({ label: groups.group(f).label, apart: Math.min(...namesOf(f).map(apart)) }))
    .filter((c) => c.apart <= allowed)
    .sort((a, b) => a.apart - b.apart || a.label.length - b.label.length);
  // Only the nearest: 'Fixed 30 Yr' for 'Fixd 30 Yr', not 'Fixed 10 Yr' a letter further.
  const best = near[0]?.apart;
  return [...new Set(near.filter((c) => c.apart === best).map((c) => c.label))].slice(0, most);
}
