import type { BalanceSheetInput } from "../runBalanceSheet.ts";
import { Accumulator, type AccumulatorSums } from "./accumulator.ts";
import type { PositionBlocks } from "./evaluatePositions.ts";
import type { PreparedRun } from "./prepareRun.ts";
import { TOTAL_ROW } from "./summaries.ts";

/**
 * Positions summed together before their sums join the run's (BalanceSheetInput.sumChunk): a run's
 * sums add its positions chunk by chunk, so the order of the additions, hence every result to the
 * last bit, is the same however the run is split at multiples of it. A run of up to this many
 * positions adds them one by one, as it always did. A chunk's sums are about 800 bytes per tree
 * node: 5,000 lets a run of 10,000 positions split in two while 100,000 send a megabyte or two.
 */
export const SUM_CHUNK = 5_000;

/** The sums of one chunk of positions, per tree node and per total row. */
export interface ChunkSums {
  nodes: AccumulatorSums;
  totals: AccumulatorSums;
}

/** Part of a run valued apart (evaluateBalanceSheet): positions `from` to `to`, in chunks. */
export interface RunPart {
  from: number;
  to: number;
  chunks: ChunkSums[];
}

/** The sums of each chunk of the positions `blocks` holds, the first of them position `from`. */
export function sumChunks(
  input: BalanceSheetInput,
  run: PreparedRun,
  blocks: PositionBlocks,
  from: number,
  chunk: number,
): ChunkSums[] {
  const { tree, nodeOf, niiYears } = run;
  const runoff = run.niiBalanceSheet === "runoff";
  const out: ChunkSums[] = [];
  for (let start = 0; start < blocks.count; start += chunk) {
    const nodes = new Accumulator(tree.nodes.length, niiYears, runoff);
    const totals = new Accumulator(3, niiYears, runoff);
    const end = Math.min(start + chunk, blocks.count);
    for (let i = start; i < end; i++) {
      const j = nodeOf[from + i];
      if (j < 0) continue;
      const p = input.positions[from + i];
      nodes.addPosition(j, p, blocks, i);
      const side = tree.side[j];
      if (tree.inTotals[j] && side !== "other") totals.addPosition(TOTAL_ROW[side], p, blocks, i);
    }
    out.push({ nodes: nodes.sums(), totals: totals.sums() });
  }
  return out;
}

/**
 * The position ranges of `parts` parts of a run of `count` positions, at multiples of the chunk and
 * about alike; when there are fewer chunks than parts, the last parts are empty (at `count`).
 */
export function partRanges(count: number, parts: number, chunk = SUM_CHUNK): { from: number; to: number }[] {
  const chunks = Math.ceil(count / chunk);
  const used = Math.min(parts, chunks);
  const at = (k: number) => Math.min(count, Math.floor((k * chunks) / used) * chunk);
  return Array.from({ length: parts }, (_, k) =>
    k < used ? { from: at(k), to: at(k + 1) } : { from: count, to: count },
  );
}

/** Refuses parts that are not the run's positions in order, or a run that wants per-position rows. */
export function checkParts(input: BalanceSheetInput, parts: readonly RunPart[]): void {
  if (!input.omitPositions)
    throw new RangeError("a run rolled up from parts has no per-position results: set omitPositions");
  let next = 0;
  for (const part of parts) {
    if (part.from !== next) throw new RangeError(`the parts leave out or repeat positions from ${next}`);
    next = part.to;
  }
  if (next !== input.positions.length)
    throw new RangeError(`the parts end at position ${next}; the run has ${input.positions.length}`);
}
