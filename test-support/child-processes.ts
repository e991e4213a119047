import { readdirSync, readFileSync } from "node:fs";

/** Processes whose parent is `pid` (an api's engine worker processes), read from /proc. */
export function childProcessesOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command's closing parenthesis: state, then the parent's pid.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return children;
}

/** CPU time a process has used, in clock ticks (100 a second), read from /proc; 0 once it has ended. */
export function cpuTicksOf(pid: number): number {
  try {
    // After the command's name, which may hold spaces: state is field 3, utime and stime 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
