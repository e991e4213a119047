import { table } from "../blocks.ts";
import { shockLabel, SHOCK_IDS } from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData, Row, TableData } from "../report-model.ts";
import { marketValueTreePage } from "./price-tree.ts";

/**
 * 49 NEV Detailed Value, the spec's position tree: market value per shock for every NEV folder,
 * as dictionary columns (dataset1_-400 …) and as the spec's list of single-entry maps per node
 * (Scenarios: [{ "-400": value }, …, { "Base": value }, …]).
 */
export function positionTreePage(ctx: ReportContext): Record<string, BlockData> {
  const values = marketValueTreePage(ctx).tree as TableData;
  const addScenarios = (rows: Row[]): Row[] =>
    rows.map((r) => ({
      ...r,
      Scenarios: SHOCK_IDS.map((id) => ({
        [shockLabel(id)]: (r[`dataset1_${id}`] as number | null | undefined) ?? null,
      })),
      children: addScenarios(r.children ?? []),
    }));
  const { kind: _kind, dictionaryKey: _key, metadata, rows, ...root } = values;
  return { tree: table(ctx, "tree", addScenarios(rows), metadata, root) };
}
