import type { Queryable } from '../db/Database.js';
import type { PaymentCurrency, PaymentMethod } from './onrampLimits.js';

export interface NewOnrampPurchase {
  readonly id: string;
  readonly partnerUserId: string;
  readonly chainId: string;
  readonly address: string;
  readonly asset: string;
  readonly paymentMethod: PaymentMethod;
  readonly paymentCurrency: PaymentCurrency;
  /** Decimal strings with two places. */
  readonly paymentTotal: string;
  readonly fee: string;
  readonly networkFee: string;
  /** In the token's smallest unit. */
  readonly purchaseAmount: bigint;
}

export interface OnrampPurchaseRow {
  readonly id: string;
  readonly status: 'pending' | 'paid' | 'failed';
  readonly tx_hash: string | null;
  readonly address: string;
  readonly asset: string;
  readonly purchase_amount: string;
}

/** Records a purchase as pending; false when this checkout id was used already. */
export const insertPendingPurchase = async (db: Queryable, purchase: NewOnrampPurchase): Promise<boolean> => {
  const result = await db.query(
    `INSERT INTO onramp_purchases (id, partner_user_id, chain_id, address, asset, payment_method,
       payment_currency, payment_total, fee, network_fee, purchase_amount, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending') ON CONFLICT (id) DO NOTHING`,
    [
      purchase.id,
      purchase.partnerUserId,
      purchase.chainId,
      purchase.address,
      purchase.asset,
      purchase.paymentMethod,
      purchase.paymentCurrency,
      purchase.paymentTotal,
      purchase.fee,
      purchase.networkFee,
      purchase.purchaseAmount.toString(),
    ],
  );
  return result.rowCount === 1;
};

/** Marks a pending purchase paid (with its transfer) or failed. */
export const settlePurchase = async (
  db: Queryable,
  id: string,
  outcome: { readonly status: 'paid'; readonly txHash: string } | { readonly status: 'failed' },
): Promise<void> => {
  await db.query('UPDATE onramp_purchases SET status = $2, tx_hash = $3, updated_at = now() WHERE id = $1', [
    id,
    outcome.status,
    outcome.status === 'paid' ? outcome.txHash : null,
  ]);
};

export const findPurchase = async (db: Queryable, id: string): Promise<OnrampPurchaseRow | undefined> =>
  (
    await db.query<OnrampPurchaseRow>(
      'SELECT id, status, tx_hash, address, asset, purchase_amount::text AS purchase_amount FROM onramp_purchases WHERE id = $1',
      [id],
    )
  ).rows[0];

/** What was bought in the last 24 hours (pending and paid purchases), in cents of any currency. */
export interface DailyPurchases {
  /** By this address (case-insensitive). */
  readonly address: bigint;
  /** By everyone. */
  readonly total: bigint;
}

export const purchasedToday = async (db: Queryable, address: string): Promise<DailyPurchases> => {
  const row = (
    await db.query<{ address: string; total: string }>(
      `SELECT (coalesce(sum(payment_total) FILTER (WHERE lower(address) = lower($1)), 0) * 100)::bigint AS address,
              (coalesce(sum(payment_total), 0) * 100)::bigint AS total
         FROM onramp_purchases WHERE status <> 'failed' AND created_at > now() - interval '1 day'`,
      [address],
    )
  ).rows[0];
  return { address: BigInt(row?.address ?? 0), total: BigInt(row?.total ?? 0) };
};
