import type { ReportModel } from "./report-model.ts";

/**
 * Computed report data in memory, keyed by everything it depends on: report definition (and its
 * last update), report id, year, the stored results' revisions and version, the chart's revision,
 * the policy limits and the trend parameters. A new run or a changed chart makes new keys; old
 * entries age out (least recently used first).
 */
export class ReportCache {
  private readonly entries = new Map<string, ReportModel>();
  private readonly limit: number;
  hits = 0;
  misses = 0;

  constructor(limit = 500) {
    this.limit = limit;
  }

  get(key: string): ReportModel | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.hits++;
    } else this.misses++;
    return hit;
  }

  set(key: string, model: ReportModel): void {
    this.entries.delete(key);
    this.entries.set(key, model);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
