import { HttpError } from "../http/http-error.ts";

/**
 * What-ifs share the engine pool with the runs staff schedule. The pool serves its tasks in the
 * order they come, so a burst of what-ifs (a goal seek is a dozen) would make a scheduled run
 * wait behind all of them. What-ifs wait here instead: at most `slots()` of them are in the pool
 * at once, so a run queued in the pool waits for those few at most, and the callers waiting take
 * turns (round robin), so one caller's goal seek does not hold up another's what-if. A caller
 * with `perCaller` computations waiting already is refused (429) rather than queued without end.
 */
export class FairQueue {
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly turns: string[] = [];
  private running = 0;
  private readonly slots: () => number;
  private readonly perCaller: number;

  constructor(slots: () => number, perCaller: number) {
    this.slots = slots;
    this.perCaller = perCaller;
  }

  /** Computations in the pool now, and waiting for a turn (a health figure). */
  get size(): { running: number; waiting: number } {
    let waiting = 0;
    for (const list of this.waiting.values()) waiting += list.length;
    return { running: this.running, waiting };
  }

  async run<T>(caller: string, task: () => Promise<T>): Promise<T> {
    await this.turn(caller);
    try {
      return await task();
    } finally {
      this.running--;
      this.next();
    }
  }

  private turn(caller: string): Promise<void> {
    if (this.running < this.slots() && !this.turns.length) {
      this.running++;
      return Promise.resolve();
    }
    const list = this.waiting.get(caller) ?? [];
    if (list.length >= this.perCaller) {
      const message = `You have ${list.length} what-if computations waiting already.`;
      throw new HttpError(
        429,
        "RATE_LIMITED",
        message,
        [{ error: message, resolution: "Wait for them to finish, then try again." }],
        { retryAfterSeconds: 2 },
      );
    }
    return new Promise((resolve) => {
      list.push(resolve);
      this.waiting.set(caller, list);
      if (!this.turns.includes(caller)) this.turns.push(caller);
    });
  }

  /** Gives a free slot to the next caller in turn, who goes to the back of the line. */
  private next(): void {
    while (this.running < this.slots() && this.turns.length) {
      const caller = this.turns.shift() as string;
      const list = this.waiting.get(caller) ?? [];
      const resolve = list.shift();
      if (list.length) this.turns.push(caller);
      else this.waiting.delete(caller);
      if (!resolve) continue;
      this.running++;
      resolve();
    }
  }
}
