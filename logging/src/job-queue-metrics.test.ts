import { describe, expect, it } from "vitest";
import { jobQueueMetrics } from "./job-queue-metrics.ts";
import { metrics } from "./metrics.ts";

const queue = jobQueueMetrics({
  queue: "test_queue",
  duration: "test_job_duration_seconds",
  help: { jobs: "Jobs by status", oldestAge: "Oldest queued job's wait", duration: "Jobs finished" },
  statuses: { queued: "WAITING", running: "BUSY" },
});

const sample = (text: string, series: string) =>
  Number(
    text
      .split("\n")
      .find((line) => line.startsWith(`${series} `))
      ?.split(" ")[1],
  );

describe("a job queue's metrics", () => {
  it("read the queue's table when scraped, every status in it, and stop when untracked", async () => {
    const stop = queue.track(async () => [{ status: "WAITING", jobs: "3", oldest_seconds: "12.5" }]);
    let text = await metrics.metrics();
    expect(sample(text, 'test_queue_jobs{status="WAITING"}')).toBe(3);
    expect(sample(text, 'test_queue_jobs{status="BUSY"}')).toBe(0);
    expect(sample(text, "test_queue_oldest_age_seconds")).toBe(12.5);
    stop();
    text = await metrics.metrics();
    expect(text).not.toContain('test_queue_jobs{status="WAITING"} 3');
  });

  it("count the jobs finished by kind and outcome, in seconds", async () => {
    queue.finished("PDF", "DONE", 1500);
    const text = await metrics.metrics();
    expect(sample(text, 'test_job_duration_seconds_count{kind="PDF",outcome="DONE"}')).toBe(1);
    expect(sample(text, 'test_job_duration_seconds_sum{kind="PDF",outcome="DONE"}')).toBe(1.5);
  });
});
