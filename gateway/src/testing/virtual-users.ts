import { quantile, type CookieJar } from "@alm/test-support";

/** One request's outcome as a user sees it: answered in full, or why not. */
export interface Outcome {
  ok: boolean;
  ms: number;
  /** The instance that answered (the proxy's `x-served-by`), when one did. */
  servedBy?: string;
  /** What went wrong: an HTTP status, a GraphQL error code, or the network error's code. */
  failure?: string;
  /** The HTTP status of an answer other than 200. */
  status?: number;
}

export interface LoadFigures {
  requests: number;
  /** Each failed request's reason, in order. */
  failures: string[];
  p50: number;
  p99: number;
  /** Answered requests per second over the load's whole time. */
  rps: number;
  /** Requests answered per instance. */
  servedBy: Record<string, number>;
  seconds: number;
}

export interface LoadOptions {
  users: number;
  /** The load stops by itself after this long, whatever else happens. */
  seconds: number;
  /** ...or once this many requests were sent in all. */
  maxRequests: number;
  /** Each user's pause between its requests (a person reads, clicks: not a closed loop). */
  thinkMs: number;
  /** Stops the load early, for instance when a rolling restart is done. */
  stop?: Promise<void>;
}

const networkCode = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `network ${cause?.code ?? cause?.message ?? String(error)}`;
};

/** POSTs a GraphQL operation as a signed-in user; ok only for a 200 with data and no errors. */
export async function graphqlOutcome(
  url: string,
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
  idempotencyKey?: string,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: jar.header(`${url}/graphql`),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const servedBy = res.headers.get("x-served-by") ?? undefined;
    const body = (await res.json().catch(() => ({}))) as {
      data?: unknown;
      errors?: { extensions?: { code?: string; reason?: string } }[];
    };
    const ms = performance.now() - started;
    const from = servedBy ?? "the proxy";
    const status = res.status;
    if (status !== 200) return { ok: false, ms, servedBy, status, failure: `HTTP ${status} from ${from}` };
    if (body.errors?.length || !body.data) {
      const extensions = body.errors?.[0]?.extensions;
      const code = [extensions?.code ?? "no data", extensions?.reason].filter(Boolean).join(" ");
      return { ok: false, ms, servedBy, failure: `${code} from ${from}` };
    }
    return { ok: true, ms, servedBy };
  } catch (error) {
    return { ok: false, ms: performance.now() - started, failure: networkCode(error) };
  }
}

/** What may be asked again (docs/api.md "Lost connections"): no answer, or the proxy's 502/503/504. */
const RETRIED_STATUSES = new Set([502, 503, 504]);
const ATTEMPTS = 4;

/**
 * A user action as the web app and the documented clients make it (docs/api.md "Lost
 * connections"): a query, or a mutation with an Idempotency-Key made once per action, sent again
 * with the same key after no answer (a refused or lost connection) or the proxy's 502/503/504,
 * up to 4 attempts, 250 ms apart and more each time. Failed only when every attempt failed.
 */
export async function retriedGraphqlOutcome(
  url: string,
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
  idempotencyKey?: string,
): Promise<Outcome & { attempts: number }> {
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    const outcome = await graphqlOutcome(url, jar, query, variables, idempotencyKey);
    const lost = outcome.failure?.startsWith("network") || RETRIED_STATUSES.has(outcome.status ?? 0);
    if (outcome.ok || !lost || attempt === ATTEMPTS) {
      return { ...outcome, ms: performance.now() - started, attempts: attempt };
    }
    await new Promise((r) => setTimeout(r, 250 * attempt));
  }
}

/**
 * `users` virtual users, each doing `act(user, step)` then pausing `thinkMs`, until the time or
 * the request budget is spent or `stop` resolves: bounded in count and time, it ends by itself.
 */
export async function runLoad(
  options: LoadOptions,
  act: (user: number, step: number) => Promise<Outcome>,
): Promise<LoadFigures> {
  const deadline = Date.now() + options.seconds * 1000;
  let stopped = false;
  void options.stop?.then(() => (stopped = true));
  let sent = 0;
  const latencies: number[] = [];
  const failures: string[] = [];
  const servedBy: Record<string, number> = {};
  const user = async (index: number) => {
    // Users start spread over one pause, as people arrive, not in one burst.
    await new Promise((r) => setTimeout(r, (options.thinkMs * index) / options.users));
    for (let step = 0; !stopped && Date.now() < deadline && sent < options.maxRequests; step++) {
      sent++;
      const outcome = await act(index, step);
      if (outcome.ok) latencies.push(outcome.ms);
      else failures.push(outcome.failure ?? "failed");
      if (outcome.servedBy) servedBy[outcome.servedBy] = (servedBy[outcome.servedBy] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, options.thinkMs));
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: options.users }, (_, i) => user(i)));
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + failures.length,
    failures,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    rps: latencies.length / seconds,
    servedBy,
    seconds,
  };
}
