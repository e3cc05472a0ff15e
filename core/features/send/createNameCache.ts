import type { Clock, NameRecord } from '../../../ports/index.js';
import {
  ADDRESS_LOOKUP_CACHE_SIZE,
  createQueryCache,
  NAME_TTL_MS,
  type QueryCache,
} from '../../lib/cache/index.js';
import type { ProviderFailureError } from '../../lib/rpc/index.js';

/** Name records by lower-case name; `null` remembers that a name is unknown. */
export type NameCache = QueryCache<string, NameRecord | null, ProviderFailureError>;

/** The send flow's name lookups: reused for 5 min (SPEC §9 name service), at most 8192 names kept. */
export const createNameCache = (clock: Clock): NameCache =>
  createQueryCache({ clock, ttlMs: NAME_TTL_MS, maxEntries: ADDRESS_LOOKUP_CACHE_SIZE });
