/** On-ramp rules and timings (SPEC §8, §9; the rest are product choices documented here). */

/** A quote is asked once typing pauses this long (SPEC §9 debounce default 500 ms, as the swap). */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 500;

/** While a purchase is pending, the balance is read this often (SPEC §9 polling default 4000 ms). */
export const ONRAMP_POLL_INTERVAL_MS = 4_000;

/** How long a pending purchase is watched before it ends with ONRAMP_PURCHASE_TIMEOUT. */
export const ONRAMP_PENDING_TIMEOUT_MS = 10 * 60_000;

/** The id of the placeholder quote shown when the quote route fails (SPEC §8, CONTRACTS §1). */
export const PLACEHOLDER_QUOTE_ID = 'mocked-quote-id';

/** Payment method ids as the options carry them (Coinbase's ids): card, and bank account (ACH). */
export const CARD = 'card';
export const BANK_ACCOUNT = 'ach_bank_account';

/** The payment methods of SPEC §9 (what the sandbox takes and the fallback offers). */
export const PAYMENT_METHODS = [CARD, BANK_ACCOUNT] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The fiat currencies of SPEC §9. */
export const PAYMENT_CURRENCIES = ['USD', 'EUR'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** The limits of SPEC §9, the same in USD and EUR: card 10.00–7500.00, bank account 10.00–25000.00. */
export const PAYMENT_LIMITS: Readonly<Record<PaymentMethod, { readonly min: string; readonly max: string }>> =
  {
    [CARD]: { min: '10.00', max: '7500.00' },
    [BANK_ACCOUNT]: { min: '10.00', max: '25000.00' },
  };

/** The fallback limits: SPEC §9's, per method. */
export const FALLBACK_PAYMENT_LIMITS: readonly {
  readonly id: string;
  readonly min: string;
  readonly max: string;
}[] = PAYMENT_METHODS.map((id) => ({ id, ...PAYMENT_LIMITS[id] }));

/** The fallback payment currencies (SPEC §9). */
export const FALLBACK_PAYMENT_CURRENCIES: readonly string[] = PAYMENT_CURRENCIES;

/** How a payment method is named in texts ('The maximum purchase by card is …'). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  [CARD]: 'card',
  [BANK_ACCOUNT]: 'bank account',
};

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

export const isPaymentCurrency = (value: string): value is PaymentCurrency =>
  (PAYMENT_CURRENCIES as readonly string[]).includes(value);

/** Stablecoins a fallback offers when the account holds them on the active network. */
export const FALLBACK_STABLECOIN_SYMBOLS: readonly string[] = ['USDC', 'USDT', 'DAI'];

/**
 * On-ramp network names (Coinbase's) of well-known eip155 chains; the local devnet chains are `devnet-<id>`
 * as the data service names them; Solana networks are `solana`.
 */
export const ONRAMP_NETWORK_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:10': 'optimism',
  'eip155:56': 'bsc',
  'eip155:137': 'polygon',
  'eip155:8453': 'base',
  'eip155:42161': 'arbitrum',
  'eip155:43114': 'avalanche-c-chain',
  'eip155:31337': 'devnet-31337',
  'eip155:31338': 'devnet-31338',
};
