import { formatCents } from '../../../core/features/onramp/index.js';
import type { DailyPurchases } from './onrampPurchases.js';

/** How much the sandbox pays out per rolling 24 hours, in cents (USD and EUR counted alike). */
export interface CheckoutCaps {
  /** To one destination address. Default 25,000.00 (one purchase at the bank-account maximum). */
  readonly perAddressPerDay: bigint;
  /** To everyone together. Default 250,000.00. */
  readonly perDay: bigint;
}

export const DEFAULT_CHECKOUT_CAPS: CheckoutCaps = { perAddressPerDay: 2_500_000n, perDay: 25_000_000n };

/** Why a purchase of `cents` would pass a cap, or undefined when it fits under both. */
export const exceededCap = (caps: CheckoutCaps, today: DailyPurchases, cents: bigint): string | undefined => {
  if (today.address + cents > caps.perAddressPerDay) {
    return `This address can receive at most ${formatCents(caps.perAddressPerDay)} per day from the sandbox; try again tomorrow`;
  }
  if (today.total + cents > caps.perDay) {
    return `The sandbox pays out at most ${formatCents(caps.perDay)} per day; try again tomorrow`;
  }
  return undefined;
};
