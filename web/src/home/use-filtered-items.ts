import { useMemo, useState } from "react";
import { useNow } from "../lib/use-now.ts";

/**
 * A panel's filters and the items they let through. The panels filter in the browser (filters.ts):
 * `set(key)` changes one filter and the list answers at once.
 */
export function useFilteredItems<T, F extends object>(
  all: readonly T[],
  initial: () => F,
  apply: (list: readonly T[], filters: F, now: number) => T[],
) {
  const [filters, setFilters] = useState(initial);
  const now = useNow();
  const shown = useMemo(() => apply(all, filters, now), [all, apply, filters, now]);
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setFilters((current) => ({ ...current, [key]: value }));
  return { filters, shown, set };
}
