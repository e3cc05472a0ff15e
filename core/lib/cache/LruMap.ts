/**
 * A Map bounded to `maxSize` entries that evicts the least recently used one. `get` and `set` make an
 * entry the most recent; `peek` and `has` do not. A `maxSize` below 1 (or NaN) is treated as 1.
 */
export class LruMap<K, V> {
  readonly #map = new Map<K, V>();
  readonly maxSize: number;

  constructor(maxSize: number) {
    this.maxSize = maxSize >= 1 ? Math.floor(maxSize) : 1;
  }

  get size(): number {
    return this.#map.size;
  }

  has(key: K): boolean {
    return this.#map.has(key);
  }

  /** Reads an entry and marks it most recently used. */
  get(key: K): V | undefined {
    if (!this.#map.has(key)) return undefined;
    const value = this.#map.get(key) as V;
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  /** Reads an entry without touching its recency. */
  peek(key: K): V | undefined {
    return this.#map.get(key);
  }

  /** Stores an entry as most recently used, evicting the least recently used ones past `maxSize`. */
  set(key: K, value: V): this {
    this.#map.delete(key);
    this.#map.set(key, value);
    while (this.#map.size > this.maxSize) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      this.#map.delete(oldest.value);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }

  /** Entries from least to most recently used. */
  entries(): IterableIterator<[K, V]> {
    return this.#map.entries();
  }

  keys(): IterableIterator<K> {
    return this.#map.keys();
  }
}
