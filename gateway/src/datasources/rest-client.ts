import { currentRequestId, REQUEST_ID_HEADER } from "@alm/logging";
import { codeForStatus, gatewayError, type ActionableMessage } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

export const API_VERSION = "1.0";

export interface RestClientOptions {
  /** Human name of the upstream for error texts, e.g. "core API". */
  name: string;
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
  /** Extra attempts for idempotent calls after a network failure or 502/503/504. */
  retries?: number;
}

interface Envelope {
  message?: string;
  didError?: boolean;
  errorMessage?: string | null;
  errorMessages?: string[];
  data?: { model?: unknown } | null;
  additionalInformation?: { messages?: ActionableMessage[] };
}

type QueryValue = string | number | boolean | undefined;

const RETRYABLE = new Set([502, 503, 504]);

/** The api logs the gateway request an upstream call is made for under the same id. */
function withRequestId(headers: Record<string, string>): void {
  const id = currentRequestId();
  if (id !== undefined) headers[REQUEST_ID_HEADER] = id;
}

/**
 * One upstream, one user, one GraphQL request: adds api-version and the token, unwraps
 * the envelope, de-duplicates identical GETs, and turns failures into the error contract.
 */
export class RestClient {
  private readonly options: RestClientOptions;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(options: RestClientOptions) {
    this.options = options;
  }

  get<T>(path: string, query: Record<string, QueryValue> = {}): Promise<T> {
    const url = this.url(path, query);
    const cached = this.inFlight.get(url);
    if (cached) return cached as Promise<T>;
    const pending = this.request<T>("GET", url, undefined, this.options.retries ?? 1);
    this.inFlight.set(url, pending);
    return pending;
  }

  /** PUT and DELETE are retried (idempotent) unless `once` is set for a PUT that starts work. */
  send<T>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown, once = false): Promise<T> {
    const retries = !once && (method === "PUT" || method === "DELETE") ? (this.options.retries ?? 1) : 0;
    return this.request<T>(method, this.url(path, {}), body, retries);
  }

  /**
   * A file response (not an envelope), unread: the caller streams the body. Network failures
   * become UPSTREAM_UNAVAILABLE; statuses are the caller's to interpret.
   */
  async download(path: string, query: Record<string, QueryValue> = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    withRequestId(headers);
    try {
      return await fetch(this.url(path, query), {
        headers,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw gatewayError("UPSTREAM_UNAVAILABLE", ERROR_TEXTS.upstreamUnavailable(this.options.name));
    }
  }

  /** Multipart upload; never retried, as a repeated create would not be the same call. */
  sendForm<T>(method: "POST" | "PUT", path: string, form: FormData): Promise<T> {
    return this.request<T>(method, this.url(path, {}), form, 0);
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
    const headers: Record<string, string> = { accept: "application/json" };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    withRequestId(headers);
    const isForm = body instanceof FormData;
    // fetch sets the multipart boundary itself.
    if (body !== undefined && !isForm) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      if (retries > 0) return this.request<T>(method, url, body, retries - 1);
      throw gatewayError("UPSTREAM_UNAVAILABLE", ERROR_TEXTS.upstreamUnavailable(this.options.name));
    }
    if (RETRYABLE.has(response.status) && retries > 0) {
      return this.request<T>(method, url, body, retries - 1);
    }
    return this.unwrap<T>(response);
  }

  private async unwrap<T>(response: Response): Promise<T> {
    if (response.status === 204) return null as T;
    let envelope: Envelope;
    try {
      envelope = (await response.json()) as Envelope;
    } catch {
      if (RETRYABLE.has(response.status)) {
        throw gatewayError("UPSTREAM_UNAVAILABLE", ERROR_TEXTS.upstreamUnavailable(this.options.name));
      }
      throw gatewayError("DATA_FORMAT_ERROR", ERROR_TEXTS.upstreamBadData(this.options.name));
    }
    if (!response.ok || envelope.didError) {
      const status = response.ok ? 500 : response.status;
      const message =
        envelope.errorMessage || envelope.message || ERROR_TEXTS.upstreamBadData(this.options.name);
      throw gatewayError(codeForStatus(status), message, {
        messages: envelope.additionalInformation?.messages,
      });
    }
    if (!envelope.data || !("model" in envelope.data)) {
      throw gatewayError("DATA_FORMAT_ERROR", ERROR_TEXTS.upstreamBadData(this.options.name));
    }
    return envelope.data.model as T;
  }
}
