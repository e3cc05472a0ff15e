import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Queryable } from '../../api/db/Database.js';
import type { KeyRing } from '../custody/KeyRing.js';
import { type SealedWalletKey, sealWalletKey } from '../custody/walletKeyEnvelope.js';

/** A user and the address of their wallet (never its key). */
export interface WalletUser {
  readonly userId: string;
  readonly email: string;
  readonly address: string;
}

interface WalletRow {
  readonly address: string;
  readonly kek_id: string;
  readonly wrapped_data_key: Buffer;
  readonly sealed_private_key: Buffer;
}

const userIdOf = async (db: Queryable, email: string): Promise<string> => {
  const inserted = await db.query<{ id: string }>(
    'INSERT INTO wallet_users (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING id',
    [email],
  );
  const row =
    inserted.rows[0] ??
    (await db.query<{ id: string }>('SELECT id FROM wallet_users WHERE email = $1', [email])).rows[0];
  if (row === undefined) throw new Error('wallet user vanished while being created');
  return String(row.id);
};

/** Generates the user's EOA inside the service and stores it sealed (a concurrent login keeps the first). */
const createWallet = async (db: Queryable, ring: KeyRing, userId: string): Promise<void> => {
  const privateKey = generatePrivateKey();
  const { address } = privateKeyToAccount(privateKey);
  const sealed = sealWalletKey(ring, address, privateKey);
  await db.query(
    `INSERT INTO wallet_keys (user_id, address, kek_id, wrapped_data_key, sealed_private_key)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id) DO NOTHING`,
    [userId, address, sealed.kekId, sealed.wrappedDataKey, sealed.sealedPrivateKey],
  );
};

const addressOf = async (db: Queryable, userId: string): Promise<string | undefined> =>
  (await db.query<{ address: string }>('SELECT address FROM wallet_keys WHERE user_id = $1', [userId]))
    .rows[0]?.address;

/** The address of a user's wallet, the wallet created first when the user has none. */
export const ensureWallet = async (db: Queryable, ring: KeyRing, userId: string): Promise<string> => {
  let address = await addressOf(db, userId);
  if (address === undefined) {
    await createWallet(db, ring, userId);
    address = await addressOf(db, userId);
  }
  if (address === undefined) throw new Error('wallet vanished while being created');
  return address;
};

/** The user of a (normalised) address with their wallet, both created on first login. */
export const findOrCreateUser = async (db: Queryable, ring: KeyRing, email: string): Promise<WalletUser> => {
  const userId = await userIdOf(db, email);
  return { userId, email, address: await ensureWallet(db, ring, userId) };
};

/** A user's sealed wallet key, for signing. */
export const findSealedKey = async (
  db: Queryable,
  userId: string,
): Promise<(SealedWalletKey & { readonly address: string }) | undefined> => {
  const row = (
    await db.query<WalletRow>(
      'SELECT address, kek_id, wrapped_data_key, sealed_private_key FROM wallet_keys WHERE user_id = $1',
      [userId],
    )
  ).rows[0];
  return row === undefined
    ? undefined
    : {
        address: row.address,
        kekId: row.kek_id,
        wrappedDataKey: row.wrapped_data_key,
        sealedPrivateKey: row.sealed_private_key,
      };
};
