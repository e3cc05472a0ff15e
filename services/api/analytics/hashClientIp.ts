import { createHmac } from 'node:crypto';

/**
 * A client address as stored with analytics: HMAC-SHA-256 under a key that never reaches the database,
 * hex, 32 characters. The same address gives the same hash while the key stays; without the key the
 * (small) address space cannot be searched for it.
 */
export const hashClientIp = (key: Uint8Array, ip: string): string =>
  createHmac('sha256', key).update(ip).digest('hex').slice(0, 32);
