import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Queryable } from "./database.ts";

/**
 * Idempotency keys (the IETF draft "The Idempotency-Key HTTP Header Field"): a client that may
 * send a write twice (it lost the connection, a proxy resent it) names the attempt with a key;
 * the first request with a key runs and its answer is kept, a repeat from the same caller gets
 * that answer again instead of a second write. The api and the gateway both keep them, each in
 * its own database table with the columns of `IDEMPOTENCY_TABLE_COLUMNS`.
 */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** On an answer given again from the kept one (not in the draft; for people reading logs and traces). */
export const IDEMPOTENT_REPLAY_HEADER = "idempotent-replayed";

export interface IdempotencySettings {
  /** `schema.table` or `table`, created by the service's migration. */
  table: string;
  /** How long a kept answer is given again (the draft suggests a day). */
  keepSeconds?: number;
  /**
   * A request under way holds its key this long and renews it every third of it: an instance
   * killed mid-request lets a repeat take the key over this soon after.
   */
  leaseMs?: number;
  /** How long a repeat waits for the first request to finish before it is refused (409). */
  waitMs?: number;
  /**
   * Seals kept answers at rest (AES-GCM with the service's key): an answer may hold a secret made
   * for the caller (a personal access token's, a service account's), which a copy of the database
   * alone must not give away.
   */
  box?: AnswerBox;
}

/** The service's own encryption at rest, text in and out. */
export interface AnswerBox {
  seal(plain: string): string | Promise<string>;
  open(sealed: string): string | Promise<string>;
}

/** What the middleware needs to know about a request: who asks, as one string; none: no key kept. */
export type CallerOf = (req: IncomingMessage, res: ServerResponse) => string | undefined;

type Claim =
  | { kind: "run"; owner: string }
  | { kind: "replay"; status: number; contentType: string | null; body: Buffer }
  | { kind: "mismatch" }
  | { kind: "busy" }
  | { kind: "unreadable" };

interface Row {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: Buffer | Uint8Array | null;
  live: boolean;
}

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** The key and answers of one table: claim a key, keep its lease, keep the answer or let it go. */
export class IdempotencyKeys {
  private readonly table: string;
  private readonly keepSeconds: number;
  readonly leaseMs: number;
  readonly waitMs: number;
  private sweptAt = 0;
  private readonly db: Queryable;
  private readonly box: AnswerBox | undefined;

  constructor(db: Queryable, settings: IdempotencySettings) {
    this.db = db;
    this.box = settings.box;
    if (!/^[a-z_]+(\.[a-z_]+)?$/.test(settings.table)) throw new Error(`bad table name ${settings.table}`);
    this.table = settings.table;
    this.keepSeconds = settings.keepSeconds ?? 24 * 3600;
    this.leaseMs = settings.leaseMs ?? 5000;
    this.waitMs = settings.waitMs ?? 15_000;
  }

  /** Runs the request, gives the kept answer again, or says why neither (polls while another runs). */
  async claim(caller: string, key: string, requestHash: string): Promise<Claim> {
    await this.sweep();
    const owner = randomUUID();
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      // A row whose keeping ended counts as absent.
      const [inserted] = await this.db.query<{ owner: string }>(
        `insert into ${this.table} as k (caller, key, request_hash, owner, lease_until, expires_at)
         values ($1, $2, $3, $4, now() + $5::int * interval '1 millisecond', now() + $6::int * interval '1 second')
         on conflict (caller, key) do update
           set request_hash = excluded.request_hash, owner = excluded.owner, lease_until = excluded.lease_until,
               expires_at = excluded.expires_at, status = null, content_type = null, body = null
           where k.expires_at <= now()
         returning owner`,
        [caller, key, requestHash, owner, this.leaseMs, this.keepSeconds],
      );
      if (inserted) return { kind: "run", owner };
      const [row] = await this.db.query<Row>(
        `select request_hash, status, content_type, body, lease_until > now() as live
         from ${this.table} where caller = $1 and key = $2`,
        [caller, key],
      );
      if (!row) continue; // let go of in between: claim it again
      if (row.request_hash !== requestHash) return { kind: "mismatch" };
      if (row.status !== null && row.body !== null) {
        const body = await this.opened(Buffer.from(row.body));
        if (!body) return { kind: "unreadable" };
        return { kind: "replay", status: row.status, contentType: row.content_type, body };
      }
      if (!row.live) {
        // Its instance stopped renewing it (killed, frozen): the first to take it over runs it.
        const [taken] = await this.db.query<{ owner: string }>(
          `update ${this.table} set owner = $3, lease_until = now() + $4::int * interval '1 millisecond'
           where caller = $1 and key = $2 and status is null and lease_until <= now() returning owner`,
          [caller, key, owner, this.leaseMs],
        );
        if (taken) return { kind: "run", owner };
        continue;
      }
      if (Date.now() >= deadline) return { kind: "busy" };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * A kept answer as it was sent; undefined when the box's key no longer opens it (the service's
   * encryption key was changed within the day it is kept): the request ran, its answer is lost.
   */
  private async opened(kept: Buffer): Promise<Buffer | undefined> {
    if (!this.box) return kept;
    try {
      return Buffer.from(await this.box.open(kept.toString("utf8")), "base64");
    } catch {
      return undefined;
    }
  }

