import { createHash, createHmac } from 'node:crypto';
import type { Queryable } from '../db/Database.js';
import { clientKey as rateLimitClientKey } from '../http/rateLimits.js';

/**
 * The accepted registrations (`name_registrations`): the replay cache of signed messages and what the
 * quotas count. Rows live two days: a registration's timestamp is within seconds of the server time, so
 * an older message is refused before it gets here.
 */

/** The replay key of a signed message: sha256 of the lower-case address and the message as signed. */
export const registrationKey = (address: string, message: string): string =>
  createHash('sha256').update(`${address.toLowerCase()}\n${message}`).digest('hex');

/**
 * Keys a client's IP address with the server secret: the ledger never holds the address itself. IPv6 clients
 * are keyed per /64 like the rate limits (one host usually holds a whole /64, and would otherwise get a fresh
 * quota per address).
 */
export const createClientKey =
  (secret: string | Uint8Array) =>
  (ip: string): string =>
    createHmac('sha256', createHmac('sha256', secret).update('latch/names-client/v1').digest())
      .update(rateLimitClientKey(ip))
      .digest('hex')
      .slice(0, 32);

export const wasRegistered = async (db: Queryable, key: string): Promise<boolean> =>
  (await db.query('SELECT 1 FROM name_registrations WHERE message_hash = $1', [key])).rows.length > 0;

export interface RecentRegistrations {
  /** By the address in the last 24 hours. */
  readonly address: number;
  /** From the client in the last hour. */
  readonly client: number;
}

export const countRecentRegistrations = async (
  db: Queryable,
  who: { readonly address: string; readonly client: string },
): Promise<RecentRegistrations> => {
  const row = (
    await db.query<{ address: number; client: number }>(
      `SELECT
         (SELECT count(*)::int FROM name_registrations
           WHERE lower(address) = lower($1) AND created_at > now() - interval '1 day') AS address,
         (SELECT count(*)::int FROM name_registrations
           WHERE client = $2 AND created_at > now() - interval '1 hour') AS client`,
      [who.address, who.client],
    )
  ).rows[0];
  return { address: row?.address ?? 0, client: row?.client ?? 0 };
};

export interface AcceptedRegistration {
  readonly key: string;
  readonly address: string;
  readonly client: string;
  readonly name: string;
}

/** Records an accepted registration (once per key) and forgets those older than two days. */
export const recordRegistration = async (db: Queryable, accepted: AcceptedRegistration): Promise<void> => {
  await db.query(
    `INSERT INTO name_registrations (message_hash, address, client, name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (message_hash) DO NOTHING`,
    [accepted.key, accepted.address, accepted.client, accepted.name],
  );
  await db.query("DELETE FROM name_registrations WHERE created_at < now() - interval '2 days'");
};
