import { IDEMPOTENCY_KEY_HEADER } from "@alm/database";
import { withRequestId } from "@alm/logging";
import {
  codeForStatus,
  gatewayError,
  UPSTREAM_NO_ANSWER_REASONS,
  type ActionableMessage,
} from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { log } from "../logging/logger.ts";
import { breakerFor, type BreakerSettings } from "./upstream-breakers.ts";
import type { UpstreamDeadline } from "./upstream-deadline.ts";
import { inKeyedRequest, upstreamIdempotencyKey } from "./upstream-idempotency.ts";
import { exchange, UpstreamNoAnswer, type UpstreamCall } from "./upstream-exchange.ts";
import { timeUpstreamCall } from "./upstream-metrics.ts";

/**
 * The api's 404 names the id it was asked for ("No report definition with id '8' that you may
 * see."): its own number, which the caller never sent (they sent a global id) and should not
 * learn. Said of "this id" instead, as the gateway's own NOT_FOUND for a node says it.
 */
const withoutUpstreamId = (text: string) => text.replace(/ with id '[^']*'/g, " with this id");

export const API_VERSION = "1.0";

export interface RestClientOptions {
  /** Human name of the upstream for error texts, e.g. "core API". */
  name: string;
  baseUrl: string;
  token: string | undefined;
  /** The request's deadline, shared by all its upstream calls (see upstreamCallsOf). */
  deadline: UpstreamDeadline;
  /** What the deadline may grow to for a call that has the api compute (`computing`). */
  computeTimeoutMs?: number;
  breaker: BreakerSettings;
  /** Extra attempts for idempotent calls after a refused or reset connection or a 502/503. */
  retries?: number;
  /**
   * The api refused the token (401: signed out, revoked, or a sign-in without the second factor
   * its user now needs): the credential it came from is over, e.g. a browser session ends.
   */
  onRefusedCredential?: () => Promise<void>;
}

interface Envelope {
  message?: string;
  didError?: boolean;
  errorMessage?: string | null;
  errorMessages?: string[];
  data?: { model?: unknown } | null;
  reason?: string;
  additionalInformation?: { messages?: ActionableMessage[] };
}

type QueryValue = string | number | boolean | undefined;

/** The answer to a conditional GET. */
export type Revalidated<T> =
  | { notModified: true }
  /** `bytes`: the length of the upstream's body, what a holder sizes its copy from. */
  | { notModified: false; model: T; etag: string | null; bytes: number };

const UNAVAILABLE = new Set([502, 503, 504]);
const UTF8 = new TextDecoder();
const IDEMPOTENT_RETRIES = 2;

/**
 * One upstream, one user, one GraphQL request: adds api-version and the token, unwraps
 * the envelope, de-duplicates identical GETs, and turns failures into the error contract.
 */
export class RestClient {
  private readonly options: RestClientOptions;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly call: UpstreamCall;
  private readonly retries: number;

  constructor(options: RestClientOptions) {
    this.options = options;
    this.retries = options.retries ?? IDEMPOTENT_RETRIES;
    this.call = {
      deadline: options.deadline,
      breaker: breakerFor(options.baseUrl, options.breaker),
      retries: 0,
    };
  }

  get<T>(path: string, query: Record<string, QueryValue> = {}): Promise<T> {
    const url = this.url(path, query);
    const cached = this.inFlight.get(url);
    if (cached) return cached as Promise<T>;
    const pending = this.request<T>("GET", url, undefined, this.retries);
    this.inFlight.set(url, pending);
    return pending;
  }

  /**
   * A GET of a copy the caller holds under `etag`: `notModified` when the upstream's validator
   * still matches (304), else the model with its new validator. Not de-duplicated: each holder
   * revalidates its own copy.
   */
  async getRevalidated<T>(
    path: string,
    query: Record<string, QueryValue>,
    etag: string | undefined,
  ): Promise<Revalidated<T>> {
    const headers: Record<string, string> = etag ? { "if-none-match": etag } : {};
    const response = await this.exchange("GET", this.url(path, query), undefined, this.retries, headers);
    if (response.status === 304) return { notModified: true };
    let bytes = 0;
    const model = await this.unwrap<T>(response, (length) => (bytes = length));
    return { notModified: false, model, etag: response.headers.get("etag"), bytes };
  }

