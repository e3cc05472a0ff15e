import type { KeyValueStorage, Logger } from '../../../ports/index.js';
import type { StorageKey } from './storageKey.js';

interface Envelope {
  readonly v: number;
  readonly d: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'v' in value && 'd' in value && typeof value.v === 'number';

/**
 * Typed access to the storage port. Values are stored as `{"v":version,"d":data}` under a prefix.
 * Storage failures are logged and ignored (SPEC §8); corrupt, foreign or old-version data reads as
 * undefined and is never thrown.
 */
export class SafeStorage {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly logger: Logger,
    private readonly prefix = '@latch/',
  ) {}

  async read<T>(key: StorageKey<T>): Promise<T | undefined> {
    let raw: string | undefined;
    try {
      raw = await this.storage.getItem(this.prefix + key.name);
    } catch (cause) {
      this.logger.warn('storage read failed', { key: key.name, cause });
      return undefined;
    }
    if (raw === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      this.logger.warn('storage value is not JSON; ignored', { key: key.name });
      return undefined;
    }
    if (!isEnvelope(parsed) || parsed.v !== key.version) {
      this.logger.warn('storage value has an unknown shape or version; ignored', { key: key.name });
      return undefined;
    }
    const value = key.decode(parsed.d);
    if (value === undefined) this.logger.warn('storage value failed validation; ignored', { key: key.name });
    return value;
  }

  /** Writes a value; returns false (and logs) when the storage refused. */
  async write<T>(key: StorageKey<T>, value: T): Promise<boolean> {
    try {
      await this.storage.setItem(this.prefix + key.name, JSON.stringify({ v: key.version, d: value }));
      return true;
    } catch (cause) {
      this.logger.warn('storage write failed', { key: key.name, cause });
      return false;
    }
  }

  async remove(key: StorageKey<unknown>): Promise<void> {
    try {
      await this.storage.removeItem(this.prefix + key.name);
    } catch (cause) {
      this.logger.warn('storage removal failed', { key: key.name, cause });
    }
  }
}
