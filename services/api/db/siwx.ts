import type { Queryable } from './Database.js';

/** The sign-in tables (`siwx_nonces`, `siwx_sessions`). Times are the service clock's, passed in. */

export const insertNonce = async (
  db: Queryable,
  nonce: { readonly value: string; readonly projectId: string; readonly expiresAt: Date },
): Promise<void> => {
  await db.query('INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ($1, $2, $3)', [
    nonce.value,
    nonce.projectId,
    nonce.expiresAt,
  ]);
};

/** Forgets expired nonces and sessions that expired more than a day before `now`. */
export const pruneSiwx = async (db: Queryable, now: Date): Promise<void> => {
  await db.query('DELETE FROM siwx_nonces WHERE expires_at <= $1', [now]);
  await db.query("DELETE FROM siwx_sessions WHERE expires_at < $1::timestamptz - interval '1 day'", [now]);
};

/** Whether the nonce was issued for the project and can still be used at `now` (reads, uses nothing). */
export const isNonceLive = async (
  db: Queryable,
  nonce: { readonly value: string; readonly projectId: string; readonly now: Date },
): Promise<boolean> =>
  (
    await db.query('SELECT 1 FROM siwx_nonces WHERE nonce = $1 AND project_id = $2 AND expires_at > $3', [
      nonce.value,
      nonce.projectId,
      nonce.now,
    ])
  ).rows.length > 0;

export interface NewSession {
  readonly id: string;
  readonly projectId: string;
  readonly chainId: string;
  readonly address: string;
  readonly message: string;
  readonly signature: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/**
 * Uses the nonce and stores the session in one statement: either the nonce was live and is gone and the
 * session exists, or nothing changed (false) — two requests racing with one nonce make one session.
 */
export const insertSessionUsingNonce = async (
  db: Queryable,
  session: NewSession,
  nonce: string,
): Promise<boolean> =>
  (
    await db.query(
      `WITH used AS (
         DELETE FROM siwx_nonces WHERE nonce = $1 AND project_id = $2 AND expires_at > $7 RETURNING nonce
       )
       INSERT INTO siwx_sessions (id, project_id, chain_id, address, message, signature, created_at, expires_at)
       SELECT $3, $2, $4, $5, $6, $8, $7, $9 FROM used
       RETURNING id`,
      [
        nonce,
        session.projectId,
        session.id,
        session.chainId,
        session.address,
        session.message,
        session.createdAt,
        session.signature,
        session.expiresAt,
      ],
    )
  ).rows.length > 0;

export interface SessionRow extends NewSession {
  readonly revokedAt: Date | null;
}

export const findSession = async (db: Queryable, id: string): Promise<SessionRow | undefined> =>
  (
    await db.query<SessionRow>(
      `SELECT id, project_id AS "projectId", chain_id AS "chainId", address, message, signature,
              created_at AS "createdAt", expires_at AS "expiresAt", revoked_at AS "revokedAt"
         FROM siwx_sessions WHERE id = $1`,
      [id],
    )
  ).rows[0];

/** Marks the session revoked at `now` (once: a second revoke keeps the first time). */
export const revokeSession = async (db: Queryable, id: string, now: Date): Promise<void> => {
  await db.query('UPDATE siwx_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, now]);
};
