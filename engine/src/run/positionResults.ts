import { GAP_BUCKET_COUNT } from "../gap/repricingGap.ts";
import type { Position } from "../positions/position.ts";
import { NII_SCENARIOS } from "../scenarios/scenarios.ts";
import type { NodeId, Side } from "../tree/folderNode.ts";
import { SHAPE_COUNT } from "../scenarios/curveShapes.ts";
import {
  effConvexityAt,
  effDurationAt,
  LEVEL_COUNT,
  priceOf,
  SHOCK_COUNT,
  type DurationLegs,
} from "../valuation/valuationLevels.ts";
import type { PositionBlocks } from "./evaluatePositions.ts";
import type { PositionResult } from "./results.ts";

/** JSON view of one position's raw results (hot for big files: plain loops, no temporaries). */
export function positionResult(
  p: Position,
  blocks: PositionBlocks,
  i: number,
  node: { id: NodeId; side: Side } | null,
  legs: readonly DurationLegs[],
): PositionResult {
  const levels = blocks.marketValue.subarray(i * LEVEL_COUNT, (i + 1) * LEVEL_COUNT);
  const shaped = blocks.shapedValue.subarray(i * SHAPE_COUNT, (i + 1) * SHAPE_COUNT);
  const marketValue = new Array<number>(SHOCK_COUNT);
  const price = new Array<number | null>(SHOCK_COUNT);
  const effDuration = new Array<number>(SHOCK_COUNT);
  const effConvexity = new Array<number>(SHOCK_COUNT);
  for (let s = 0; s < SHOCK_COUNT; s++) {
    marketValue[s] = levels[s + 1];
    price[s] = priceOf(levels[s + 1], p.balance);
    effDuration[s] = effDurationAt(levels, shaped, legs[s], s);
    effConvexity[s] = effConvexityAt(levels, shaped, legs[s], s);
  }
  const years = blocks.niiYears;
  const scenarios = years > 0 ? NII_SCENARIOS.length : 0;
  const interest = new Array<number[]>(scenarios);
  let k = i * NII_SCENARIOS.length * years;
  for (let s = 0; s < scenarios; s++) {
    const row = new Array<number>(years);
    for (let y = 0; y < years; y++) row[y] = blocks.interest[k++];
    interest[s] = row;
  }
  const gap = new Array<number>(GAP_BUCKET_COUNT);
  for (let b = 0; b < GAP_BUCKET_COUNT; b++) gap[b] = blocks.gap[i * GAP_BUCKET_COUNT + b];
  return {
    key: p.key,
    description: p.description,
    amortization: p.amortization,
    nodeId: node?.id ?? null,
    side: node?.side ?? null,
    bookValue: p.balance,
    marketValue,
    price,
    effDuration,
    effConvexity,
    interest,
    gap,
  };
}
