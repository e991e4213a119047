interface Flight<T> {
  /** The read under way. */
  current: Promise<T>;
  /** The read that starts when the current one ends, shared by every caller who asked meanwhile. */
  queued?: Promise<T>;
}

/**
 * Identical reads (one key: the same credential asking the same thing) joined while one is under
 * way. A caller never takes the answer of a read that began before it asked: arriving during a
 * read, it waits for the next one, which starts when that read ends and serves every caller who
 * arrived before it began. So the answer each caller gets was checked after it asked, as its own
 * read would have been, and a burst of N identical reads costs the upstream about two.
 */
export class JoinedReads<T> {
  private readonly flights = new Map<string, Flight<T>>();

  read(key: string, run: () => Promise<T>): Promise<T> {
    const flight = this.flights.get(key);
    if (!flight) return this.launch(key, run, undefined);
    flight.queued ??= settled(flight.current).then(() => {
      // Callers from now on wait for the read after this one.
      flight.queued = undefined;
      return this.launch(key, run, flight);
    });
    return flight.queued;
  }

  /** Keys with a read under way or waiting: none once every read has ended. */
  get size(): number {
    return this.flights.size;
  }

  private launch(key: string, run: () => Promise<T>, flight: Flight<T> | undefined): Promise<T> {
    let current: Promise<T>;
    try {
      current = run();
    } catch (error) {
      current = Promise.reject(error as Error);
    }
    const launched = flight ?? { current };
    launched.current = current;
    this.flights.set(key, launched);
    const ended = () => {
      if (launched.current === current && !launched.queued) this.flights.delete(key);
    };
    current.then(ended, ended);
    return current;
  }
}

const settled = (promise: Promise<unknown>): Promise<void> =>
  promise.then(
    () => undefined,
    () => undefined,
  );
