import type {
  Logger,
  Money,
  Network,
  OnrampApi,
  OnrampNetwork,
  Scheduler,
  TokenBalance,
} from '../../../ports/index.js';
import type { AnalyticsEvent } from '../../kernel/analytics/index.js';
import type { WalletRegistryError } from '../../kernel/walletCatalog/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { AmountError } from '../../lib/format/index.js';
import type { PurchaseLimitError } from './checkPurchaseLimits.js';
import type { OnrampProviderId } from './providers.js';

/**
 * Where the on-ramp flow is. `editing`: the form (amount empty, invalid or out of limits, or the last quote
 * was refused); `quoting`: a quote is due (debounce) or under way; `ready`: a quote (real or placeholder)
 * shows and the buyer can go to the provider; `opening`: the provider URL is being made; `pending`: the
 * provider page was handed out, the balance is watched until the funds arrive; `success`: they arrived;
 * `failed`: they did not arrive in time (ONRAMP_PURCHASE_TIMEOUT). Every state ends.
 */
export type OnrampStatus = 'editing' | 'quoting' | 'ready' | 'opening' | 'pending' | 'success' | 'failed';

/** The options: not loaded, loading, or loaded (from the service or the built-in fallback). */
export type OnrampOptionsStatus = 'idle' | 'loading' | 'ready';

/** Where the loaded options came from: the data service, or the built-in fallback (SPEC §8). */
export type OnrampOptionsSource = 'service' | 'fallback';

/** A purchase currency that can be bought on the active network, with that network's entry. */
export interface OnrampPurchaseToken {
  /** The options' currency id (sent as `purchaseCurrency`). */
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  /** The active network's entry: `name` is sent as `network`, `contract_address` names the token. */
  readonly network: OnrampNetwork;
  /** The network's native currency (no contract). */
  readonly native: boolean;
}

/** A payment method of the chosen currency with its limits ('10.00' … '7500.00'). */
export interface OnrampPaymentMethod {
  /** 'card', 'ach_bank_account' (sent as `paymentMethod`). */
  readonly id: string;
  /** 'card', 'bank account'. */
  readonly label: string;
  readonly min: string;
  readonly max: string;
}

/** A quote of the service, as the breakdown shows it. Amounts are exact decimal strings with a currency. */
export interface OnrampQuoteBreakdown {
  readonly placeholder: false;
  readonly quoteId: string;
  /** The provider's fee (`coinbaseFee`). */
  readonly fee: Money;
  readonly networkFee: Money;
  /** What buys the token: total − fee − network fee. */
  readonly subtotal: Money;
  /** What the buyer pays. */
  readonly total: Money;
  /** What the buyer receives, in the purchased token (`purchaseAmount`). */
  readonly receive: Money;
}

/**
 * Shown when the quote route fails (SPEC §8 placeholder quote, id `mocked-quote-id`): only what is known —
 * the total typed and the token to receive; fees and the received amount are unknown (never shown as zero).
 */
export interface OnrampPlaceholderQuote {
  readonly placeholder: true;
  readonly quoteId: string;
  readonly total: Money;
  /** The symbol of the token to receive. */
  readonly receiveCurrency: string;
  /** Why the service quote failed. */
  readonly reason: OnrampServiceError;
}

export type OnrampQuoteView = OnrampQuoteBreakdown | OnrampPlaceholderQuote;

/** A failed data-service call: the service's own description, or a mapped transport failure. */
export type OnrampServiceError = WalletRegistryError;

/** Every error the on-ramp flow can show (all catalogue errors). */
export type OnrampError =
  | OnrampServiceError
  | PurchaseLimitError
  | AmountError
  | LatchError<'ONRAMP_PROVIDER_UNAVAILABLE'>
  | LatchError<'ONRAMP_PURCHASE_TIMEOUT'>
  | LatchError<'URL_UNSAFE'>
  | LatchError<'ACCOUNT_NOT_FOUND'>
  | LatchError<'REQUEST_ABORTED'>
  | LatchError<'INTERNAL_SDK_ERROR'>;

/** The provider page handed out: where to send the buyer, and whose page it is. */
export interface OnrampHandOff {
  readonly url: string;
  readonly provider: OnrampProviderId;
}

/** A purchase handed to the provider and watched until its funds arrive. */
export interface OnrampPurchase {
  readonly token: OnrampPurchaseToken;
  /** The account the funds go to. */
  readonly address: string;
  /** The fiat amount paid ('50.00') and its currency. */
  readonly total: Money;
  /** The quoted amount to receive; undefined with a placeholder quote. */
  readonly expected: string | undefined;
  /** The balance before the hand-off (exact decimal); undefined until it could be read. */
  readonly startBalance: string | undefined;
  /** On success: how much the balance rose (exact decimal of the token). */
  readonly received: string | undefined;
}

/** Where a balance is read: the account, its network, the token. */
export interface OnrampBalanceQuery {
  readonly address: string;
  readonly network: Network;
  readonly token: OnrampPurchaseToken;
}

/** The part of the account store the on-ramp flow reads. */
export interface OnrampAccountSource {
  readonly activeNetwork: Network;
  readonly address: string | undefined;
}

export interface OnrampStoreDeps {
  readonly account: OnrampAccountSource;
  readonly onrampApi: OnrampApi;
  /**
   * The account's balance of a token as an exact decimal string, read past the caches; undefined when it
   * cannot be read now (or the account or network is no longer active). See createHeldBalanceReader.
   */
  readonly readBalance: (query: OnrampBalanceQuery) => Promise<string | undefined>;
  /** Tokens the account holds on the active network (for the fallback options' stablecoins). */
  readonly heldTokens?: () => readonly TokenBalance[];
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** Called once a purchase arrived (refresh balances and activity). */
  readonly onPurchased?: () => void;
  /** Analytics (SELECT_BUY_CRYPTO, SELECT_BUY_PROVIDER, ONRAMP_URL_OPENED, ONRAMP_*_FALLBACK). */
  readonly track?: (event: AnalyticsEvent) => void;
}

export interface OnrampStoreOptions {
  /** Quote debounce (default ONRAMP_QUOTE_DEBOUNCE_MS). */
  readonly quoteDebounceMs?: number;
  /** Balance polling while pending (default ONRAMP_POLL_INTERVAL_MS). */
  readonly pollIntervalMs?: number;
  /** How long a pending purchase is watched (default ONRAMP_PENDING_TIMEOUT_MS). */
  readonly pendingTimeoutMs?: number;
  /** The providers offered, in order (default both of ONRAMP_PROVIDERS; the first is picked). */
  readonly providers?: readonly OnrampProviderId[];
  /** The locale's decimal mark, read in amounts besides '.' (default '.' only). */
  readonly decimalMark?: string;
}
