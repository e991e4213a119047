/**
 * An async iterator fed by pushes: what graphql-ws consumes for a subscription. Ending it
 * (the client unsubscribes, the socket closes) runs the cleanups that detach it from its source.
 */
export class EventQueue<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private readonly cleanups: (() => void)[] = [];
  private readonly maxBuffered: number;
  private done = false;

  /** A subscriber that stops reading loses its oldest events rather than the gateway's memory. */
  constructor(maxBuffered = 1000) {
    this.maxBuffered = maxBuffered;
  }

  get closed(): boolean {
    return this.done;
  }

  push(value: T): void {
    if (this.done) return;
    const waiter = this.waiting.shift();
    if (waiter) {
      waiter({ value, done: false });
      return;
    }
    this.buffer.push(value);
    if (this.buffer.length > this.maxBuffered) this.buffer.shift();
  }

  onClose(cleanup: () => void): void {
    if (this.done) cleanup();
    else this.cleanups.push(cleanup);
  }

  close(): void {
    if (this.done) return;
    this.done = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const waiter of this.waiting.splice(0)) waiter({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.buffer.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
