import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "@alm/database";
import { GraphQLError } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openGatewayDatabase } from "../../store/gateway-database.ts";
import { createSealedBox } from "../../store/sealed-box.ts";
import type { DocumentJobRecord, JobOwner } from "./document-job.ts";
import { DocumentFiles } from "./document-files.ts";
import { DocumentJobs, type DocumentJobsOptions, type JobRunner } from "./document-jobs.ts";
import { JobEvents } from "./job-events.ts";
import { JobQueue } from "./job-queue.ts";
import type { JobRequest } from "./job-request.ts";
import { JobStore } from "./job-store.ts";

/**
 * Document jobs on the gateway's store (PostgreSQL with DATABASE_URL, embedded PGlite otherwise):
 * several instances of DocumentJobs on one database, as several gateways are, with a work of the
 * test's making. The jobs through a real api and gateway are in document-job-resolvers.test.ts,
 * and the killed and stopped gateway processes in durable-document-jobs.test.ts.
 */

const TOKEN = `secret-${randomBytes(8).toString("hex")}`;
/** Users of this run only: a shared PostgreSQL may hold other runs' jobs. */
const user = (name: string, tenant = "ALM"): JobOwner => ({
  sub: `${name}-${randomBytes(4).toString("hex")}`,
  tenant,
});

/** A work per file name that waits until the test opens (or fails) it; a second run passes at once. */
function gates() {
  const waiting = new Map<string, PromiseWithResolvers<void>>();
  const started = new Set<string>();
  const gate = (name: string) => {
    let g = waiting.get(name);
    if (!g) {
      waiting.set(name, (g = Promise.withResolvers<void>()));
      // Failed before the work awaits it: not an unhandled rejection meanwhile.
      g.promise.catch(() => undefined);
    }
    return g;
  };
  const work: JobRunner = async ({ record, attempt }, report) => {
    started.add(record.fileName);
    report({ done: 1, total: 2 });
    if (attempt === 1) await gate(record.fileName).promise;
    report({ done: 2, total: 2 });
    return {
      bytes: new TextEncoder().encode(`file ${record.fileName}`),
      fileName: record.fileName,
      contentType: "text/plain",
    };
  };
  return {
    work,
    started: (name: string) => started.has(name),
    open: (name: string) => gate(name).resolve(),
    fail: (name: string, error: unknown) => gate(name).reject(error),
  };
}

const request = (owner: JobOwner, fileName: string): JobRequest => ({
  kind: "DETAIL_WORKBOOK",
  owner,
  credential: { kind: "bearer", accessToken: TOKEN },
  clientId: 1,
  reportDefinitionId: 3,
  fileName,
  contentType: "text/plain",
  total: 2,
  params: { work: "workbook", sheets: [] },
});