  /** Keeps the key while the request runs; false once another instance took it over. */
  async renew(caller: string, key: string, owner: string): Promise<boolean> {
    const rows = await this.db.query(
      `update ${this.table} set lease_until = now() + $4::int * interval '1 millisecond'
       where caller = $1 and key = $2 and owner = $3 and status is null returning 1`,
      [caller, key, owner, this.leaseMs],
    );
    return rows.length > 0;
  }

  async keep(
    caller: string,
    key: string,
    owner: string,
    answer: { status: number; contentType: string | null; body: Buffer },
  ): Promise<void> {
    const { box } = this;
    const body = box ? Buffer.from(await box.seal(answer.body.toString("base64")), "utf8") : answer.body;
    await this.db.query(
      `update ${this.table} set status = $4, content_type = $5, body = $6, lease_until = null
       where caller = $1 and key = $2 and owner = $3`,
      [caller, key, owner, answer.status, answer.contentType, body],
    );
  }

  /** An answer not worth keeping (the server failed): a repeat runs the request again. */
  async release(caller: string, key: string, owner: string): Promise<void> {
    await this.db.query(`delete from ${this.table} where caller = $1 and key = $2 and owner = $3`, [
      caller,
      key,
      owner,
    ]);
  }

  /** Ended keys are deleted at most once a minute per process, on the way of a claim. */
  private async sweep(): Promise<void> {
    if (Date.now() - this.sweptAt < 60_000) return;
    this.sweptAt = Date.now();
    await this.db.query(`delete from ${this.table} where expires_at <= now()`);
  }
}

/** An uploaded file as a multipart reader (multer) leaves it on the request. */
interface UploadedPart {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
}

const isUploadedPart = (part: unknown): part is UploadedPart =>
  typeof part === "object" && part !== null && "buffer" in part && Buffer.isBuffer(part.buffer);

/**
 * What a repeat must match: the same call with the same body and files (a different one is
 * refused, 422). The files too: an upload's second file under the first's key was answered as the
 * first, and never stored (an attacker's review).
 */
export function requestHashOf(
  req: IncomingMessage & { body?: unknown; originalUrl?: string; files?: unknown },
): string {
  const hash = createHash("sha256")
    .update(`${req.method ?? ""} ${req.originalUrl ?? req.url ?? ""}\n`)
    .update(JSON.stringify(req.body ?? null));
  const files = Array.isArray(req.files) ? req.files.filter(isUploadedPart) : [];
  for (const file of files) {
    const digest = createHash("sha256").update(file.buffer).digest("base64url");
    hash.update(`\n${JSON.stringify([file.fieldname, file.originalname, digest])}`);
  }
  return hash.digest("base64url");
}

/** Not kept: the server's own failures and refusals to try later; a repeat runs again. */
const worthKeeping = (status: number) => status < 500 && status !== 429;

/** Why a request with a key is refused: the service writes it in its own error shape. */
export type IdempotencyRefusal =
  | { status: 400; why: "malformed"; message: string }
  | { status: 422; why: "reused"; message: string }
  | { status: 409; why: "busy" | "unreadable"; message: string };

type Refuse = (res: ServerResponse, refusal: IdempotencyRefusal) => void;

export interface IdempotentRequestOptions {
  /**
   * Whether an answer the status would keep is kept; a repeat of one that is not runs again. For
   * a service whose failures go out with status 200 (GraphQL): a service behind it that did not
   * answer is to be asked again, not told the first failure for a day.
   */
  keeps?: (status: number, body: Buffer, res: ServerResponse) => boolean;
}

