export { balanceRise } from './balanceRise.js';
export {
  type CheckPurchaseLimitsArgs,
  checkPurchaseLimits,
  type PurchaseLimitError,
  type PurchaseLimits,
} from './checkPurchaseLimits.js';
export {
  BANK_ACCOUNT,
  CARD,
  FALLBACK_PAYMENT_CURRENCIES,
  FALLBACK_PAYMENT_LIMITS,
  FALLBACK_STABLECOIN_SYMBOLS,
  isPaymentCurrency,
  isPaymentMethod,
  ONRAMP_NETWORK_NAMES,
  ONRAMP_PENDING_TIMEOUT_MS,
  ONRAMP_POLL_INTERVAL_MS,
  ONRAMP_QUOTE_DEBOUNCE_MS,
  PAYMENT_CURRENCIES,
  PAYMENT_LIMITS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentCurrency,
  type PaymentMethod,
  PLACEHOLDER_QUOTE_ID,
} from './constants.js';
export { createHeldBalanceReader, type HeldBalanceSources } from './createHeldBalanceReader.js';
export { createOnrampStore } from './createOnrampStore.js';
export { type FallbackOnrampOptionsInput, fallbackOnrampOptions } from './fallbackOnrampOptions.js';
export { formatCents, limitCents, parseCents, parseFiatCents } from './fiatCents.js';
export { OnrampStore } from './OnrampStore.js';
export { onrampNetworkName } from './onrampNetworkName.js';
export {
  ONRAMP_PROVIDERS,
  type OnrampProviderId,
  type OnrampProviderInfo,
  providerOfUrl,
} from './providers.js';
export { purchaseTokensOn } from './purchaseTokensOn.js';
export { sanitizeOnrampOptions } from './sanitizeOnrampOptions.js';
export { placeholderQuote, toQuoteBreakdown } from './toQuoteView.js';
export type {
  OnrampAccountSource,
  OnrampBalanceQuery,
  OnrampError,
  OnrampHandOff,
  OnrampOptionsSource,
  OnrampOptionsStatus,
  OnrampPaymentMethod,
  OnrampPlaceholderQuote,
  OnrampPurchase,
  OnrampPurchaseToken,
  OnrampQuoteBreakdown,
  OnrampQuoteView,
  OnrampServiceError,
  OnrampStatus,
  OnrampStoreDeps,
  OnrampStoreOptions,
} from './types.js';
