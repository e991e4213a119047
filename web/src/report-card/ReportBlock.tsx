import Box from "@mui/material/Box";
import type { ReportCardView_ReportFragment } from "../generated/graphql.ts";
import { BlockErrorBoundary } from "./BlockErrorBoundary.tsx";
import { ChartBlockView } from "./chart/ChartBlockView.tsx";
import { TableBlockView } from "./table/TableBlockView.tsx";
import { TextBlockView } from "./text/TextBlockView.tsx";

export type ReportBlockData = ReportCardView_ReportFragment["blocks"][number];

interface Props {
  block: ReportBlockData;
  print: boolean;
  canRefresh: boolean;
  onRefresh(): void;
  onRenderComplete(): void;
  onError(message: string): void;
}

/**
 * A block at its template width (percent of the page), never narrower than 400 px on screen so
 * that side-by-side blocks wrap on narrow windows (spec section 9).
 */
export function ReportBlock({ block, print, canRefresh, onRefresh, onRenderComplete, onError }: Props) {
  const width = Math.min(100, Math.max(1, block.width));
  return (
    <Box
      data-block-source={block.source}
      sx={{
        flex: `1 1 calc(${width}% - 16px)`,
        minWidth: print ? "min(400px, 100%)" : 400,
        maxWidth: "100%",
        breakInside: print ? "avoid" : undefined,
      }}
    >
      <BlockErrorBoundary source={block.source} onError={onError}>
        {block.__typename === "TableBlock" ? (
          <TableBlockView
            block={block}
            print={print}
            canRefresh={canRefresh}
            onRefresh={onRefresh}
            onRenderComplete={onRenderComplete}
          />
        ) : block.__typename === "ChartBlock" ? (
          <ChartBlockView block={block} print={print} onRenderComplete={onRenderComplete} />
        ) : (
          <TextBlockView block={block} print={print} onRenderComplete={onRenderComplete} />
        )}
      </BlockErrorBoundary>
    </Box>
  );
}
