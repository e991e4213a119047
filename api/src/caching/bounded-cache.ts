import { LRUCache } from "lru-cache";

/**
 * The api's one kind of in-memory cache: at most `max` entries, the least recently used going
 * first. Every cache is made by `createApiServices` (services.ts), never at module level, so two
 * apis in one process (tests, a restart) never share one, and each is listed in ARCHITECTURE.md
 * ("Caches") with its key, bound and invalidation.
 */
export class BoundedCache<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V>;

  constructor(max: number) {
    this.entries = new LRUCache<string, V>({ max });
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }
}
