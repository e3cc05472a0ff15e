import type { Queryable } from '../../api/db/Database.js';

/** Starts (or restarts) a user's change of address. */
export const startEmailChange = async (
  db: Queryable,
  change: { userId: string; newEmail: string; now: number; ttlMs: number },
): Promise<void> => {
  await db.query(
    `INSERT INTO wallet_email_changes (user_id, new_email, primary_confirmed_at, expires_at)
     VALUES ($1, $2, NULL, $3)
     ON CONFLICT (user_id) DO UPDATE SET new_email = $2, primary_confirmed_at = NULL, expires_at = $3`,
    [change.userId, change.newEmail, new Date(change.now + change.ttlMs)],
  );
};

export interface EmailChange {
  readonly newEmail: string;
  readonly primaryConfirmed: boolean;
}

export const findEmailChange = async (
  db: Queryable,
  userId: string,
  now: number,
): Promise<EmailChange | undefined> => {
  const row = (
    await db.query<{ new_email: string; primary_confirmed_at: Date | null }>(
      'SELECT new_email, primary_confirmed_at FROM wallet_email_changes WHERE user_id = $1 AND expires_at > $2',
      [userId, new Date(now)],
    )
  ).rows[0];
  return row === undefined
    ? undefined
    : { newEmail: row.new_email, primaryConfirmed: row.primary_confirmed_at !== null };
};

export const confirmPrimary = async (db: Queryable, userId: string, now: number): Promise<void> => {
  await db.query('UPDATE wallet_email_changes SET primary_confirmed_at = $2 WHERE user_id = $1', [
    userId,
    new Date(now),
  ]);
};

/** Moves the user to the new address; false when another user holds it meanwhile. */
export const completeEmailChange = async (
  db: Queryable,
  userId: string,
  newEmail: string,
): Promise<boolean> => {
  const taken = await db.query('SELECT 1 FROM wallet_users WHERE email = $1', [newEmail]);
  if (taken.rows.length > 0) return false;
  await db.query('UPDATE wallet_users SET email = $2 WHERE id = $1', [userId, newEmail]);
  await db.query('DELETE FROM wallet_email_changes WHERE user_id = $1', [userId]);
  return true;
};
