import { createHash } from 'node:crypto';
import type { Queryable } from '../../api/db/Database.js';
import type { KeyRing } from '../custody/KeyRing.js';
import { ensureWallet } from './users.js';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A login sent to a provider: what its callback is checked against. */
export interface PendingSocialLogin {
  readonly state: string;
  readonly provider: string;
  readonly projectId: string;
  readonly hostOrigin: string;
  /** The frame's random binding (only its SHA-256 is stored). */
  readonly binding: string;
  readonly codeVerifier: string;
  readonly nonce?: string;
  /** A page of the host origin to return to when the callback has no opener (Telegram mini-apps). */
  readonly returnUrl?: string;
  readonly expiresAt: Date;
}

export const savePendingLogin = async (
  db: Queryable,
  login: PendingSocialLogin,
  now: number,
): Promise<void> => {
  // Logins never completed go as new ones come.
  await db.query('DELETE FROM wallet_social_logins WHERE expires_at <= $1', [new Date(now)]);
  await db.query(
    `INSERT INTO wallet_social_logins
       (state_hash, provider, project_id, host_origin, binding_hash, code_verifier, nonce, return_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      sha256(login.state),
      login.provider,
      login.projectId,
      login.hostOrigin,
      sha256(login.binding),
      login.codeVerifier,
      login.nonce ?? null,
      login.returnUrl ?? null,
      login.expiresAt,
    ],
  );
};

interface LoginRow {
  readonly provider: string;
  readonly project_id: string;
  readonly host_origin: string;
  readonly binding_hash: string;
  readonly code_verifier: string;
  readonly nonce: string | null;
  readonly return_url: string | null;
  readonly browser_hash: string | null;
  readonly result_hash: string | null;
  readonly expires_at: Date;
}
const LOGIN_COLUMNS =
  'provider, project_id, host_origin, binding_hash, code_verifier, nonce, return_url, browser_hash, result_hash, expires_at';

export interface StoredSocialLogin {
  readonly provider: string;
  readonly projectId: string;
  readonly hostOrigin: string;
  readonly bindingHash: string;
  readonly codeVerifier: string;
  readonly nonce: string | undefined;
  readonly returnUrl: string | undefined;
  /** The SHA-256 of the launching browser's secret (its `/social/launch` cookie); undefined until launched. */
  readonly browserHash: string | undefined;
  readonly expiresAt: Date;
}

const loginOf = (row: LoginRow): StoredSocialLogin => ({
  provider: row.provider,
  projectId: row.project_id,
  hostOrigin: row.host_origin,
  bindingHash: row.binding_hash,
  codeVerifier: row.code_verifier,
  nonce: row.nonce ?? undefined,
  returnUrl: row.return_url ?? undefined,
  browserHash: row.browser_hash ?? undefined,
  expiresAt: row.expires_at,
});

/** The pending login of a `state`, left in place (the callback page reads where to post its result). */
export const peekPendingLogin = async (
  db: Queryable,
  state: string,
  now: number,
): Promise<StoredSocialLogin | undefined> => {
  const row = (
    await db.query<LoginRow>(
      `SELECT ${LOGIN_COLUMNS} FROM wallet_social_logins WHERE state_hash = $1 AND expires_at > $2`,
      [sha256(state), new Date(now)],
    )
  ).rows[0];
  return row === undefined ? undefined : loginOf(row);
};

/**
 * Marks the login of `state` launched in the browser whose secret hashes to `browserHash` — once: a login already
 * launched (in this browser or another) is left as it is. Whether it was marked now.
 */
export const launchPendingLogin = async (
  db: Queryable,
  state: string,
  browserHash: string,
  now: number,
): Promise<boolean> => {
  const marked = await db.query(
    `UPDATE wallet_social_logins SET browser_hash = $2
     WHERE state_hash = $1 AND browser_hash IS NULL AND expires_at > $3`,
    [sha256(state), browserHash, new Date(now)],
  );
  return (marked.rowCount ?? 0) > 0;
};

/**
 * Records the result the launching browser's callback carried (the SHA-256 of its `code`, or of nothing when the
 * provider sent an error): CONNECT_SOCIAL then redeems only that result. Once — a second, different result is not
 * recorded. Whether this result is the recorded one.
 */
export const recordCallbackResult = async (
  db: Queryable,
  state: string,
  code: string | undefined,
  now: number,
): Promise<boolean> => {
  const recorded = await db.query(
    `UPDATE wallet_social_logins SET result_hash = $2
     WHERE state_hash = $1 AND browser_hash IS NOT NULL AND (result_hash IS NULL OR result_hash = $2)
       AND expires_at > $3`,
    [sha256(state), sha256(code ?? ''), new Date(now)],
  );
  return (recorded.rowCount ?? 0) > 0;
};

/**
 * Drops the login of `state` whose launching browser has not called back: a callback from another browser (a login
 * begun by one party, completed in someone else's browser) leaves nothing anyone can redeem. A login whose own
 * callback already came back stays (its recorded result is the only one redeemable anyway).
 */
export const dropUncalledLogin = async (db: Queryable, state: string): Promise<void> => {
  await db.query('DELETE FROM wallet_social_logins WHERE state_hash = $1 AND result_hash IS NULL', [
    sha256(state),
  ]);
};

/**
 * The pending login of `state`, used once — only by the frame, project and host page that began it, with the
 * result its launching browser's callback carried (`code`), before it expires. The checks are part of the DELETE,
 * so a wrong binding (someone who saw `state` in a URL) or another result neither completes the login nor burns it
 * for its owner.
 */
export const takePendingLogin = async (
  db: Queryable,
  state: string,
  owner: {
    readonly binding: string;
    readonly projectId: string;
    readonly hostOrigin: string;
    readonly code: string | undefined;
    readonly now: number;
  },
): Promise<StoredSocialLogin | undefined> => {
  const row = (
    await db.query<LoginRow>(
      `DELETE FROM wallet_social_logins
       WHERE state_hash = $1 AND binding_hash = $2 AND project_id = $3 AND host_origin = $4 AND expires_at > $5
         AND result_hash = $6
       RETURNING ${LOGIN_COLUMNS}`,
      [
        sha256(state),
        sha256(owner.binding),
        owner.projectId,
        owner.hostOrigin,
        new Date(owner.now),
        sha256(owner.code ?? ''),
      ],
    )
  ).rows[0];
  return row === undefined ? undefined : loginOf(row);
};

/** Whether a binding the frame sent is the one its login began with. */
export const sameBinding = (login: StoredSocialLogin, binding: string): boolean =>
  sha256(binding) === login.bindingHash;

/** A provider identity's wallet user (and wallet), both created on its first login; the name refreshed. */
export const findOrCreateSocialUser = async (
  db: Queryable,
  ring: KeyRing,
  identity: {
    readonly provider: string;
    readonly subject: string;
    readonly userName: string;
    readonly now: number;
  },
): Promise<{ readonly userId: string; readonly address: string }> => {
  const at = new Date(identity.now);
  const existing = await db.query<{ user_id: string }>(
    `UPDATE wallet_social_identities SET user_name = $3, updated_at = $4
     WHERE provider = $1 AND subject = $2 RETURNING user_id`,
    [identity.provider, identity.subject, identity.userName, at],
  );
  let userId = existing.rows[0]?.user_id;
  if (userId === undefined) {
    const created = await db.query<{ id: string }>(
      'INSERT INTO wallet_users (email) VALUES (NULL) RETURNING id',
    );
    const newUserId = created.rows[0]?.id;
    if (newUserId === undefined) throw new Error('wallet user was not created');
    const linked = await db.query<{ user_id: string }>(
      `INSERT INTO wallet_social_identities (provider, subject, user_id, user_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
      [identity.provider, identity.subject, newUserId, identity.userName, at],
    );
    if (linked.rows[0] === undefined) {
      // A concurrent first login of the same identity won: use its user, drop ours.
      await db.query('DELETE FROM wallet_users WHERE id = $1', [newUserId]);
      userId = (
        await db.query<{ user_id: string }>(
          'SELECT user_id FROM wallet_social_identities WHERE provider = $1 AND subject = $2',
          [identity.provider, identity.subject],
        )
      ).rows[0]?.user_id;
    } else userId = newUserId;
  }
  if (userId === undefined) throw new Error('social identity vanished while being created');
  const id = String(userId);
  return { userId: id, address: await ensureWallet(db, ring, id) };
};
