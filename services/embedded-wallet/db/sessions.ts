import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../api/db/Database.js';
/** A session as the routes see it: whose wallet, how they signed in, and where it began. */
export interface WalletSession {
  readonly userId: string;
  /** The e-mail address of an e-mail login; null for a social login. */
  readonly email: string | null;
  /** The provider and user name of a social login. */
  readonly social: { readonly provider: string; readonly userName: string } | undefined;
  readonly address: string;
  readonly projectId: string;
  readonly hostOrigin: string;
  readonly expiresAt: Date;
}

/**
 * Only this digest of a bearer token and the frame key it is bound to (the key's RFC 7638 thumbprint) is
 * stored: a database dump holds no usable token, and a token presented with another key finds no session.
 */
export const hashToken = (token: string, jkt: string): string =>
  createHash('sha256').update(`${jkt}:${token}`).digest('hex');

/** 32 random bytes, base64url: what the frame sends as `Authorization: Bearer …`. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export interface NewSession {
  readonly userId: string;
  readonly projectId: string;
  readonly hostOrigin: string;
  /** The thumbprint of the frame key that proved the login: the only key the token works with. */
  readonly jkt: string;
  readonly now: number;
  readonly ttlMs: number;
}

/** Starts a session and returns its token (shown once, to the caller that verified the code). */
export const createSession = async (
  db: Queryable,
  session: NewSession,
): Promise<{ token: string; expiresAt: Date }> => {
  const token = newSessionToken();
  const expiresAt = new Date(session.now + session.ttlMs);
  await db.query(
    `INSERT INTO wallet_sessions (token_hash, user_id, project_id, host_origin, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token, session.jkt),
      session.userId,
      session.projectId,
      session.hostOrigin,
      new Date(session.now),
      expiresAt,
    ],
  );
  // Expired sessions of everyone go as new ones come.
  await db.query('DELETE FROM wallet_sessions WHERE expires_at <= $1', [new Date(session.now)]);
  return { token, expiresAt };
};

interface SessionRow {
  readonly user_id: string;
  readonly email: string | null;
  readonly provider: string | null;
  readonly user_name: string | null;
  readonly address: string;
  readonly project_id: string;
  readonly host_origin: string;
  readonly expires_at: Date;
}

/** The live session of a token with its key, or undefined (unknown, another key, expired or signed out). */
export const findSession = async (
  db: Queryable,
  token: string,
  jkt: string,
  now: number,
): Promise<WalletSession | undefined> => {
  const row = (
    await db.query<SessionRow>(
      `SELECT s.user_id, u.email, i.provider, i.user_name, k.address, s.project_id, s.host_origin, s.expires_at
       FROM wallet_sessions s
       JOIN wallet_users u ON u.id = s.user_id
       JOIN wallet_keys k ON k.user_id = s.user_id
       LEFT JOIN wallet_social_identities i ON i.user_id = s.user_id
       WHERE s.token_hash = $1 AND s.expires_at > $2`,
      [hashToken(token, jkt), new Date(now)],
    )
  ).rows[0];
  return row === undefined
    ? undefined
    : {
        userId: String(row.user_id),
        email: row.email,
        social:
          row.provider === null || row.user_name === null
            ? undefined
            : { provider: row.provider, userName: row.user_name },
        address: row.address,
        projectId: row.project_id,
        hostOrigin: row.host_origin,
        expiresAt: row.expires_at,
      };
};

export const deleteSession = async (db: Queryable, token: string, jkt: string): Promise<void> => {
  await db.query('DELETE FROM wallet_sessions WHERE token_hash = $1', [hashToken(token, jkt)]);
};
