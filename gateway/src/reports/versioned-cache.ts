/** How much room a value takes against `maxSize` (bytes, say); every value counts 0 without one. */
export interface CacheBudget<V> {
  maxSize: number;
  sizeOf(value: V): number;
}

/**
 * A bounded in-memory cache: least recently used entries go first (past `maxEntries`, or past the
 * budget's size), entries expire after `ttlMs`.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; size: number }>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly budget: CacheBudget<V> | undefined;
  private totalSize = 0;

  constructor(maxEntries: number, ttlMs: number, budget?: CacheBudget<V>) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
    this.budget = budget;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires < Date.now()) {
      this.totalSize -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The live value under `key`, without making it recently used. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires >= Date.now() ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    this.remove(key);
    const size = this.budget?.sizeOf(value) ?? 0;
    // A value larger than the whole budget would only push everything else out.
    if (this.budget && size > this.budget.maxSize) return;
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs, size });
    this.totalSize += size;
    const maxSize = this.budget?.maxSize ?? Infinity;
    while (this.entries.size > this.maxEntries || this.totalSize > maxSize) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries take against the budget's `maxSize` (0 without a budget). */
  get usedSize(): number {
    return this.totalSize;
  }
}
