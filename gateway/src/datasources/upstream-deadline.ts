/**
 * The time one gateway request may spend on its upstream calls, all of them together: a hung api
 * costs a caller one UPSTREAM_TIMEOUT_MS, however many calls (and retries) the request makes.
 */
export class UpstreamDeadline {
  readonly signal: AbortSignal;
  private readonly endsAt: number;

  constructor(ms: number) {
    this.endsAt = Date.now() + ms;
    this.signal = AbortSignal.timeout(ms);
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }

  get expired(): boolean {
    return this.signal.aborted;
  }
}
