/** A table row as its tree names it: its id and the ids from the top of the whole tree down to it. */
export interface TreeRow {
  id: string;
  path: readonly string[];
}

/**
 * Each row's path within its table, ending at the row. A table may show a branch of the tree:
 * its top rows' parents are not in it, so the path starts at the first ancestor the table has.
 */
export function pathsInTable(rows: readonly TreeRow[]): string[][] {
  const present = new Set(rows.map((r) => r.id));
  return rows.map((row) => {
    const path = row.path.filter((id) => present.has(id));
    if (path.at(-1) !== row.id) path.push(row.id);
    return path;
  });
}

/** A row's level in its table from its path there: 0 for the table's top rows. */
export const levelOfPath = (path: readonly string[]) => Math.max(0, path.length - 1);

/** How many levels a table's tree has, counted as pathsInTable places its rows: 1 for a flat table. */
export const tableTreeLevels = (rows: readonly TreeRow[]) =>
  1 + Math.max(0, ...pathsInTable(rows).map(levelOfPath));

/** The rows of a table's first `levels` levels, in their order (level 0 is the table's top). */
export function rowsToLevels<R extends TreeRow>(rows: readonly R[], levels: number): R[] {
  const paths = pathsInTable(rows);
  return rows.filter((_, i) => levelOfPath(paths[i] ?? []) < levels);
}
