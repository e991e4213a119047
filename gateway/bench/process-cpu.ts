import { readFileSync, readdirSync } from "node:fs";

const TICK = 100;

/** A /proc file's text; undefined once the process (or thread) is gone. */
function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
function cpuOf(pid: number): number | undefined {
  const text = readProc(`/proc/${pid}/stat`);
  if (text === undefined) return undefined;
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICK;
}

/** What a process is: this one (the gateway), the api, or which of Chromium's. */
function kindOf(pid: number, self: number, api: number | undefined): string {
  if (pid === self) return "gateway (node)";
  if (pid === api) return "api";
  const cmd = readProc(`/proc/${pid}/cmdline`)?.replaceAll("\0", " ");
  if (cmd === undefined) return "gone";
  const type = /--type=(\S+)/.exec(cmd)?.[1];
  const utility = /utility-sub-type=(\S+)/.exec(cmd)?.[1];
  if (/chrom/.test(cmd)) return type ? `chromium ${type}${utility ? ` ${utility}` : ""}` : "chromium browser";
  return cmd.slice(0, 40);
}

/** Samples between two walks of the process tree: a walk reads every thread's children, Chromium's many threads included. */
const SAMPLES_PER_WALK = 5;

/**
 * CPU used by this process and its descendants (the api, Chromium's processes) between start()
 * and stop(), by kind of process; sampled every 100 ms, so a renderer that lives a few seconds is
 * counted to its last sample. The tree is walked every half second (and at start and stop): walking
 * it at every sample took about 0.35 s of this process per package in a profile, counted as the
 * gateway's. A process first seen after start() was born after it, so all its CPU counts.
 */
export class ProcessCpu {
  seen = new Map<number, { kind: string; cpu: number; first: number }>();
  timer: NodeJS.Timeout | undefined;
  api: number | undefined;
  private started = false;
  private samples = 0;
  constructor(api: number | undefined) {
    this.api = api;
  }
  /** This process's tree, walked through /proc/<pid>/task/<tid>/children (a scan of all of /proc costs a core). */
  private walk(): number[] {
    const pids: number[] = [];
    const walk = (pid: number) => {
      pids.push(pid);
      let tasks: string[];
      try {
        tasks = readdirSync(`/proc/${pid}/task`);
      } catch {
        return;
      }
      for (const tid of tasks) {
        const children = readProc(`/proc/${pid}/task/${tid}/children`) ?? "";
        for (const child of children.split(" ").filter(Boolean)) walk(Number(child));
      }
    };
    walk(process.pid);
    if (this.api !== undefined && !pids.includes(this.api)) walk(this.api);
    return pids;
  }
  sample(walk = this.samples++ % SAMPLES_PER_WALK === 0) {
    const pids = walk ? this.walk() : [...this.seen.keys()];
    for (const pid of pids) {
      const now = cpuOf(pid);
      if (now === undefined) continue;
      const known = this.seen.get(pid);
      if (known) {
        known.cpu = now;
        if (known.kind.includes("zygote")) known.kind = kindOf(pid, process.pid, this.api);
      } else {
        const first = this.started ? 0 : now;
        this.seen.set(pid, { kind: kindOf(pid, process.pid, this.api), cpu: now, first });
      }
    }
  }
  start() {
    this.started = false;
    this.sample(true);
    for (const v of this.seen.values()) v.first = v.cpu;
    this.started = true;
    this.timer = setInterval(() => this.sample(), 100);
  }
  stop(): Map<string, number> {
    clearInterval(this.timer);
    this.sample(true);
    const byKind = new Map<string, number>();
    for (const v of this.seen.values()) byKind.set(v.kind, (byKind.get(v.kind) ?? 0) + v.cpu - v.first);
    this.seen.clear();
    this.started = false;
    return byKind;
  }
}
