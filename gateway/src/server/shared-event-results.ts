import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from "graphql";

type PromiseOrValue<T> = Promise<T> | T;

/**
 * What makes two subscribers' answers to one event the same: the operation they asked (document
 * text, operation name, variables) and who reads (`scope`: their credential, asked at each event,
 * since a socket may renew its token). Equal keys and equal events give equal answers, so one
 * execution serves them all.
 */
export interface SharedOperation {
  operation: string;
  scope: () => string;
}

/** Long enough for every subscriber of one event to take its answer, even behind a slow socket. */
const KEEP_MS = 10_000;
/** Many distinct operations and readers at once: beyond this the oldest answers go first. */
const MAX_RESULTS = 10_000;

/**
 * The answers to subscription events, shared between subscribers: a status event fans out to
 * every socket watching the client, and executing the same selection for each (variables coerced,
 * fields collected and resolved, a result built) was most of the gateway's work per receipt, so
 * on a loaded machine a thousand receipts queued behind a thousand executions. An event's answer
 * is executed once per (operation, reader, event) and the others reuse it.
 */
export class SharedEventResults {
  private readonly results = new Map<string, { result: PromiseOrValue<ExecutionResult>; until: number }>();

  /** The answer kept for `key`, or the one `run` makes, kept for the subscribers after this one. */
  resultOf(key: string, run: () => PromiseOrValue<ExecutionResult>): PromiseOrValue<ExecutionResult> {
    const now = Date.now();
    const kept = this.results.get(key);
    if (kept && kept.until > now) return kept.result;
    this.forgetEnded(now);
    const result = run();
    this.results.set(key, { result, until: now + KEEP_MS });
    // A failed execution is not kept: the next subscriber tries for itself.
    if (result instanceof Promise) result.catch(() => this.results.delete(key));
    return result;
  }

  private forgetEnded(now: number): void {
    for (const [key, { until }] of this.results) {
      if (until > now && this.results.size < MAX_RESULTS) break;
      this.results.delete(key);
    }
  }

  /**
   * graphql-js's subscribe, executing each event through the shared answers. An event's own
   * content (what its JSON shows; functions such as a reader's lazy context are the reader's,
   * which `scope` names) is part of the key, so only an identical event reuses an answer.
   */
  async subscribe(
    args: ExecutionArgs,
    shared: SharedOperation,
  ): Promise<AsyncIterableIterator<ExecutionResult, void> | ExecutionResult> {
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream as ExecutionResult;
    const answer = (event: unknown) =>
      this.resultOf(`${shared.operation}\n${shared.scope()}\n${JSON.stringify(event)}`, () =>
        execute({ ...args, rootValue: event }),
      );
    return answers(stream, answer);
  }
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && Symbol.asyncIterator in value;

/**
 * Each event of `stream` answered. Not an async generator: one waiting for the next event would
 * take graphql-ws's return() (a complete, a closed socket) only at that event, and the stream's
 * listeners would outlive their subscriber until then.
 */
function answers(
  stream: AsyncIterable<unknown>,
  answer: (event: unknown) => PromiseOrValue<ExecutionResult>,
): AsyncIterableIterator<ExecutionResult, void> {
  const events = stream[Symbol.asyncIterator]();
  const ended = async (): Promise<IteratorResult<ExecutionResult, void>> => {
    await events.return?.();
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<ExecutionResult, void> = {
    next: async () => {
      const event = await events.next();
      if (event.done) return { value: undefined, done: true };
      return { value: await answer(event.value), done: false };
    },
    return: ended,
    throw: async (error: unknown) => {
      await ended();
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
