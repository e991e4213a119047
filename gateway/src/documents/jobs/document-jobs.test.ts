import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GraphQLError } from "graphql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DocumentJobRecord, JobRequest, JobWork } from "./document-job.ts";
import { DocumentJobs, type DocumentJobsOptions } from "./document-jobs.ts";
import { JobFiles } from "./job-files.ts";

const alice = { sub: "alice", tenant: "ALM" };
const bob = { sub: "bob", tenant: "RFCU" };

/** A job's work that waits until the test lets it finish (or fail). */
function gate() {
  const { promise, resolve, reject } = Promise.withResolvers<void>();
  let started = false;
  const work: JobWork = async (report) => {
    started = true;
    report({ done: 1, total: 2 });
    await promise;
    report({ done: 2, total: 2 });
    return { bytes: new TextEncoder().encode("file"), fileName: "out.xlsx", contentType: "text/plain" };
  };
  return { work, open: () => resolve(), fail: (e: unknown) => reject(e), started: () => started };
}

const request = (work: JobWork, owner = alice): JobRequest => ({
  kind: "DETAIL_WORKBOOK",
  owner,
  clientId: 1,
  reportDefinitionId: 3,
  fileName: "pending.xlsx",
  contentType: "text/plain",
  total: 2,
  work,
});

const settle = () => new Promise((r) => setTimeout(r, 10));

async function untilFinished(jobs: DocumentJobs, id: string, owner = alice): Promise<DocumentJobRecord> {
  for (let i = 0; i < 200; i++) {
    const job = jobs.find(id, owner);
    if (job && (job.status === "DONE" || job.status === "FAILED")) return job;
    await settle();
  }
  throw new Error("job did not finish");
}

describe("document jobs", () => {
  let root: string;
  let jobs: DocumentJobs;
  const start = (options: Partial<DocumentJobsOptions> = {}) => {
    jobs = new DocumentJobs({
      files: new JobFiles(root),
      concurrency: 2,
      keepMs: 60_000,
      maxPendingPerUser: 5,
      jobTimeoutMs: 5_000,
      ...options,
    });
    return jobs;
  };
  const failed = () => "Unable to create downloadable xlsx file.";

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "alm-jobs-"));
  });
  afterEach(() => {
    jobs.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("runs at most `concurrency` jobs at once, first come first served", async () => {
    start({ concurrency: 2 });
    const gates = [gate(), gate(), gate(), gate()];
    const ids = gates.map(
      (g) => jobs.submit(request(g.work, { sub: `u${gates.indexOf(g)}`, tenant: "ALM" }), failed).id,
    );
    // Polled, not slept on: starting a job takes file system work, slow on a busy machine.
    await expect.poll(() => gates.map((g) => g.started())).toEqual([true, true, false, false]);
    expect(jobs.load).toEqual({ running: 2, queued: 2 });
    expect(jobs.find(ids[2] as string, { sub: "u2", tenant: "ALM" })?.status).toBe("QUEUED");
    gates[1]?.open();
    await expect.poll(() => gates.map((g) => g.started())).toEqual([true, true, true, false]);
    expect(jobs.load).toEqual({ running: 2, queued: 1 });
    for (const g of gates) g.open();
    await untilFinished(jobs, ids[3] as string, { sub: "u3", tenant: "ALM" });
    // The last job to start need not be the last to finish: every one ends, in any order.
    await expect.poll(() => jobs.load).toEqual({ running: 0, queued: 0 });
  });

  it("lets one job fail without touching the others", async () => {
    start({ concurrency: 1 });
    const [bad, good] = [gate(), gate()];
    const badJob = jobs.submit(request(bad.work), failed);
    const goodJob = jobs.submit(request(good.work, bob), failed);
    bad.fail(
      new GraphQLError("Error retrieving report data for NEV Detailed Value (ID 49).", {
        extensions: { messages: [{ error: "No data set", resolution: "Run it" }] },
      }),
    );
    good.open();
    const [b, g] = [await untilFinished(jobs, badJob.id), await untilFinished(jobs, goodJob.id, bob)];
    expect(b).toMatchObject({ status: "FAILED", error: "Unable to create downloadable xlsx file." });
    expect(b.errorMessages).toEqual([
      { error: "Error retrieving report data for NEV Detailed Value (ID 49).", resolution: "" },
      { error: "No data set", resolution: "Run it" },
    ]);
    expect(g).toMatchObject({ status: "DONE", done: 2, total: 2, fileName: "out.xlsx" });
  });

  it("sends the owner every change and ends the feed when the job finishes", async () => {
    start();
    const g = gate();
    const job = jobs.submit(request(g.work), failed);
    const feed = jobs.watch(job.id, alice);
    expect(feed).toBeDefined();
    const seen: string[] = [];
    const reading = (async () => {
      for await (const snapshot of feed as AsyncIterable<DocumentJobRecord>) {
        seen.push(`${snapshot.status} ${snapshot.done}/${snapshot.total}`);
      }
    })();
    await settle();
    g.open();
    await reading;
    expect(seen[0]).toBe("QUEUED 0/2");
    expect(seen).toContain("RUNNING 1/2");
    expect(seen.at(-1)).toBe("DONE 2/2");
    // Watching a finished job gives its final state and ends at once.
    const again: DocumentJobRecord[] = [];
    for await (const s of jobs.watch(job.id, alice) as AsyncIterable<DocumentJobRecord>) again.push(s);
    expect(again.map((s) => s.status)).toEqual(["DONE"]);
  });

  it("shows a job and its file to its owner only", async () => {
    start();
    const g = gate();
    const job = jobs.submit(request(g.work), failed);
    expect(jobs.openFile(job.id, alice).file).toBeUndefined();
    g.open();
    await untilFinished(jobs, job.id);
    for (const other of [bob, { sub: "alice", tenant: "RFCU" }]) {
      expect(jobs.find(job.id, other)).toBeUndefined();
      expect(jobs.watch(job.id, other)).toBeUndefined();
      expect(jobs.openFile(job.id, other)).toEqual({ job: undefined, file: undefined });
    }
    const { file } = jobs.openFile(job.id, alice);
    expect(file?.size).toBe(4);
    file?.stream.destroy();
  });

  it("deletes finished jobs and their files after the keep time", async () => {
    start({ keepMs: 20 });
    const g = gate();
    g.open();
    const job = jobs.submit(request(g.work), failed);
    const done = await untilFinished(jobs, job.id);
    expect(done.expiresAt).toBe((done.finishedAt as number) + 20);
    await new Promise((r) => setTimeout(r, 30));
    await jobs.removeExpired();
    expect(jobs.find(job.id, alice)).toBeUndefined();
    expect(jobs.openFile(job.id, alice).file).toBeUndefined();
  });

  it("limits how many jobs one user has pending, and stops jobs that run too long", async () => {
    start({ maxPendingPerUser: 1, jobTimeoutMs: 50 });
    const slow = gate();
    const job = jobs.submit(request(slow.work), failed);
    expect(() => jobs.submit(request(gate().work), failed)).toThrow(/already have 1 document/);
    expect(jobs.submit(request(gate().work, bob), failed).status).toBe("QUEUED");
    const timedOut = await untilFinished(jobs, job.id);
    expect(timedOut.status).toBe("FAILED");
    expect(timedOut.errorMessages[0]?.error).toBe("Making the document took too long.");
  });
});
