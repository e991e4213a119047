// One large run split across processes as the api's engine pool splits it
// (api/src/runs/engine-pool.ts): each child values a part of the positions,
// the parent joins the parts in order and rolls the run up from them.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { PositionBlocks } from "../src/run/evaluatePositions.ts";
import { joinBlocks } from "../src/run/joinBlocks.ts";
import { evaluateBalanceSheet, runBalanceSheet, type BalanceSheetInput } from "../src/runBalanceSheet.ts";

interface PartAnswer {
  blocks: PositionBlocks;
  maxRssMb: number;
}

/**
 * The child's side: with its book in hand (made before it was told to start, as the single process
 * run makes it before its clock starts), it says so, values its part when told and answers.
 */
export function valuePart(input: BalanceSheetInput, part: number, parts: number): void {
  process.once("message", () => {
    const n = input.positions.length;
    const from = Math.floor((part * n) / parts);
    const blocks = evaluateBalanceSheet(input, from, Math.floor(((part + 1) * n) / parts));
    const answer: PartAnswer = { blocks, maxRssMb: process.resourceUsage().maxRSS / 1024 };
    process.send?.(answer, () => process.disconnect());
  });
  process.send?.("ready");
}

interface Part {
  ready: Promise<void>;
  answer: Promise<PartAnswer>;
  go(): void;
}

function startPart(script: string, args: string[]): Part {
  // Structured clone over the channel, as the pool's: typed arrays cross as bytes.
  const child = fork(script, args, { serialization: "advanced" });
  let ready!: () => void;
  let answered: PartAnswer | undefined;
  const answer = new Promise<PartAnswer>((resolve, reject) => {
    child.on("message", (m) => {
      if (m === "ready") ready();
      else answered = m as PartAnswer;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      answered ? resolve(answered) : reject(new Error(`part ${args.join(" ")} exited with ${code}`)),
    );
  });
  return { ready: new Promise((resolve) => (ready = resolve)), answer, go: () => child.send("go") };
}

/**
 * Runs `input` in `parts` child processes of `script`, started with `childArgs(part)` (they make
 * the same book): wall time from telling the children, ready, to start to the rolled-up result,
 * and the largest peak RSS of any of the processes.
 */
export async function splitRun(
  script: string,
  childArgs: (part: number) => string[],
  input: BalanceSheetInput,
  parts: number,
): Promise<{ seconds: number; maxRssMb: number }> {
  const children = Array.from({ length: parts }, (_, k) => startPart(fileURLToPath(script), childArgs(k)));
  await Promise.all(children.map((c) => c.ready));
  const start = process.hrtime.bigint();
  for (const c of children) c.go();
  const answers = await Promise.all(children.map((c) => c.answer));
  const r = runBalanceSheet(input, joinBlocks(answers.map((a) => a.blocks)));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (r.positions.length !== input.positions.length) throw new Error("incomplete result");
  const maxRssMb = Math.max(process.resourceUsage().maxRSS / 1024, ...answers.map((a) => a.maxRssMb));
  return { seconds, maxRssMb };
}