  /**
   * PUT and DELETE are retried (idempotent) unless `once` is set for a PUT that starts work; any
   * write of a keyed request is, as it carries an Idempotency-Key the api runs once.
   */
  send<T>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown, once = false): Promise<T> {
    const idempotent = inKeyedRequest() || (!once && (method === "PUT" || method === "DELETE"));
    const retries = idempotent ? this.retries : 0;
    // A write may change what any GET of this request answered: once it is done, the next GET asks
    // again. (Two mutations of one operation each read the client's settings back after their PUT;
    // the second read was the first one's answer, so a new modeling database name came back as the old one.)
    return this.request<T>(method, this.url(path, {}), body, retries).finally(() => this.inFlight.clear());
  }

  /**
   * As `send`, for a call that has the api compute (a what-if, a goal seek: the engine runs, maybe
   * several times): the request's deadline grows to the compute timeout first.
   */
  computing<T>(method: "POST" | "PUT", path: string, body?: unknown): Promise<T> {
    const { deadline, computeTimeoutMs } = this.options;
    if (computeTimeoutMs !== undefined) deadline.allow(computeTimeoutMs);
    return this.send<T>(method, path, body);
  }

  /**
   * A file response (not an envelope), unread: the caller streams the body within the deadline.
   * No answer becomes UPSTREAM_UNAVAILABLE; statuses are the caller's to interpret.
   */
  async download(path: string, query: Record<string, QueryValue> = {}): Promise<Response> {
    return this.answered(this.url(path, query), { headers: this.headersFor() }, 0);
  }

  /** Multipart upload; never retried, as a repeated create would not be the same call. */
  sendForm<T>(method: "POST" | "PUT", path: string, form: FormData): Promise<T> {
    return this.request<T>(method, this.url(path, {}), form, 0);
  }

  /**
   * A body streamed through as it arrives (an upload: never buffered here, never retried, no
   * timeout but the caller's signal). The model is read on demand, so the caller sees the status.
   */
  async stream<T>(
    method: "POST" | "PUT",
    path: string,
    body: { stream: ReadableStream<Uint8Array>; contentType: string },
    signal: AbortSignal,
  ): Promise<{ status: number; model: () => Promise<T> }> {
    const headers = this.headersFor({ accept: "application/json", "content-type": body.contentType });
    const url = this.url(path, {});
    const timed = timeUpstreamCall(this.options.name, method);
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: body.stream, duplex: "half", signal });
    } catch (error) {
      // A caller who left (a cancelled upload) is no fault of the api's: said as every call says it.
      const why = signal.aborted ? "abandoned" : "unreachable";
      timed(why);
      if (why === "abandoned") throw this.abandoned();
      throw this.unanswered(why, method, url, { err: error });
    }
    timed(response.status);
    return { status: response.status, model: () => this.unwrap<T>(response) };
  }

  /** What every call to the upstream carries: `extra`, the caller's token and request id. */
  private headersFor(extra: Record<string, string> = {}): Record<string, string> {
    const headers = { ...extra };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    return withRequestId(headers);
  }

  private url(path: string, query: Record<string, QueryValue>): string {
    const url = new URL(`${this.options.baseUrl.replace(/\/$/, "")}/${path.replace(/^\//, "")}`);
    url.searchParams.set("api-version", API_VERSION);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  private async request<T>(method: string, url: string, body: unknown, retries: number): Promise<T> {
    return this.unwrap<T>(await this.exchange(method, url, body, retries));
  }

  /** The upstream's response, after retries of refused or reset connections and 502/503. */
  private async exchange(
    method: string,
    url: string,
    body: unknown,
    retries: number,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers = this.headersFor({ accept: "application/json", ...extraHeaders });
    const isForm = body instanceof FormData;
    // fetch sets the multipart boundary itself.
    if (body !== undefined && !isForm) headers["content-type"] = "application/json";
    const payload = body === undefined ? undefined : isForm ? body : JSON.stringify(body);
    const key = upstreamIdempotencyKey(method, url, typeof payload === "string" ? payload : undefined);
    if (key) headers[IDEMPOTENCY_KEY_HEADER] = key;
    return this.answered(url, { method, headers, body: payload }, retries);
  }

  private async answered(url: string, init: RequestInit, retries: number): Promise<Response> {
    const method = init.method ?? "GET";
    const timed = timeUpstreamCall(this.options.name, method);
    const startedAt = Date.now();
    try {
      const response = await exchange(url, init, { ...this.call, retries });
      timed(response.status);
      return response;
    } catch (error) {
      timed(error instanceof UpstreamNoAnswer ? error.why : "error");
      if (!(error instanceof UpstreamNoAnswer)) throw error;
      if (error.why === "abandoned") throw this.abandoned();
      throw this.unanswered(error.why, method, url, {
        elapsedMs: Date.now() - startedAt,
        deadlineMs: this.options.deadline.allowedMs,
      });
    }
  }

  /**
   * A call the upstream gave no answer to, logged and answered: the request itself ends
   * "completed" (GraphQL answers 200 with an error), so the operator learns here which call went
   * unanswered, why, and after how long.
   */
  private unanswered(
    why: Exclude<keyof typeof UPSTREAM_NO_ANSWER_REASONS, "abandoned">,
    method: string,
    url: string,
    detail: Record<string, unknown>,
  ) {
    const path = new URL(url).pathname;
    const reason = UPSTREAM_NO_ANSWER_REASONS[why];
    log.warn(
      { ...detail, upstream: this.options.name, method, path, reason },
      `${this.options.name} gave no answer to ${method} ${path}: ${why}`,
    );
    const text =
      why === "timeout"
        ? ERROR_TEXTS.upstreamTimedOut(this.options.name)
        : ERROR_TEXTS.upstreamUnavailable(this.options.name);
    return gatewayError("UPSTREAM_UNAVAILABLE", text, { reason });
  }

  private abandoned() {
    return gatewayError("UPSTREAM_UNAVAILABLE", ERROR_TEXTS.requestEnded, {
      reason: UPSTREAM_NO_ANSWER_REASONS.abandoned,
    });
  }

  private async unwrap<T>(response: Response, sized?: (bytes: number) => void): Promise<T> {
    if (response.status === 204) return null as T;
    let envelope: Envelope;
    try {
      // What response.json() does, with the body's length in hand.
      const body = await response.bytes();
      sized?.(body.byteLength);
      envelope = JSON.parse(UTF8.decode(body)) as Envelope;
    } catch {
      // The body stopped with the request (its caller gone): not the upstream's bad data.
      if (this.options.deadline.ended) throw this.abandoned();
      if (UNAVAILABLE.has(response.status)) {
        throw gatewayError("UPSTREAM_UNAVAILABLE", ERROR_TEXTS.upstreamUnavailable(this.options.name));
      }
      throw gatewayError("DATA_FORMAT_ERROR", ERROR_TEXTS.upstreamBadData(this.options.name));
    }
    if (!response.ok || envelope.didError) {
      const status = response.ok ? 500 : response.status;
      if (status === 401) await this.options.onRefusedCredential?.();
      const said =
        envelope.errorMessage || envelope.message || ERROR_TEXTS.upstreamBadData(this.options.name);
      const message = status === 404 ? withoutUpstreamId(said) : said;
      const messages = envelope.additionalInformation?.messages;
      throw gatewayError(codeForStatus(status), message, {
        messages:
          status === 404 ? messages?.map((m) => ({ ...m, error: withoutUpstreamId(m.error) })) : messages,
        reason: envelope.reason,
        // The api refused the token the gateway sent on the caller's behalf: theirs is no good.
        invalidToken: status === 401,
        retryAfter: response.headers.get("retry-after") ?? undefined,
      });
    }
    if (!envelope.data || !("model" in envelope.data)) {
      throw gatewayError("DATA_FORMAT_ERROR", ERROR_TEXTS.upstreamBadData(this.options.name));
    }
    return envelope.data.model as T;
  }
}
