import { err, type Result } from 'neverthrow';
import type { CheckoutClaims } from './checkoutToken.js';
import { parseCents } from './fiatCents.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';
import type { SandboxMarket, SandboxMarkets, SandboxToken } from './SandboxMarket.js';

/** A signed checkout with its market and the tokens it sells: what the sandbox page shows and pays. */
export interface Checkout extends CheckoutClaims {
  readonly market: SandboxMarket;
  readonly tokens: readonly SandboxToken[];
  /** `amount` in cents. */
  readonly cents: bigint;
}

/**
 * The market and tokens of verified claims: the market whose on-ramp network name they carry, the tokens
 * the sandbox sells there among the claimed assets (all of them when none is claimed).
 */
export const resolveCheckout = (
  claims: CheckoutClaims,
  markets: SandboxMarkets,
): Result<Checkout, OnrampFailure> => {
  const market = markets.get(claims.network);
  if (market === undefined) return err(invalidOnramp('checkout', `Network ${claims.network} is not served`));
  if (!market.isAddress(claims.address)) return err(invalidOnramp('checkout', 'Invalid destination address'));
  const sold = market.tokens;
  const wanted = sold.filter((token) => claims.assets.includes(token.symbol));
  const tokens = claims.assets.length === 0 ? sold : wanted;
  if (tokens.length === 0) return err(invalidOnramp('checkout', 'Nothing to buy in this checkout'));
  return parseCents(claims.amount).map((cents) => ({ ...claims, market, tokens, cents }));
};
