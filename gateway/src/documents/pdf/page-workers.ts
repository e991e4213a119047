import type { BrowserContextOptions, Page } from "playwright-core";
import type { BrowserPool } from "../browser-pool.ts";

/** One task on a pool page; `appLoaded` says the page already runs the web app. */
export type PageTask<T> = (page: Page, appLoaded: boolean) => Promise<T>;

/** Work on every task's result, on the page that finished last (its app already loaded). */
export type AfterAll<T> = (page: Page, appLoaded: boolean, results: readonly T[]) => Promise<void>;

/**
 * The tasks, shared by as many pool pages as the pool gives (a page takes the next task when it
 * is free). Answers in the order of the tasks. The first failure stops the other pages after
 * their current task and is the one thrown, as the pool reports it (a dead browser says so).
 * `afterAll` runs once every task is done, on the last page still open.
 */
export async function runOnPages<T>(
  pool: BrowserPool,
  tasks: readonly PageTask<T>[],
  options: { signal?: AbortSignal; context?: BrowserContextOptions; afterAll?: AfterAll<T> } = {},
): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  let firstFailed: number | undefined;
  const workers = Math.min(pool.size, tasks.length);
  let working = workers;

  const worker = (_: unknown, id: number) =>
    pool.withPage(async (page, prepared) => {
      // A prepared page runs the print app already (preparePrintApp).
      let appLoaded = prepared;
      while (firstFailed === undefined && next < tasks.length) {
        options.signal?.throwIfAborted();
        const index = next++;
        const task = tasks[index] as PageTask<T>;
        try {
          results[index] = await task(page, appLoaded);
          appLoaded = true;
        } catch (error) {
          firstFailed ??= id;
          throw error;
        }
      }
      working--;
      if (working === 0 && firstFailed === undefined && options.afterAll) {
        try {
          await options.afterAll(page, appLoaded, results);
        } catch (error) {
          firstFailed ??= id;
          throw error;
        }
      }
    }, options.context);

  const settled = await Promise.allSettled(Array.from({ length: workers }, worker));
  const first = firstFailed === undefined ? undefined : settled[firstFailed];
  const failed = first?.status === "rejected" ? first : settled.find((s) => s.status === "rejected");
  if (failed?.status === "rejected") throw failed.reason;
  return results;
}
