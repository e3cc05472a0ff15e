import type { Queryable } from '../../api/db/Database.js';

/** The live login code of an address, as stored (the code itself only as an HMAC). */
export interface LoginCodeRow {
  readonly code_hash: string;
  readonly expires_at: Date;
  readonly attempts: number;
  readonly sent_at: Date | null;
  readonly pending_mail: Buffer | null;
}

export const findLoginCode = async (db: Queryable, email: string): Promise<LoginCodeRow | undefined> =>
  (
    await db.query<LoginCodeRow>(
      'SELECT code_hash, expires_at, attempts, sent_at, pending_mail FROM wallet_login_codes WHERE email = $1',
      [email],
    )
  ).rows[0];

export interface NewLoginCode {
  readonly email: string;
  readonly codeHash: string;
  readonly now: number;
  readonly ttlMs: number;
  /** The code sealed for re-sending until the mail has gone out. */
  readonly pendingMail: Uint8Array;
}

/** Replaces the address's code (an older one dies with it); codes dead for a day are deleted. */
export const putLoginCode = async (db: Queryable, code: NewLoginCode): Promise<void> => {
  await db.query('DELETE FROM wallet_login_codes WHERE expires_at < $1', [new Date(code.now - 86_400_000)]);
  await db.query(
    `INSERT INTO wallet_login_codes (email, code_hash, created_at, expires_at, attempts, sent_at, pending_mail)
     VALUES ($1, $2, $3, $4, 0, NULL, $5)
     ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, created_at = excluded.created_at,
       expires_at = excluded.expires_at, attempts = 0, sent_at = NULL, pending_mail = excluded.pending_mail`,
    [code.email, code.codeHash, new Date(code.now), new Date(code.now + code.ttlMs), code.pendingMail],
  );
};

/** The mail went out: the sealed copy of the code is dropped, the re-send cooldown starts. */
export const markLoginCodeSent = async (db: Queryable, email: string, codeHash: string, now: number) => {
  await db.query(
    `UPDATE wallet_login_codes SET sent_at = $3, pending_mail = NULL
     WHERE email = $1 AND code_hash = $2`,
    [email, codeHash, new Date(now)],
  );
};

/**
 * Spends one attempt on this code, atomically (concurrent guesses each spend one); returns the attempts
 * spent so far, or undefined when none were left or the code was replaced meanwhile.
 */
export const spendAttempt = async (
  db: Queryable,
  email: string,
  codeHash: string,
  maxAttempts: number,
): Promise<number | undefined> =>
  (
    await db.query<{ attempts: number }>(
      `UPDATE wallet_login_codes SET attempts = attempts + 1
       WHERE email = $1 AND code_hash = $2 AND attempts < $3 RETURNING attempts`,
      [email, codeHash, maxAttempts],
    )
  ).rows[0]?.attempts;

/** Uses the code up: true for exactly one caller, so a code logs in once. */
export const consumeLoginCode = async (db: Queryable, email: string, codeHash: string): Promise<boolean> =>
  (await db.query('DELETE FROM wallet_login_codes WHERE email = $1 AND code_hash = $2', [email, codeHash]))
    .rowCount === 1;
