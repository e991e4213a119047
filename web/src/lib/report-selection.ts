/** Selection helpers of the report tree: a category or page is a set of entry keys. */
export interface CatalogueShape {
  categories: readonly {
    id: number;
    pages: readonly { id: number; entries: readonly { key: string }[] }[];
  }[];
}

export const allKeys = (catalogue: CatalogueShape): string[] =>
  catalogue.categories.flatMap((c) => c.pages.flatMap((p) => p.entries.map((e) => e.key)));

export type Checked = "all" | "some" | "none";

export function checkedState(keys: readonly string[], selected: ReadonlySet<string>): Checked {
  const count = keys.filter((k) => selected.has(k)).length;
  return count === 0 ? "none" : count === keys.length ? "all" : "some";
}

/** Ticks or clears a group of keys, keeping the catalogue's order so saved lists read naturally. */
export function toggleKeys(
  order: readonly string[],
  selected: readonly string[],
  keys: readonly string[],
  on: boolean,
): string[] {
  const next = new Set(selected);
  for (const k of keys) {
    if (on) next.add(k);
    else next.delete(k);
  }
  const known = order.filter((k) => next.has(k));
  // Keys the catalogue no longer lists (e.g. a year beyond niiYears) are kept at the end.
  return [...known, ...selected.filter((k) => next.has(k) && !order.includes(k))];
}

/** NII entries ("55-3") beyond the chosen number of years are dropped. */
export const withinNiiYears = (keys: readonly string[], years: number): string[] =>
  keys.filter((k) => {
    const year = /-(\d+)$/.exec(k)?.[1];
    return !year || Number(year) <= years;
  });
