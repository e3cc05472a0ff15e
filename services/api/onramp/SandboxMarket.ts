import type { ResultAsync } from 'neverthrow';
import type { OnrampFailure } from './OnrampFailure.js';

/** A token the sandbox sells on a market: the native currency, an ERC-20 or an SPL token. */
export interface SandboxToken {
  readonly kind: 'native' | 'erc20' | 'spl';
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  /** The contract or mint (0xeeee…eeee for ether; '' for SOL, which the sandbox does not sell). */
  readonly address: string;
}

/** What a quote of one token on a market is computed from (see computeSandboxQuote). */
export interface MarketPricing {
  /** USD per whole token, scaled by 1e18. */
  readonly tokenPriceUsd: bigint;
  /** USD per unit of the fee currency, scaled by 1e18; the delivery's fee is `gas × gasPrice` of it. */
  readonly etherPriceUsd: bigint;
  readonly gas: bigint;
  readonly gasPrice: bigint;
}

export interface MarketDelivery {
  readonly token: SandboxToken;
  readonly to: string;
  /** In the token's smallest unit. */
  readonly amount: bigint;
}

/**
 * One network the sandbox on-ramp sells on: an EVM devnet chain (evmMarket) or the Solana devnet
 * (solanaMarket). The provider, the checkout and its page only speak to this.
 */
export interface SandboxMarket {
  /** The on-ramp network name the options, quotes and buy URLs carry (`devnet-31337`, `solana:…`). */
  readonly network: string;
  /** Shown on the checkout page and as the option's display name. */
  readonly name: string;
  readonly caipNetworkId: string;
  /** The options' `chain_id` (the EVM chain id, the Solana cluster's CAIP-2 reference). */
  readonly chainId: string;
  /** What is sold here, in the options' order. */
  readonly tokens: readonly SandboxToken[];
  /** A destination this market can pay to. */
  isAddress(address: string): boolean;
  pricing(token: SandboxToken): ResultAsync<MarketPricing, OnrampFailure>;
  /** Pays a purchase from the treasury and waits until it is confirmed; the transaction id. */
  deliver(delivery: MarketDelivery): ResultAsync<string, OnrampFailure>;
}

/** The markets of the sandbox, by on-ramp network name. */
export interface SandboxMarkets {
  readonly list: readonly SandboxMarket[];
  get(network: string): SandboxMarket | undefined;
}

export const sandboxMarkets = (list: readonly SandboxMarket[]): SandboxMarkets => {
  const byName = new Map(list.map((market) => [market.network, market] as const));
  return { list, get: (network) => byName.get(network) };
};

/** The chain is down or refused: the purchase cannot be quoted or paid there. */
export const marketUnavailable = (description: string, cause: unknown): OnrampFailure => ({
  kind: 'chainUnavailable',
  field: 'network',
  description,
  cause,
});
