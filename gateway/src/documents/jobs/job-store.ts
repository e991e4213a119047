import type { Database, Queryable } from "@alm/database";
import type { ActionableMessage } from "../../errors/error-codes.ts";
import type { SealedBox } from "../../store/sealed-box.ts";
import type { DocumentJobKind, DocumentJobRecord, DocumentJobStatus, JobOwner } from "./document-job.ts";
import type { JobCredential, JobParams, JobRequest } from "./job-request.ts";

interface JobRow {
  id: string;
  kind: DocumentJobKind;
  sub: string;
  tenant: string;
  client_id: number;
  report_definition_id: number;
  status: DocumentJobStatus;
  done: number;
  total: number;
  file_name: string;
  content_type: string;
  error: string | null;
  error_messages: ActionableMessage[];
  params: JobParams;
  credential: string | null;
  attempt: number;
  runner: string | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
}

/** A job as a worker runs it: what to make, with whose credential, and which run this is. */
export interface ClaimedJob {
  record: DocumentJobRecord;
  params: JobParams;
  credential: JobCredential | undefined;
  attempt: number;
}

const ms = (at: Date | null) => (at === null ? null : new Date(at).getTime());

const recordOf = (row: JobRow): DocumentJobRecord => ({
  id: row.id,
  kind: row.kind,
  owner: { sub: row.sub, tenant: row.tenant },
  clientId: row.client_id,
  reportDefinitionId: row.report_definition_id,
  status: row.status,
  done: row.done,
  total: row.total,
  fileName: row.file_name,
  contentType: row.content_type,
  error: row.error,
  errorMessages: row.error_messages,
  createdAt: ms(row.created_at) as number,
  finishedAt: ms(row.finished_at),
  expiresAt: ms(row.expires_at),
});

const PENDING = "status in ('QUEUED', 'RUNNING')";

/**
 * The document_jobs table: every instance reads and writes jobs here. A run writes only while it
 * is the job's latest (`attempt`): a worker presumed dead, whose job runs again elsewhere, changes
 * nothing when it wakes up.
 */
export class JobStore {
  private readonly db: Database;
  private readonly box: SealedBox;

  constructor(db: Database, box: SealedBox) {
    this.db = db;
    this.box = box;
  }

