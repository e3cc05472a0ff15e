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

/** The fallback limits of SPEC §9, the same in USD and EUR: card 10.00–7500.00, bank account 10.00–25000.00. */
export const FALLBACK_PAYMENT_LIMITS: readonly {
  readonly id: string;
  readonly min: string;
  readonly max: string;
}[] = [
  { id: CARD, min: '10.00', max: '7500.00' },
  { id: BANK_ACCOUNT, min: '10.00', max: '25000.00' },
];

/** The fallback payment currencies (SPEC §9). */
export const FALLBACK_PAYMENT_CURRENCIES: readonly string[] = ['USD', 'EUR'];

/** How a payment method is named in texts ('The maximum purchase by card is …'). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  [CARD]: 'card',
  [BANK_ACCOUNT]: 'bank account',
};

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
