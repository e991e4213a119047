import { useCallback, useMemo, useState } from "react";

/**
 * Each block says once that it has rendered; the report is complete when every visible block
 * has (spec shell-and-reports section 4). A new report (another key) starts over.
 */
export function useRenderTracker(reportKey: string, blockCount: number) {
  const [done, setDone] = useState<{ key: string; blocks: ReadonlySet<number> }>({
    key: reportKey,
    blocks: new Set(),
  });
  const current = done.key === reportKey ? done.blocks : new Set<number>();
  const markDone = useCallback(
    (index: number) =>
      setDone((prev) => {
        const blocks = prev.key === reportKey ? prev.blocks : new Set<number>();
        if (blocks.has(index)) return prev;
        return { key: reportKey, blocks: new Set([...blocks, index]) };
      }),
    [reportKey],
  );
  const complete = blockCount > 0 && current.size >= blockCount;
  return useMemo(() => ({ markDone, complete, rendered: current.size }), [markDone, complete, current.size]);
}
