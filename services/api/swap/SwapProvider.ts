import type { ResultAsync } from 'neverthrow';
import type { Hex } from '../../devnet/manifest.js';
import type { ChainUnavailable } from '../chain/ChainUnavailable.js';

/**
 * The service side of swaps (CONTRACTS §1 `/v1/convert/*`): the routes validate the request and shape the
 * answer; a provider quotes and builds the transactions. The devnet's Uniswap V2 is one provider
 * (`createUniswapV2SwapProvider`); a hosted aggregator can be another behind the same port.
 * Addresses are plain 0x hex on the provider's chain; `0xeeee…eeee` is the native currency.
 */
export interface SwapProvider {
  /** Whether this provider serves the CAIP-2 network at all. */
  serves(caipNetworkId: string): boolean;
  /** The tokens it can swap on the network, suggested ones first. */
  listTokens(caipNetworkId: string): ResultAsync<readonly ProviderSwapToken[], SwapFailure>;
  /** How much of `to` an exact `amount` of `from` buys now (smallest units). */
  quote(request: SwapPairRequest): ResultAsync<bigint, SwapFailure>;
  /** How much of `token` the provider's spender may move for `owner` (max uint256 for the native currency). */
  allowance(request: {
    readonly caipNetworkId: string;
    readonly token: Hex;
    readonly owner: Hex;
  }): ResultAsync<bigint, SwapFailure>;
  /** Current fees in wei: standard, fast and instant (maxFeePerGas on EIP-1559 chains). */
  gasPrice(caipNetworkId: string): ResultAsync<ProviderGasPrice, SwapFailure>;
  /** An approve of `amount` of `token` to the provider's spender. */
  buildApprove(request: {
    readonly caipNetworkId: string;
    readonly token: Hex;
    readonly amount: bigint;
  }): ResultAsync<ProviderApprove, SwapFailure>;
  /** The swap transaction of `user`, at least `amount`'s quote less `slippageBps` out, gas estimated + 10 %. */
  buildSwap(
    request: SwapPairRequest & {
      readonly user: Hex;
      /** Slippage tolerance in basis points (1 % = 100). */
      readonly slippageBps: bigint;
      /** Skip the node's gas estimate (the approve may not be mined yet) and use a fixed allowance. */
      readonly disableEstimate: boolean;
    },
  ): ResultAsync<ProviderSwapTransaction, SwapFailure>;
}

export interface SwapPairRequest {
  readonly caipNetworkId: string;
  readonly from: Hex;
  readonly to: Hex;
  readonly amount: bigint;
}

export interface ProviderSwapToken {
  readonly name: string;
  readonly symbol: string;
  readonly address: Hex;
  readonly decimals: number;
  /** Whether the token supports EIP-2612 permits. */
  readonly eip2612: boolean;
  /** An icon URL; without one the route links the service's own token icon. */
  readonly logoUri?: string;
}

export interface ProviderGasPrice {
  readonly standard: bigint;
  readonly fast: bigint;
  readonly instant: bigint;
}

export interface ProviderApprove {
  /** Who the approve lets spend (the router). */
  readonly spender: Hex;
  readonly data: Hex;
  readonly gasPrice: bigint;
}

export interface ProviderSwapTransaction {
  /** The contract to call (the router). */
  readonly to: Hex;
  readonly data: Hex;
  /** Native value to send (the amount when swapping from the native currency, else 0). */
  readonly value: bigint;
  readonly gas: bigint;
  readonly gasPrice: bigint;
  /** The least the swap may deliver, or it reverts. */
  readonly amountOutMin: bigint;
}

/** Why a provider could not answer. */
export type SwapFailure =
  | ChainUnavailable
  | { readonly kind: 'UnknownSwapToken'; readonly address: Hex }
  | { readonly kind: 'NoSwapRoute'; readonly from: Hex; readonly to: Hex }
  | { readonly kind: 'NativeNeedsNoApproval' }
  /** The pools refused to quote the amount (e.g. more than they can take). */
  | { readonly kind: 'QuoteReverted'; readonly cause: unknown }
  /** The node says the swap would revert (balance or allowance too low, or the price moved). */
  | { readonly kind: 'SwapWouldFail'; readonly cause: unknown };
