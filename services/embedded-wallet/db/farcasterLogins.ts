import { createHash } from 'node:crypto';
import type { Queryable } from '../../api/db/Database.js';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A Sign In With Farcaster waiting on the relay: what its completion is checked against. */
export interface PendingFarcasterLogin {
  readonly projectId: string;
  readonly hostOrigin: string;
  /** The frame's random binding (only its SHA-256 is stored). */
  readonly binding: string;
  /** The relay channel's bearer token (read by the service only). */
  readonly channelToken: string;
  readonly nonce: string;
  readonly domain: string;
  readonly expiresAt: Date;
}

export type StoredFarcasterLogin = Omit<PendingFarcasterLogin, 'binding'>;

interface Row {
  readonly project_id: string;
  readonly host_origin: string;
  readonly channel_token: string;
  readonly nonce: string;
  readonly domain: string;
  readonly expires_at: Date;
}

const loginOf = (row: Row): StoredFarcasterLogin => ({
  projectId: row.project_id,
  hostOrigin: row.host_origin,
  channelToken: row.channel_token,
  nonce: row.nonce,
  domain: row.domain,
  expiresAt: row.expires_at,
});

/** Saves a sign-in (a frame's binding begins one at a time: a new one replaces its last). */
export const saveFarcasterLogin = async (
  db: Queryable,
  login: PendingFarcasterLogin,
  now: number,
): Promise<void> => {
  await db.query('DELETE FROM wallet_farcaster_logins WHERE expires_at <= $1', [new Date(now)]);
  await db.query(
    `INSERT INTO wallet_farcaster_logins
       (binding_hash, project_id, host_origin, channel_token, nonce, domain, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (binding_hash) DO UPDATE SET project_id = $2, host_origin = $3, channel_token = $4,
       nonce = $5, domain = $6, expires_at = $7`,
    [
      sha256(login.binding),
      login.projectId,
      login.hostOrigin,
      login.channelToken,
      login.nonce,
      login.domain,
      login.expiresAt,
    ],
  );
};

interface Owner {
  readonly binding: string;
  readonly projectId: string;
  readonly hostOrigin: string;
  readonly now: number;
}

/** The pending sign-in of a frame's binding, for its own project and host page, before it expires. */
export const findFarcasterLogin = async (
  db: Queryable,
  owner: Owner,
): Promise<StoredFarcasterLogin | undefined> => {
  const row = (
    await db.query<Row>(
      `SELECT project_id, host_origin, channel_token, nonce, domain, expires_at FROM wallet_farcaster_logins
       WHERE binding_hash = $1 AND project_id = $2 AND host_origin = $3 AND expires_at > $4`,
      [sha256(owner.binding), owner.projectId, owner.hostOrigin, new Date(owner.now)],
    )
  ).rows[0];
  return row === undefined ? undefined : loginOf(row);
};

/** Takes the sign-in once (the first of two concurrent completions wins); undefined if it was gone. */
export const takeFarcasterLogin = async (db: Queryable, owner: Omit<Owner, 'now'>): Promise<boolean> =>
  (
    await db.query(
      `DELETE FROM wallet_farcaster_logins
       WHERE binding_hash = $1 AND project_id = $2 AND host_origin = $3 RETURNING binding_hash`,
      [sha256(owner.binding), owner.projectId, owner.hostOrigin],
    )
  ).rows.length === 1;
