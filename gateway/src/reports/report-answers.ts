import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type AnswerEncoding = "br" | "gzip" | "identity";

/**
 * One GraphQL answer made from a held report: the bytes Apollo wrote for one operation (document,
 * operation name, variables), and the same bytes compressed, once per encoding a caller asked for.
 */
export interface Answer {
  etag: string;
  contentType: string;
  identity: Buffer;
  encoded: Partial<Record<Exclude<AnswerEncoding, "identity">, Promise<Buffer>>>;
}

/** Few operations read one report (the report card's, the dashboard's): more only churn. */
const MAX_ANSWERS = 8;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * This process's part of every answer's ETag: another build of the gateway may shape the same
 * data into other bytes, so a validator from before a restart or from another instance never
 * confirms a copy (it costs such a caller one full answer, never a wrong one).
 */
const PROCESS = randomBytes(12).toString("base64url");

/** The operation an answer is for: its document text (a persisted document's, once resolved), name and variables. */
export function operationKey(query: string, operationName: string | undefined, variables: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([query, operationName ?? null, variables ?? null]))
    .digest("base64url");
}

/**
 * The answers served from one held report (report-service.ts). `scope` names the audience, the
 * report and the api's ETag (itself the data version and the caller's access), so an answer's
 * ETag names who may see it and which data it shows; a new data version is a new held report
 * with no answers.
 */
export class HeldAnswers {
  private readonly answers = new Map<string, Answer>();
  /** What the answers take, counted against the report cache's budget. */
  bytes = 0;

  private readonly scope: string;

  constructor(scope: string) {
    this.scope = scope;
  }

  /** The same for the same audience, data version and operation in this process, before any execution. */
  etagOf(operation: string): string {
    const named = `${PROCESS}\n${this.scope}\n${operation}`;
    return `"${createHash("sha256").update(named).digest("base64url")}"`;
  }

  get(operation: string): Answer | undefined {
    return this.answers.get(operation);
  }

  keep(operation: string, body: string, contentType: string): Answer | undefined {
    if (this.answers.has(operation) || this.answers.size >= MAX_ANSWERS) return undefined;
    const answer: Answer = {
      etag: this.etagOf(operation),
      contentType,
      identity: Buffer.from(body),
      encoded: {},
    };
    this.answers.set(operation, answer);
    this.bytes += answer.identity.length;
    return answer;
  }

  /**
   * The answer's bytes as `encoding`, compressed the first time one asks (off the event loop, in
   * zlib's threads) and kept: a 1.4 MB report costs tens of milliseconds to compress per request.
   */
  async encoded(answer: Answer, encoding: AnswerEncoding): Promise<{ bytes: Buffer; added: boolean }> {
    if (encoding === "identity") return { bytes: answer.identity, added: false };
    const kept = answer.encoded[encoding];
    if (kept) return { bytes: await kept, added: false };
    const made =
      encoding === "br"
        ? compressBrotli(answer.identity, {
            params: {
              // Once per data version, not per request: a better ratio than the live path's quality 4.
              [constants.BROTLI_PARAM_QUALITY]: 6,
              [constants.BROTLI_PARAM_SIZE_HINT]: answer.identity.length,
            },
          })
        : compressGzip(answer.identity);
    answer.encoded[encoding] = made;
    const bytes = await made;
    this.bytes += bytes.length;
    return { bytes, added: true };
  }
}

/** The encoding to send: brotli, else gzip, else none, as Accept-Encoding allows (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): AnswerEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}
