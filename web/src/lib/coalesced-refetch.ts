import { useMemo } from "react";

/**
 * Reads a query again after every change, also one that lands while a read is on its way: Apollo
 * joins a refetch to an identical request in flight, whose answer may predate the change (a
 * quarter approved, then published, left the list showing the approved-but-unpublished state).
 * Changes during a read cost one more read, not one each.
 */
export function coalescedRefetch(refetch: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      // A failed read shows the query's own error; the next change tries again.
      await refetch().catch(() => undefined);
    } while (again);
    running = null;
  };
  return () => {
    if (running) again = true;
    else running = loop();
    return running;
  };
}

/** `coalescedRefetch` for a component (Apollo's `refetch` stays the same while its query does). */
export function useCoalescedRefetch(refetch: () => Promise<unknown>): () => void {
  return useMemo(() => {
    const run = coalescedRefetch(refetch);
    return () => void run();
  }, [refetch]);
}
