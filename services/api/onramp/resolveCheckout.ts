import { err, type Result } from 'neverthrow';
import type { ChainClient, ChainClients } from '../chain/createChainClients.js';
import type { KnownToken } from '../chain/knownTokens.js';
import type { CheckoutClaims } from './checkoutToken.js';
import { parseCents } from './fiatCents.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';
import { onrampNetworkName, purchasableTokens } from './sandboxOptions.js';

/** A signed checkout with its chain and the tokens it sells: what the sandbox page shows and pays. */
export interface Checkout extends CheckoutClaims {
  readonly chain: ChainClient;
  readonly tokens: readonly KnownToken[];
  /** `amount` in cents. */
  readonly cents: bigint;
}

/**
 * The chain and tokens of verified claims: the chain whose on-ramp network name they carry, the tokens
 * the sandbox sells there among the claimed assets (all of them when none is claimed).
 */
export const resolveCheckout = (
  claims: CheckoutClaims,
  chains: ChainClients,
): Result<Checkout, OnrampFailure> => {
  const chain = chains.ids
    .map((id) => chains.get(id))
    .find((candidate) => candidate !== undefined && onrampNetworkName(candidate.chain) === claims.network);
  if (chain === undefined) return err(invalidOnramp('checkout', `Network ${claims.network} is not served`));
  const sold = purchasableTokens(chain.chain);
  const wanted = sold.filter((token) => claims.assets.includes(token.symbol));
  const tokens = claims.assets.length === 0 ? sold : wanted;
  if (tokens.length === 0) return err(invalidOnramp('checkout', 'Nothing to buy in this checkout'));
  return parseCents(claims.amount).map((cents) => ({ ...claims, chain, tokens, cents }));
};
