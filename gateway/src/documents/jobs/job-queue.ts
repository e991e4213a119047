/**
 * First in, first out, at most `concurrency` tasks at a time. A task that throws only ends
 * itself: the queue goes on with the next one.
 */
export class JobQueue {
  private readonly concurrency: number;
  private readonly waiting: (() => Promise<void>)[] = [];
  private running = 0;

  constructor(concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new Error(`concurrency must be a positive whole number; ${concurrency} is not.`);
    }
    this.concurrency = concurrency;
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get pending(): number {
    return this.waiting.length;
  }

  enqueue(task: () => Promise<void>): void {
    this.waiting.push(task);
    this.startNext();
  }

  private startNext(): void {
    while (this.running < this.concurrency) {
      const task = this.waiting.shift();
      if (!task) return;
      this.running += 1;
      // Errors are the task's own business (it records them on its job); the slot is freed either way.
      void Promise.resolve()
        .then(task)
        .catch(() => undefined)
        .finally(() => {
          this.running -= 1;
          this.startNext();
        });
    }
  }
}
