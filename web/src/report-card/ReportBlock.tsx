import Box from "@mui/material/Box";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ReportCardView_ReportFragment } from "../generated/graphql.ts";
import { BlockErrorBoundary } from "./BlockErrorBoundary.tsx";
import { usePrintLayout } from "./print-layout.ts";
import { ChartBlockView } from "./chart/ChartBlockView.tsx";
import { TableBlockView } from "./table/TableBlockView.tsx";
import { TextBlockView } from "./text/TextBlockView.tsx";
import { useRowWidth } from "./use-row-width.ts";

export type ReportBlockData = ReportCardView_ReportFragment["blocks"][number];

interface Props {
  block: ReportBlockData;
  print: boolean;
  canRefresh: boolean;
  onRefresh(): void;
  onRenderComplete(): void;
  onError(message: string): void;
}

/** On paper, a block is kept on one page or, when no page could hold it, let flow over several. */
type PrintFit = "measuring" | "keep" | "flow";

/**
 * Measured once the block has rendered at the paper's width: a block that does not fit under the
 * report's heading on one page flows from where it starts (its title kept with its first rows);
 * the others stay whole. The block reports complete only once it is styled for paper.
 */
function usePrintFit(print: boolean, onRenderComplete: () => void) {
  const { pageHeight } = usePrintLayout();
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<PrintFit>("measuring");
  const done = useRef(onRenderComplete);
  useEffect(() => {
    done.current = onRenderComplete;
  });
  // Stable: the block's content, handed this, is not rendered again when the fit is decided.
  const rendered = useCallback(() => {
    const el = ref.current;
    if (!print || !el) return done.current();
    const heading = el.closest("article")?.querySelector(":scope > header");
    const room = pageHeight - (heading?.getBoundingClientRect().height ?? 0);
    setFit(el.getBoundingClientRect().height > room ? "flow" : "keep");
  }, [print, pageHeight]);
  useEffect(() => {
    if (fit !== "measuring") done.current();
  }, [fit]);
  return { ref, fit, rendered };
}

/** Side-by-side blocks wrap below this width on screen (spec section 9). */
const MIN_BLOCK_PX = 400;

/**
 * A block at its template width (percent of the page), never narrower than 400 px on screen, nor
 * than its table needs to show every column whole: the summary beside a wide table wraps above
 * it. On a screen narrower than that the block takes the row and its table scrolls inside it.
 */
export const ReportBlock = memo(function ReportBlock({
  block,
  print,
  canRefresh,
  onRefresh,
  onRenderComplete,
  onError,
}: Props) {
  const width = Math.min(100, Math.max(1, block.width));
  const { ref, fit, rendered } = usePrintFit(print, onRenderComplete);
  const [tableWidth, setTableWidth] = useState(0);
  const room = useRowWidth(ref, !print && block.__typename === "TableBlock");
  // Built once per input: deciding the fit restyles the block's box, never its table or chart
  // (a printed table's every cell formatted and compared again, a chart drawn again).
  const content = useMemo(
    () => (
      <BlockErrorBoundary source={block.source} onError={onError}>
        {block.__typename === "TableBlock" ? (
          <TableBlockView
            block={block}
            print={print}
            canRefresh={canRefresh}
            onRefresh={onRefresh}
            onRenderComplete={rendered}
            onNaturalWidth={setTableWidth}
            room={room}
            widthTaken={tableWidth}
          />
        ) : block.__typename === "ChartBlock" ? (
          <ChartBlockView block={block} print={print} onRenderComplete={rendered} />
        ) : (
          <TextBlockView block={block} print={print} onRenderComplete={rendered} />
        )}
      </BlockErrorBoundary>
    ),
    [block, print, canRefresh, onRefresh, rendered, onError, room, tableWidth],
  );
  return (
    <Box
      ref={ref}
      data-block-source={block.source}
      data-print-fit={print ? fit : undefined}
      sx={{
        flex: `1 1 calc(${width}% - 16px)`,
        minWidth: `min(${print ? MIN_BLOCK_PX : Math.max(MIN_BLOCK_PX, tableWidth)}px, 100%)`,
        maxWidth: "100%",
        breakInside: print && fit !== "flow" ? "avoid" : undefined,
      }}
    >
      {content}
    </Box>
  );
});
