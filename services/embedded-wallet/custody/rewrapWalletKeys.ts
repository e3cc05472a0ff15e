import type { Queryable } from '../../api/db/Database.js';
import type { CustodyError } from './CustodyError.js';
import type { KeyRing } from './KeyRing.js';
import { rewrapWalletKey } from './walletKeyEnvelope.js';

interface Row {
  readonly user_id: string;
  readonly address: string;
  readonly kek_id: string;
  readonly wrapped_data_key: Buffer;
  readonly sealed_private_key: Buffer;
}

export interface RewrapReport {
  readonly rewrapped: number;
  /** Wallets whose data key did not unwrap (their KEK is missing or wrong): left as they were. */
  readonly failed: readonly CustodyError[];
}

/**
 * KEK rotation: every data key wrapped by another KEK than the ring's current one is unwrapped and
 * wrapped again by the current one (the private keys themselves are not touched). Run with the new key
 * first in WALLET_KEK and the old ones after; once it reports no failures the old keys can be dropped.
 */
export const rewrapWalletKeys = async (
  db: Queryable,
  ring: KeyRing,
  batchSize = 500,
): Promise<RewrapReport> => {
  let rewrapped = 0;
  const failed: CustodyError[] = [];
  let after = '0';
  for (;;) {
    const rows = (
      await db.query<Row>(
        `SELECT user_id, address, kek_id, wrapped_data_key, sealed_private_key FROM wallet_keys
         WHERE kek_id <> $1 AND user_id > $2 ORDER BY user_id LIMIT $3`,
        [ring.current.id, after, batchSize],
      )
    ).rows;
    for (const row of rows) {
      const sealed = {
        kekId: row.kek_id,
        wrappedDataKey: row.wrapped_data_key,
        sealedPrivateKey: row.sealed_private_key,
      };
      const next = rewrapWalletKey(ring, row.address, sealed);
      if (next.isErr()) {
        failed.push(next.error);
        continue;
      }
      const updated = await db.query(
        `UPDATE wallet_keys SET kek_id = $2, wrapped_data_key = $3, rewrapped_at = now()
         WHERE user_id = $1 AND kek_id = $4`,
        [row.user_id, next.value.kekId, next.value.wrappedDataKey, row.kek_id],
      );
      rewrapped += updated.rowCount ?? 0;
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < batchSize) return { rewrapped, failed };
    after = String(last.user_id);
  }
};
