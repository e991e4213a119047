/**
 * The time one gateway request may spend on its upstream calls, all of them together: a hung api
 * costs a caller one UPSTREAM_TIMEOUT_MS, however many calls (and retries) the request makes.
 */
export class UpstreamDeadline {
  private readonly controller = new AbortController();
  private readonly startedAt = Date.now();
  private endsAt: number;
  private timer: NodeJS.Timeout;

  constructor(ms: number) {
    this.endsAt = this.startedAt + ms;
    this.timer = this.armed();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** How long the request may spend upstream in all, from its start. */
  get allowedMs(): number {
    return this.endsAt - this.startedAt;
  }

  /**
   * Lengthens the deadline to `ms` from the request's start (never shortens it): a request that
   * has the api compute (a what-if, a goal seek, a print page's cold reports) may wait for it.
   */
  allow(ms: number): void {
    if (this.signal.aborted || this.startedAt + ms <= this.endsAt) return;
    this.endsAt = this.startedAt + ms;
    clearTimeout(this.timer);
    this.timer = this.armed();
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }

  /** The deadline passed. */
  get expired(): boolean {
    return this.signal.aborted && !this.ended;
  }

  /** The request ended first (end()). */
  get ended(): boolean {
    return (
      this.signal.aborted && (this.signal.reason as { name?: string } | undefined)?.name === "AbortError"
    );
  }

  /**
   * The request is over: answered, or its caller gone. Calls still under way stop, and with them
   * what the api computes for nobody (a goal seek held the caller's share of the engine for
   * seconds after the caller had left, refusing their next what-ifs meanwhile).
   */
  end(): void {
    clearTimeout(this.timer);
    if (!this.signal.aborted) this.controller.abort(new DOMException("The request is over.", "AbortError"));
  }

  private armed(): NodeJS.Timeout {
    const abort = () =>
      this.controller.abort(new DOMException("The upstream deadline passed.", "TimeoutError"));
    // A finished request's deadline must not keep the process alive (AbortSignal.timeout's rule).
    return setTimeout(abort, this.remainingMs()).unref();
  }
}
