import type { CaipAddress, CaipNetworkId } from '../network.js';
import type { Abortable } from './abortable.js';

/** SPEC §3 Token balance, as the balance route returns it. */
export interface TokenBalance {
  readonly name: string;
  readonly symbol: string;
  readonly chainId: CaipNetworkId;
  /** CAIP-10 token address; native tokens use 0xeeee…eeee. */
  readonly address?: CaipAddress;
  /** USD value of the holding. */
  readonly value?: number;
  readonly price: number;
  readonly quantity: { readonly decimals: string; readonly numeric: string };
  readonly iconUrl: string;
}

export interface GetBalanceRequest {
  readonly address: string;
  readonly chainId: CaipNetworkId;
  readonly currency: string;
  /** CAIP-10 token addresses to refresh past the server's cache. */
  readonly forceUpdate?: readonly CaipAddress[];
}

export interface FungiblePrice {
  readonly address: CaipAddress;
  readonly name: string;
  readonly symbol: string;
  readonly iconUrl: string;
  readonly price: number;
  readonly decimals: number;
}

export interface BalanceApi {
  /** GET /v1/account/{address}/balance */
  getBalance(request: GetBalanceRequest): Promise<{ readonly balances: readonly TokenBalance[] }>;
  /** POST /v1/fungible/price */
  getFungiblePrices(
    request: {
      readonly currency: string;
      readonly addresses: readonly CaipAddress[];
    } & Abortable,
  ): Promise<{ readonly fungibles: readonly FungiblePrice[] }>;
}
