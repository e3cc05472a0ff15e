import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../api/db/Database.js';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Whether this browser is confirmed for `email`: a device its user confirmed before, or a live link for it that
 * was confirmed (an address with no wallet yet has no user to remember the device under). An address without a
 * wallet and one whose wallet never saw this browser read the same: not confirmed.
 */
export const isDeviceConfirmed = async (
  db: Queryable,
  email: string,
  deviceId: string,
  now: number,
): Promise<boolean> => {
  const row = (
    await db.query<{ confirmed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM wallet_users u JOIN wallet_devices d ON d.user_id = u.id
                      WHERE u.email = $1 AND d.device_hash = $2)
           OR EXISTS (SELECT 1 FROM wallet_device_links
                      WHERE email = $1 AND device_hash = $2 AND expires_at > $3 AND confirmed_at IS NOT NULL)
         AS confirmed`,
      [email, sha256(deviceId), new Date(now)],
    )
  ).rows[0];
  return row?.confirmed === true;
};

/** Records a device as confirmed for the user of `email`. */
export const rememberDevice = async (
  db: Queryable,
  email: string,
  deviceHashOrId: { id: string } | { hash: string },
  now: number,
) => {
  const hash = 'id' in deviceHashOrId ? sha256(deviceHashOrId.id) : deviceHashOrId.hash;
  await db.query(
    `INSERT INTO wallet_devices (user_id, device_hash, confirmed_at)
     SELECT id, $2, $3 FROM wallet_users WHERE email = $1 ON CONFLICT DO NOTHING`,
    [email, hash, new Date(now)],
  );
};

/** A new confirmation link for (email, device): its token (mailed once, stored hashed). Older ones go. */
export const createDeviceLink = async (
  db: Queryable,
  link: { email: string; deviceId: string; now: number; ttlMs: number },
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  const deviceHash = sha256(link.deviceId);
  await db.query(
    'DELETE FROM wallet_device_links WHERE (email = $1 AND device_hash = $2) OR expires_at <= $3',
    [link.email, deviceHash, new Date(link.now)],
  );
  await db.query(
    'INSERT INTO wallet_device_links (token_hash, email, device_hash, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), link.email, deviceHash, new Date(link.now + link.ttlMs)],
  );
  return token;
};

/** Whether a link's token is live (unknown or expired: false). Reads only: the landing page's GET changes nothing. */
export const isDeviceLinkLive = async (db: Queryable, token: string, now: number): Promise<boolean> =>
  (
    await db.query('SELECT 1 FROM wallet_device_links WHERE token_hash = $1 AND expires_at > $2', [
      sha256(token),
      new Date(now),
    ])
  ).rows.length > 0;

/** Opens a link: marks it confirmed and the device known. False when unknown or expired. */
export const confirmDeviceLink = async (db: Queryable, token: string, now: number): Promise<boolean> => {
  const row = (
    await db.query<{ email: string; device_hash: string }>(
      `UPDATE wallet_device_links SET confirmed_at = coalesce(confirmed_at, $2)
       WHERE token_hash = $1 AND expires_at > $2 RETURNING email, device_hash`,
      [sha256(token), new Date(now)],
    )
  ).rows[0];
  if (row === undefined) return false;
  await rememberDevice(db, row.email, { hash: row.device_hash }, now);
  return true;
};

/** The state of the live link of (email, device): confirmed, waiting, or none (never sent or expired). */
export const deviceLinkState = async (
  db: Queryable,
  email: string,
  deviceId: string,
  now: number,
): Promise<'confirmed' | 'waiting' | 'none'> => {
  const row = (
    await db.query<{ confirmed_at: Date | null }>(
      'SELECT confirmed_at FROM wallet_device_links WHERE email = $1 AND device_hash = $2 AND expires_at > $3',
      [email, sha256(deviceId), new Date(now)],
    )
  ).rows[0];
  if (row === undefined) return 'none';
  return row.confirmed_at === null ? 'waiting' : 'confirmed';
};
