import type { KeyValueStorage } from '../ports/index.js';

/** In-memory KeyValueStorage; can be told to fail, to test that storage failures lose nothing. */
export class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  failReads = false;
  failWrites = false;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.data.set(key, value);
  }

  async getItem(key: string): Promise<string | undefined> {
    if (this.failReads) throw new Error(`MemoryStorage: read of ${key} failed`);
    return this.data.get(key);
  }

  async setItem(key: string, value: string): Promise<void> {
    if (this.failWrites) throw new Error(`MemoryStorage: write of ${key} failed`);
    this.data.set(key, value);
  }

  async removeItem(key: string): Promise<void> {
    if (this.failWrites) throw new Error(`MemoryStorage: removal of ${key} failed`);
    this.data.delete(key);
  }
}
