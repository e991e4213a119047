/**
 * What every benchmark shares (engine, api, gateway and web `bench/` scripts): its smoke mode, the
 * line it prints per figure, and docs/benchmarks.md, where a full run leaves its figures so that
 * their history is in git. Plain Node only: the engine's bench imports it too.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { shareCompileCache } from "@alm/service";

const root = fileURLToPath(new URL("../", import.meta.url));
export const BENCHMARKS_FILE = join(root, "docs/benchmarks.md");

/**
 * BENCH_SMOKE=1: small sizes, a second or two of measuring, nothing written. `npm test` runs every
 * bench so (scripts/bench-smoke.test.ts), so that a change that breaks one fails there.
 */
export const SMOKE = process.env.BENCH_SMOKE === "1";

/** The full run's size, or the smoke run's. */
export const sized = <T>(full: T, smoke: T): T => (SMOKE ? smoke : full);

/**
 * The services a bench starts log at this level: a request line per call would bury the figures
 * (and cost the measured services CPU), while an error means the figures are not to be trusted.
 */
export const BENCH_LOG_LEVEL = "error";

/** What a figure is held to: a bound on the value itself, or on its ratio to the anchor. */
export interface Target {
  atMost?: number;
  atLeast?: number;
  ofRatio?: boolean;
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Decimals shown (default: 0 from 100 up, else 2). */
  digits?: number;
  target?: Target;
  /** The same kind of figure measured in the same run, which the value is read against. */
  anchor?: { name: string; value: number };
}

const show = (n: number, digits?: number) =>
  n.toFixed(digits ?? (Math.abs(n) >= 100 || Number.isInteger(n) ? 0 : 2));
const ratioOf = (f: Figure) => (f.anchor ? f.value / f.anchor.value : undefined);

function targetText(f: Figure): string {
  const t = f.target;
  if (!t) return "";
  const limit = t.atMost ?? t.atLeast ?? NaN;
  // A third shows as 0.333, not to the last digit; whole numbers (1024) as they are.
  const shown = Number.isInteger(limit) ? limit : Number(limit.toPrecision(3));
  const bound = `${t.atMost !== undefined ? "≤" : "≥"} ${shown}`;
  const measured = t.ofRatio ? (ratioOf(f) ?? NaN) : f.value;
  const met = t.atMost !== undefined ? measured <= limit : measured >= limit;
  return `${t.ofRatio ? `ratio ${bound}` : `${bound} ${f.unit}`}: ${met ? "met" : "MISSED"}`;
}

const anchorText = (f: Figure) =>
  f.anchor ? `${f.anchor.name} ${show(f.anchor.value, f.digits)} ${f.unit}` : "";
const ratioText = (f: Figure) => {
  const r = ratioOf(f);
  return r === undefined ? "" : r.toFixed(2);
};

/** A printed figure: `- name: value unit (target …; anchor …, ratio …)`; figureLines reads it back. */
function figureLine(f: Figure): string {
  const parts = [targetText(f), f.anchor ? `anchor ${anchorText(f)}, ratio ${ratioText(f)}` : ""];
  const extra = parts.filter(Boolean).join("; ");
  return `- ${f.name}: ${show(f.value, f.digits)} ${f.unit}${extra ? ` (${extra})` : ""}`;
}

/** The figures a bench printed (its output's figure lines): name and value. */
export function figureLines(output: string): { name: string; value: number }[] {
  return [...output.matchAll(/^- (.+?): (\S+) \S+(?: \(.*\))?$/gm)].map((m) => ({
    name: m[1] ?? "",
    value: Number(m[2]),
  }));
}

/** One table row of docs/benchmarks.md: a figure of one bench's run. */
interface Row {
  bench: string;
  figure: string;
  value: string;
  target: string;
  anchor: string;
  ratio: string;
  commit: string;
  measured: string;
  load: string;
}
const COLUMNS: (keyof Row)[] = [
  "bench",
  "figure",
  "value",
  "target",
  "anchor",
  "ratio",
  "commit",
  "measured",
  "load",
];
const HEADINGS = [
  "bench",
  "figure",
  "value",
  "target",
  "anchor",
  "ratio",
  "commit",
  "measured (UTC)",
  "load average",
];
const LATEST = "## Latest figures";
const HISTORY = "## History";