describe("document jobs shared by the instances on one store", () => {
  let db: Database;
  let dir: string;
  const box = createSealedBox(randomBytes(32));
  const started: DocumentJobs[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "alm-jobs-"));
    db = await openGatewayDatabase({ GATEWAY_DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dir });
  }, 60_000);
  afterEach(async () => {
    for (const jobs of started.splice(0)) await jobs.close(1000);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One gateway's jobs; instances of one deployment (the same string) share a queue. */
  async function instance(
    deployment: string,
    work: JobRunner,
    options: Partial<DocumentJobsOptions> & { worker?: boolean; pollSeconds?: number } = {},
  ) {
    const files = new DocumentFiles(db);
    const jobs = new DocumentJobs({
      store: new JobStore(db, box),
      files,
      events: new JobEvents(db),
      queue: new JobQueue({
        db,
        deployment,
        connectionString: process.env.DATABASE_URL,
        concurrency: 2,
        runSeconds: 60,
        superviseSeconds: 1,
        pollSeconds: options.pollSeconds,
      }),
      work,
      keepMs: 60_000,
      maxPendingPerUser: 5,
      jobTimeoutMs: 10_000,
      ...options,
    });
    started.push(jobs);
    if (options.worker === false) await jobs.open();
    else await jobs.start();
    return jobs;
  }
  const deployment = () => `http://test-${randomBytes(6).toString("hex")}`;
  const runnerOf = async (id: string) =>
    (
      await db.query<{ runner: string | null }>("select runner from gateway.document_jobs where id = $1", [
        id,
      ])
    )[0]?.runner;
  async function finished(jobs: DocumentJobs, id: string, who: JobOwner): Promise<DocumentJobRecord> {
    let job: DocumentJobRecord | undefined;
    await expect
      .poll(async () => (job = await jobs.find(id, who))?.status, { timeout: 20_000, interval: 50 })
      .toMatch(/DONE|FAILED/);
    return job as DocumentJobRecord;
  }
  const text = async (jobs: DocumentJobs, id: string, who: JobOwner) => {
    const { file } = await jobs.openFile(id, who);
    if (!file) return undefined;
    const parts: Buffer[] = [];
    for await (const part of file.stream) parts.push(part as Buffer);
    return Buffer.concat(parts).toString("utf8");
  };

  it("runs a job queued on one instance on another; its progress and its file reach the first", async () => {
    const d = deployment();
    const g = gates();
    const alice = user("alice");
    const worker = await instance(d, g.work);
    const server = await instance(d, g.work, { worker: false });
    const job = await server.submit(request(alice, "a.xlsx"));
    expect(job).toMatchObject({ status: "QUEUED", done: 0, total: 2, owner: alice });
    await expect.poll(async () => (await server.find(job.id, alice))?.done, { timeout: 10_000 }).toBe(1);
    expect(await runnerOf(job.id)).toBe(worker.runner);
    // Subscribed on the instance that does not run the job: the current state first, then each change.
    const feed = await server.watch(job.id, alice);
    const seen: string[] = [];
    const reading = (async () => {
      for await (const s of feed as AsyncIterable<DocumentJobRecord>)
        seen.push(`${s.status} ${s.done}/${s.total}`);
    })();
    await expect.poll(() => seen).toEqual(["RUNNING 1/2"]);
    g.open("a.xlsx");
    await reading;
    // The step to 2/2 may be read already DONE: a subscriber sees the state, not every write.
    expect([
      ["RUNNING 1/2", "DONE 2/2"],
      ["RUNNING 1/2", "RUNNING 2/2", "DONE 2/2"],
    ]).toContainEqual(seen);
    expect(await text(server, job.id, alice)).toBe("file a.xlsx");
    expect(await text(worker, job.id, alice)).toBe("file a.xlsx");
  });

  it("starts a job asked for on an instance at once, not at its workers' next look at the queue", async () => {
    const g = gates();
    const alice = user("alice");
    // Its workers looked at the queue as they started, and would not look again for a minute.
    const jobs = await instance(deployment(), g.work, { pollSeconds: 60 });
    const job = await jobs.submit(request(alice, "now.xlsx"));
    await expect.poll(() => g.started("now.xlsx"), { timeout: 10_000, interval: 50 }).toBe(true);
    g.open("now.xlsx");
    expect((await finished(jobs, job.id, alice)).status).toBe("DONE");
  });

  it("keeps the credential sealed while the job waits, and drops it once it has finished", async () => {
    const g = gates();
    const alice = user("alice");
    const jobs = await instance(deployment(), g.work);
    const job = await jobs.submit(request(alice, "sealed.xlsx"));
    const [row] = await db.query<{ credential: string | null; params: unknown }>(
      "select credential, params::text from gateway.document_jobs where id = $1",
      [job.id],
    );
    expect(row?.credential).toBeTruthy();
    expect(row?.credential).not.toContain(TOKEN);
    expect(JSON.parse(box.open(row?.credential as string))).toEqual({ kind: "bearer", accessToken: TOKEN });
    g.open("sealed.xlsx");
    await finished(jobs, job.id, alice);
    const [after] = await db.query<{ credential: string | null }>(
      "select credential from gateway.document_jobs where id = $1",
      [job.id],
    );
    expect(after?.credential).toBeNull();
  });

  it("shows a job, its progress and its file to its owner only", async () => {
    const g = gates();
    const alice = user("alice");
    const jobs = await instance(deployment(), g.work);
    const job = await jobs.submit(request(alice, "mine.xlsx"));
    g.open("mine.xlsx");
    await finished(jobs, job.id, alice);
    for (const other of [user("bob"), { sub: alice.sub, tenant: "RFCU" }]) {
      expect(await jobs.find(job.id, other)).toBeUndefined();
      expect(await jobs.watch(job.id, other)).toBeUndefined();
      expect(await jobs.openFile(job.id, other)).toEqual({ job: undefined });
    }
    expect(await jobs.find("no-such-job", alice)).toBeUndefined();
    expect(await text(jobs, job.id, alice)).toBe("file mine.xlsx");
  });

  it("limits the jobs one user has pending across instances, and lets one job fail without the others", async () => {
    const d = deployment();
    const g = gates();
    const [alice, bob] = [user("alice"), user("bob")];
    const a = await instance(d, g.work, { maxPendingPerUser: 1 });
    const b = await instance(d, g.work, { maxPendingPerUser: 1 });
    const first = await a.submit(request(alice, "first.xlsx"));
    await expect(b.submit(request(alice, "second.xlsx"))).rejects.toThrow(/already have 1 document/);
    const bobs = await b.submit(request(bob, "bob.xlsx"));
    g.fail(
      "first.xlsx",
      new GraphQLError("Error retrieving report data for NEV Detailed Value (ID 49).", {
        extensions: { messages: [{ error: "No data set", resolution: "Run it" }] },
      }),
    );
    g.open("bob.xlsx");
    const failed = await finished(b, first.id, alice);
    expect(failed).toMatchObject({ status: "FAILED", error: "Unable to create downloadable xlsx file." });
    expect(failed.errorMessages).toEqual([
      {
        error: "Error retrieving report data for NEV Detailed Value (ID 49).",
        resolution: "Request the document again; if it fails again, tell your ALM advisor.",
      },
      { error: "No data set", resolution: "Run it" },
    ]);
    expect(await finished(a, bobs.id, bob)).toMatchObject({ status: "DONE", done: 2 });
    // Once the first has finished, alice may ask again.
    expect((await b.submit(request(alice, "again.xlsx"))).status).toBe("QUEUED");
  });

  it("stops a job that runs too long, and deletes finished jobs and their files after the keep time", async () => {
    const g = gates();
    const alice = user("alice");
    // Long enough for a poll to see each job finished on a loaded machine: an expired job is hidden
    // from readers (a keep time of 300 ms hid the timed-out job before the poll read it, in a full run).
    const keepMs = 2_000;
    const jobs = await instance(deployment(), g.work, { jobTimeoutMs: 200, keepMs });
    const job = await jobs.submit(request(alice, "slow.xlsx"));
    const timedOut = await finished(jobs, job.id, alice);
    expect(timedOut.status).toBe("FAILED");
    expect(timedOut.errorMessages[0]?.error).toBe("Making the document took too long.");
    expect(timedOut.expiresAt).toBe((timedOut.finishedAt as number) + keepMs);
    const quick = await jobs.submit(request(alice, "quick.xlsx"));
    g.open("quick.xlsx");
    await finished(jobs, quick.id, alice);
    expect(await text(jobs, quick.id, alice)).toBe("file quick.xlsx");
    // Until the sweep has deleted the row: an expired job is hidden from readers before that.
    await expect
      .poll(
        async () => {
          await jobs.sweep();
          const [row] = await db.query<{ n: number }>(
            "select count(*)::int as n from gateway.document_jobs where id = $1",
            [quick.id],
          );
          return row?.n;
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(await jobs.find(quick.id, alice)).toBeUndefined();
    const [chunks] = await db.query<{ n: number }>(
      "select count(*)::int as n from gateway.document_chunks where file_id = $1",
      [quick.id],
    );
    expect(chunks?.n).toBe(0);
  });

  it("hands a running job back when its instance stops: another instance runs it at once", async () => {
    const d = deployment();
    const g = gates();
    const alice = user("alice");
    const stopping = await instance(d, g.work);
    const job = await stopping.submit(request(alice, "handed.xlsx"));
    await expect.poll(() => g.started("handed.xlsx"), { timeout: 10_000 }).toBe(true);
    const other = await instance(d, g.work);
    const feed = await other.watch(job.id, alice);
    const t0 = Date.now();
    await stopping.close(5_000);
    const seen: string[] = [];
    for await (const s of feed as AsyncIterable<DocumentJobRecord>) seen.push(s.status);
    expect(seen.at(-1)).toBe("DONE");
    expect(await runnerOf(job.id)).toBe(other.runner);
    // At once: well before a missed heartbeat (10 s) would have given the job to another.
    expect(Date.now() - t0).toBeLessThan(8_000);
    expect(await text(other, job.id, alice)).toBe("file handed.xlsx");
  });
  it("stores nothing for a run that ends after its job was taken from it, or deleted", async () => {
    /** The instance's files, with what each write of a run came to. */
    class WatchedFiles extends DocumentFiles {
      readonly writes: Promise<boolean>[] = [];
      override write(...args: Parameters<DocumentFiles["write"]>) {
        const written = super.write(...args);
        this.writes.push(written);
        return written;
      }
    }
    const files = new WatchedFiles(db);
    const g = gates();
    const alice = user("alice");
    const jobs = await instance(deployment(), g.work, { files });
    const store = new JobStore(db, box);
    const [taken, gone] = [
      await jobs.submit(request(alice, "taken.xlsx")),
      await jobs.submit(request(alice, "gone.xlsx")),
    ];
    await expect
      .poll(() => g.started("taken.xlsx") && g.started("gone.xlsx"), { timeout: 10_000 })
      .toBe(true);
    // Another instance takes the first job over (as after a missed heartbeat) and finishes it.
    const second = await store.claim(taken.id, "other-instance:1");
    expect(second?.attempt).toBe(2);
    const secondFile = new TextEncoder().encode("the second run's file");
    expect(await files.write(taken.id, secondFile, (tx) => store.holds(tx, taken.id, 2))).toBe(true);
    expect(
      await store.finish(taken.id, 2, 60_000, {
        status: "DONE",
        fileName: "taken.xlsx",
        contentType: "text/plain",
      }),
    ).toBe(true);
    // The second job is deleted while its run still works (its time kept ran out).
    await db.query("delete from gateway.document_jobs where id = $1", [gone.id]);

    g.open("taken.xlsx");
    g.open("gone.xlsx");
    // The first runs end now: both writes are refused.
    await expect.poll(() => files.writes.length, { timeout: 10_000 }).toBe(3);
    expect(await Promise.all(files.writes.slice(1))).toEqual([false, false]);
    expect(await text(jobs, taken.id, alice)).toBe("the second run's file");
    expect(await jobs.find(gone.id, alice)).toBeUndefined();
    const [left] = await db.query<{ n: number }>(
      "select count(*)::int as n from gateway.document_chunks where file_id = $1",
      [gone.id],
    );
    expect(left?.n).toBe(0);
  });
});
