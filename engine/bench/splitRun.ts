// One run split across processes as the api's engine pool splits a large run
// (api/src/runs/engine-pool.ts): each child values a part of the positions,
// the parent joins the parts in order and rolls the run up from them. The
// children stay between runs, as the pool's processes do.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { partRanges, type RunPart } from "../src/run/chunkSums.ts";
import { evaluateBalanceSheet, runBalanceSheet, type BalanceSheetInput } from "../src/runBalanceSheet.ts";

interface PartAnswer {
  sums: RunPart;
  maxRssMb: number;
}

/**
 * The child's side: with its book in hand (made before the clock starts, as the one-process run
 * makes it), it says so, then values its part each time it is told to, until told to end.
 */
export function valuePart(input: BalanceSheetInput, part: number, parts: number): void {
  const { from, to } = partRanges(input.positions.length, parts)[part] ?? { from: 0, to: 0 };
  process.on("message", (m) => {
    if (m === "end") process.disconnect();
    else {
      const answer: PartAnswer = {
        sums: evaluateBalanceSheet(input, from, to),
        maxRssMb: process.resourceUsage().maxRSS / 1024,
      };
      process.send?.(answer);
    }
  });
  process.send?.("ready");
}

/** Child processes of `script`, each started with `childArgs(part)` (they make the same book). */
export class SplitRunner {
  readonly #children: ChildProcess[];
  readonly #next: ((m: unknown) => void)[] = [];

  constructor(script: string, childArgs: (part: number) => string[], parts: number) {
    this.#children = Array.from({ length: parts }, (_, k) => {
      // Structured clone over the channel, as the pool's: typed arrays cross as bytes.
      const child = fork(fileURLToPath(script), childArgs(k), { serialization: "advanced" });
      child.on("message", (m) => this.#next[k]?.(m));
      child.on("exit", (code) => {
        if (code !== 0) this.#next[k]?.(new Error(`part ${k} exited with ${code}`));
      });
      return child;
    });
  }

  #answers(): Promise<unknown[]> {
    return Promise.all(
      this.#children.map(
        (_, k) =>
          new Promise((resolve, reject) => {
            this.#next[k] = (m) => (m instanceof Error ? reject(m) : resolve(m));
          }),
      ),
    );
  }

  ready(): Promise<unknown> {
    return this.#answers();
  }

  /**
   * Runs `input` (the children's book) split: wall time from telling the children to start to the
   * rolled-up result, and the largest peak RSS of any of the processes.
   */
  async run(input: BalanceSheetInput): Promise<{ seconds: number; maxRssMb: number }> {
    const start = process.hrtime.bigint();
    const answered = this.#answers();
    for (const c of this.#children) c.send("go");
    const answers = (await answered) as PartAnswer[];
    const r = runBalanceSheet(
      input,
      answers.map((a) => a.sums),
    );
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (r.nodes[0]?.positionCount === undefined) throw new Error("incomplete result");
    const maxRssMb = Math.max(process.resourceUsage().maxRSS / 1024, ...answers.map((a) => a.maxRssMb));
    return { seconds, maxRssMb };
  }

  end(): void {
    for (const c of this.#children) c.send("end");
  }
}