  /** Inserts the job unless its owner already has `maxPending` queued or running; false then. */
  async insert(id: string, request: JobRequest, maxPending: number): Promise<DocumentJobRecord | undefined> {
    const { owner } = request;
    return this.db.transaction(async (tx) => {
      // One owner's submissions one at a time, on any instance: the count below stays true.
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [
        `document-jobs:${owner.tenant}:${owner.sub}`,
      ]);
      const [pending] = await tx.query<{ n: number }>(
        `select count(*)::int as n from gateway.document_jobs where sub = $1 and tenant = $2 and ${PENDING}`,
        [owner.sub, owner.tenant],
      );
      if ((pending?.n ?? 0) >= maxPending) return undefined;
      const [row] = await tx.query<JobRow>(
        `insert into gateway.document_jobs (id, kind, sub, tenant, client_id, report_definition_id, status,
           total, file_name, content_type, params, credential)
         values ($1, $2, $3, $4, $5, $6, 'QUEUED', $7, $8, $9, $10::jsonb, $11) returning *`,
        [
          id,
          request.kind,
          owner.sub,
          owner.tenant,
          request.clientId,
          request.reportDefinitionId,
          request.total,
          request.fileName,
          request.contentType,
          JSON.stringify(request.params),
          this.box.seal(JSON.stringify(request.credential)),
        ],
      );
      return row && recordOf(row);
    });
  }

  /** The owner's job; undefined for anyone else, as for a job that never was or has expired. */
  async find(id: string, who: JobOwner): Promise<DocumentJobRecord | undefined> {
    const [row] = await this.db.query<JobRow>(
      `select * from gateway.document_jobs where id = $1 and sub = $2 and tenant = $3
       and (expires_at is null or expires_at > now())`,
      [id, who.sub, who.tenant],
    );
    return row && recordOf(row);
  }

  /** Starts `runner`'s run of a job not finished yet: RUNNING, from its first step; undefined when finished or gone. */
  async claim(id: string, runner: string): Promise<ClaimedJob | undefined> {
    const [row] = await this.db.query<JobRow>(
      `update gateway.document_jobs set status = 'RUNNING', done = 0, attempt = attempt + 1, runner = $2
       where id = $1 and ${PENDING} returning *`,
      [id, runner],
    );
    if (!row) return undefined;
    return {
      record: recordOf(row),
      params: row.params,
      credential: row.credential ? (JSON.parse(this.box.open(row.credential)) as JobCredential) : undefined,
      attempt: row.attempt,
    };
  }

  /** Progress of the job's latest run; false when the run is no longer the job's. */
  async progress(id: string, attempt: number, done: number, total: number): Promise<boolean> {
    const rows = await this.db.query(
      `update gateway.document_jobs set done = least($3::int, $4::int), total = $4
       where id = $1 and attempt = $2 and status = 'RUNNING' returning id`,
      [id, attempt, done, total],
    );
    return rows.length > 0;
  }

  /** DONE or FAILED, kept `keepMs`; the credential is dropped: nothing reads with it any more. */
  async finish(
    id: string,
    attempt: number,
    keepMs: number,
    change:
      | { status: "DONE"; fileName: string; contentType: string }
      | { status: "FAILED"; error: string; errorMessages: ActionableMessage[] },
  ): Promise<boolean> {
    const done = change.status === "DONE";
    const rows = await this.db.query(
      `update gateway.document_jobs set status = $3, done = case when $3 = 'DONE' then total else done end,
         file_name = coalesce($4, file_name), content_type = coalesce($5, content_type), error = $6,
         error_messages = $7::jsonb, credential = null, finished_at = now(),
         expires_at = now() + make_interval(secs => $8::double precision / 1000)
       where id = $1 and attempt = $2 and status = 'RUNNING' returning id`,
      [
        id,
        attempt,
        change.status,
        done ? change.fileName : null,
        done ? change.contentType : null,
        done ? null : change.error,
        JSON.stringify(done ? [] : change.errorMessages),
        keepMs,
      ],
    );
    return rows.length > 0;
  }

  /**
   * Whether this run is still the job's, in `tx`: the row stays locked until `tx` ends, so the job
   * is neither taken over nor deleted before what `tx` writes for the run is committed.
   */
  async holds(tx: Queryable, id: string, attempt: number): Promise<boolean> {
    const rows = await tx.query(
      `select id from gateway.document_jobs where id = $1 and attempt = $2 and status = 'RUNNING' for update`,
      [id, attempt],
    );
    return rows.length > 0;
  }

  /** A run handed back (its instance is stopping): QUEUED again, for the next worker to take. */
  async requeue(id: string, attempt: number): Promise<void> {
    await this.db.query(
      `update gateway.document_jobs set status = 'QUEUED', done = 0
       where id = $1 and attempt = $2 and status = 'RUNNING'`,
      [id, attempt],
    );
  }

  /** Fails jobs the queue gave up on (their workers died once too often); returns their ids. */
  async failAbandoned(olderThanMs: number, error: string, messages: ActionableMessage[], keepMs: number) {
    const rows = await this.db.query<{ id: string }>(
      `update gateway.document_jobs set status = 'FAILED', error = $2, error_messages = $3::jsonb,
         credential = null, finished_at = now(),
         expires_at = now() + make_interval(secs => $4::double precision / 1000)
       where ${PENDING} and created_at < now() - make_interval(secs => $1::double precision / 1000)
       returning id`,
      [olderThanMs, error, JSON.stringify(messages), keepMs],
    );
    return rows.map((r) => r.id);
  }

  /** Deletes expired jobs and their files, together: a file never outlives its job. */
  async removeExpired(): Promise<void> {
    await this.db.query(
      `with gone as (delete from gateway.document_jobs where expires_at <= now() returning id)
       delete from gateway.document_chunks where file_id in (select id from gone)`,
    );
  }
}