const cell = (text: string) => text.replaceAll("|", "/").replaceAll("\n", " ");
const tableLine = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;

/** The rows of the table under `heading` (the file's own tables: nothing else is read). */
function rowsUnder(text: string, heading: string): Row[] {
  const section = text.split(heading)[1]?.split("\n## ")[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| bench |") && !line.startsWith("|---"))
    .map((line) => {
      const [
        bench = "",
        figure = "",
        value = "",
        target = "",
        anchor = "",
        ratio = "",
        commit = "",
        measured = "",
        load = "",
      ] = line.slice(2, -2).split(" | ");
      return { bench, figure, value, target, anchor, ratio, commit, measured, load };
    });
}

function table(rows: Row[]): string {
  return [
    tableLine(HEADINGS),
    `|${HEADINGS.map(() => "---").join("|")}|`,
    ...rows.map((r) => tableLine(COLUMNS.map((c) => r[c]))),
  ].join("\n");
}

const INTRO = `# Benchmarks

Written by \`npm run bench\` (\`scripts/bench-report.ts\`); do not edit by hand. When a benchmark
ends, its figures replace its earlier ones under "Latest figures" and those move to the top of
"History", so each bench's latest run is read at a glance and every earlier one stays in git.
Commit the file with the change it measures. Each ratio is the figure over its anchor, measured in
the same run on the same machine; the figures themselves are wall time on a machine shared with
other work, which its load average (1 minute, at the bench's start, over its cores) tells. A commit
marked \`+changes\` had uncommitted changes. \`BENCH_SMOKE=1\` runs write nothing.`;

/** The commit measured, marked when the work tree differs from it (this file aside). */
function commit(): string {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  try {
    const changed = git("status", "--porcelain", "--untracked-files=no")
      .split("\n")
      .some((line) => line && !line.endsWith("docs/benchmarks.md"));
    return `${git("rev-parse", "--short", "HEAD")}${changed ? "+changes" : ""}`;
  } catch {
    return "unknown";
  }
}

/**
 * One bench's figures: `figure` prints each as it is measured; `save` (after the last) puts them
 * into docs/benchmarks.md, except in smoke runs. A bench that fails before `save` writes nothing.
 */
export function benchReport(script: string) {
  // The services a bench starts run as deployed: on the modules earlier starts compiled (start.ts, the images).
  shareCompileCache();
  const bench = relative(root, fileURLToPath(script));
  const load = `${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
  const figures: Figure[] = [];
  return {
    figure(f: Figure): void {
      figures.push(f);
      console.log(figureLine(f));
    },
    save(): void {
      if (SMOKE) return;
      const measured = new Date().toISOString().slice(0, 16).replace("T", " ");
      const measuredAt = commit();
      const run: Row[] = figures.map((f) => ({
        bench,
        figure: f.name,
        value: `${show(f.value, f.digits)} ${f.unit}`,
        target: targetText(f),
        anchor: anchorText(f),
        ratio: ratioText(f),
        commit: measuredAt,
        measured,
        load,
      }));
      const text = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, "utf8") : "";
      const latest = rowsUnder(text, LATEST);
      const others = latest.filter((r) => r.bench !== bench);
      // The benches keep the order they first appeared in: this one's rows go where its old ones were.
      const at = latest.findIndex((r) => r.bench === bench);
      const nextLatest = at < 0 ? [...others, ...run] : [...others.slice(0, at), ...run, ...others.slice(at)];
      const replaced = latest.filter((r) => r.bench === bench);
      const history = [...replaced, ...rowsUnder(text, HISTORY)];
      const doc = `${INTRO}\n\n${LATEST}\n\n${table(nextLatest)}\n\n${HISTORY}\n\n${table(history)}\n`;
      // Written aside and renamed: an interrupted write never leaves half a history.
      const partial = `${BENCHMARKS_FILE}.${process.pid}`;
      writeFileSync(partial, doc);
      renameSync(partial, BENCHMARKS_FILE);
      console.log(`figures written to ${relative(root, BENCHMARKS_FILE)}`);
    },
  };
}

export type BenchReport = ReturnType<typeof benchReport>;
