/**
 * String key/value storage (browser localStorage, a file, memory).
 * Implementations may throw or hold corrupt values: core reads through a tolerant typed layer.
 */
export interface KeyValueStorage {
  getItem(key: string): Promise<string | undefined>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}