const MISMATCH = "This Idempotency-Key was used for a different request. Use a new key.";
const BUSY = "A request with this Idempotency-Key is still under way. Try again shortly.";
const UNREADABLE =
  "The request with this Idempotency-Key already ran, but the answer kept for it can no longer be read " +
  "(the service's encryption key was changed since). Check what it did before you send it again under a new key.";

/**
 * Middleware (Express or plain node:http) for writes: a request with an Idempotency-Key from a
 * known caller runs once; its repeats get the kept answer (with `idempotent-replayed: true`),
 * a different request under the same key is refused with 422, and a repeat while the first is
 * still under way waits for it, up to `waitMs`, then is refused with 409. Runs after the body is
 * parsed (the key covers the body). `refuse` writes a refusal in the service's own error shape.
 */
export function idempotentRequests(
  keys: IdempotencyKeys,
  callerOf: CallerOf,
  refuse: Refuse,
  options: IdempotentRequestOptions = {},
) {
  return (
    req: IncomingMessage & { body?: unknown; originalUrl?: string },
    res: ServerResponse,
    next: (error?: unknown) => void,
  ): void => {
    const header = req.headers[IDEMPOTENCY_KEY_HEADER];
    const caller = header === undefined || req.method === "GET" ? undefined : callerOf(req, res);
    if (header === undefined || caller === undefined || req.method === "GET" || req.method === "HEAD") {
      next();
      return;
    }
    // The draft's key is a structured-field string ("…"); a bare token is taken as well.
    const key = (Array.isArray(header) ? header[0] : header)?.replace(/^"(.*)"$/, "$1") ?? "";
    if (!KEY_SHAPE.test(key)) {
      refuse(res, {
        status: 400,
        why: "malformed",
        message: "The Idempotency-Key header must be 1 to 255 visible characters.",
      });
      return;
    }
    keys.claim(caller, key, requestHashOf(req)).then(
      (claim) => {
        if (claim.kind === "mismatch") {
          refuse(res, { status: 422, why: "reused", message: MISMATCH });
        } else if (claim.kind === "busy") {
          res.setHeader("retry-after", "1");
          refuse(res, { status: 409, why: "busy", message: BUSY });
        } else if (claim.kind === "unreadable") {
          refuse(res, { status: 409, why: "unreadable", message: UNREADABLE });
        } else if (claim.kind === "replay") {
          res.statusCode = claim.status;
          if (claim.contentType) res.setHeader("content-type", claim.contentType);
          res.setHeader(IDEMPOTENT_REPLAY_HEADER, "true");
          res.end(claim.body);
        } else {
          runOnce(keys, caller, key, claim.owner, res, options.keeps);
          next();
        }
      },
      (error: unknown) => next(error),
    );
  };
}

/** Keeps the key's lease while the request runs; keeps (or lets go of) the answer when it ends. */
function runOnce(
  keys: IdempotencyKeys,
  caller: string,
  key: string,
  owner: string,
  res: ServerResponse,
  keeps: IdempotentRequestOptions["keeps"] = () => true,
) {
  const renewal = setInterval(() => {
    // A failed renewal is retried at the next tick; a lost lease means another instance runs it.
    keys.renew(caller, key, owner).catch(() => {});
  }, keys.leaseMs / 3);
  // Never keeps a process up, and never renews forever: a request that never ends lets go.
  renewal.unref();
  const giveUp = setTimeout(() => clearInterval(renewal), 10 * 60_000).unref();
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string")
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  // Taken when the answer is complete, whether or not the caller is still there to read it: a
  // killed proxy or client must find the answer kept when it asks again.
  res.end = ((...args: unknown[]) => {
    if (args[0] !== undefined && typeof args[0] !== "function") collect(args[0], args[1]);
    clearInterval(renewal);
    clearTimeout(giveUp);
    const status = res.statusCode;
    const contentType = res.getHeader("content-type");
    const body = Buffer.concat(chunks);
    const settled =
      worthKeeping(status) && keeps(status, body, res)
        ? keys.keep(caller, key, owner, {
            status,
            contentType: typeof contentType === "string" ? contentType : null,
            body,
          })
        : keys.release(caller, key, owner);
    // The answer goes out only once it is kept: a repeat after it was read always finds it.
    settled.then(
      () => end(...args),
      () => end(...args),
    );
    return res;
  }) as typeof res.end;
}
