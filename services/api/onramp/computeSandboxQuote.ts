import { formatUnits } from 'viem';
import { formatCents } from '../../../core/features/onramp/index.js';
import type { OnrampQuote } from '../../../ports/index.js';
import type { PaymentCurrency, PaymentMethod } from './onrampLimits.js';

/** The sandbox fee rule (SPEC §9: 1–2 %): card 2 %, bank account 1 %, rounded up to the cent. */
export const SANDBOX_FEE_BASIS_POINTS: Readonly<Record<PaymentMethod, bigint>> = {
  card: 200n,
  ach_bank_account: 100n,
};

/** The sandbox's fixed exchange rate, in US cents per currency unit (1 EUR = 1.08 USD). */
export const SANDBOX_USD_CENTS_PER_UNIT: Readonly<Record<PaymentCurrency, bigint>> = {
  USD: 100n,
  EUR: 108n,
};

const WEI = 10n ** 18n;

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

export interface SandboxQuoteInput {
  readonly quoteId: string;
  /** What the buyer pays in all, in cents of `currency`. */
  readonly totalCents: bigint;
  readonly currency: PaymentCurrency;
  readonly method: PaymentMethod;
  readonly token: { readonly symbol: string; readonly decimals: number };
  /** USD per whole token, scaled by 1e18. */
  readonly tokenPriceUsd: bigint;
  /** USD per ether, scaled by 1e18 (network fees are paid in ether). */
  readonly etherPriceUsd: bigint;
  /** Gas of the delivery transfer and the chain's gas price in wei. */
  readonly gas: bigint;
  readonly gasPrice: bigint;
}

export type SandboxQuoteFailure = { readonly kind: 'amountTooSmall' };

/**
 * A sandbox quote in exact integer arithmetic: the buyer pays `total`; the fee (by method) and the
 * network fee (delivery gas at the chain's gas price, valued at the ether price, rounded up to the cent)
 * come off it; the rest buys the token at its pool price, rounded down to the token's decimals.
 */
export const computeSandboxQuote = (input: SandboxQuoteInput): OnrampQuote | SandboxQuoteFailure => {
  const rate = SANDBOX_USD_CENTS_PER_UNIT[input.currency];
  const fee = ceilDiv(input.totalCents * SANDBOX_FEE_BASIS_POINTS[input.method], 10_000n);
  // wei × (USD/ETH × 1e18) / 1e18 / 1e18 = USD; × 100 = US cents; × 100 / rate = cents of the currency.
  const networkFee = ceilDiv(
    input.gas * input.gasPrice * input.etherPriceUsd * 100n * 100n,
    WEI * WEI * rate,
  );
  const subtotal = input.totalCents - fee - networkFee;
  if (subtotal <= 0n || input.tokenPriceUsd <= 0n) return { kind: 'amountTooSmall' };
  // cents × rate / 100 = US cents; / 100 = USD; / price = tokens; × 10^decimals = base units.
  const units =
    (subtotal * rate * WEI * 10n ** BigInt(input.token.decimals)) / (100n * 100n * input.tokenPriceUsd);
  const money = (cents: bigint) => ({ amount: formatCents(cents), currency: input.currency });
  return {
    coinbaseFee: money(fee),
    networkFee: money(networkFee),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(input.totalCents),
    purchaseAmount: { amount: formatUnits(units, input.token.decimals), currency: input.token.symbol },
    quoteId: input.quoteId,
  };
};
