/**
 * Whether a process of that id runs: signal 0 checks without signalling (EPERM: it runs, as
 * another user's). An unknown id (undefined) counts as running, so that a caller that could not
 * learn the id never takes the process for gone.
 */
export function processRuns(pid: number | undefined): boolean {
  if (pid === undefined) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
