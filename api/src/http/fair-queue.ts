import { HttpError } from "./http-error.ts";

/**
 * Work that many callers share, taken in turns. What-ifs share the engine pool with the runs
 * staff schedule, and the pool serves its tasks in the order they come, so a burst of what-ifs (a
 * goal seek is a dozen) would make a scheduled run wait behind all of them; a report read that
 * misses every cache loads and builds a whole report, and one request may ask for 25 of them.
 * Both wait here instead: at most `slots()` tasks run at once, and the callers waiting take turns
 * (round robin), so one caller's burst does not hold up another's read. A caller with `perCaller`
 * tasks waiting already is refused (429) rather than queued without end.
 */
export class FairQueue {
  private readonly waiting = new Map<string, (() => void)[]>();
  private readonly turns: string[] = [];
  private running = 0;
  private readonly slots: () => number;
  private readonly perCaller: number;
  /** What the tasks are, in the refusal's words ("what-if computations"). */
  private readonly noun: string;

  constructor(slots: () => number, perCaller: number, noun: string) {
    this.slots = slots;
    this.perCaller = perCaller;
    this.noun = noun;
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
      const message = `You have ${list.length} ${this.noun} waiting already.`;
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
