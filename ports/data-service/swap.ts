import type { CaipAddress, CaipNetworkId } from '../network.js';
import type { Abortable } from './abortable.js';

export interface SwapToken {
  readonly name: string;
  readonly symbol: string;
  readonly address: CaipAddress;
  readonly decimals: number;
  readonly logoUri: string;
  readonly eip2612?: boolean;
}

export interface SwapQuote {
  readonly id: string | null;
  readonly fromAmount: string;
  readonly fromAccount: CaipAddress;
  readonly toAmount: string;
  readonly toAccount: CaipAddress;
}

export interface GasPrice {
  readonly standard: string;
  readonly fast: string;
  readonly instant: string;
}

export interface SwapTransaction {
  readonly from: CaipAddress;
  readonly to: CaipAddress;
  readonly data: `0x${string}`;
  readonly amount: string;
  readonly eip155: { readonly gas: string; readonly gasPrice: string };
}

export interface ApproveTransaction {
  readonly from: CaipAddress;
  readonly to: CaipAddress;
  readonly data: `0x${string}`;
  readonly value: string;
  readonly eip155: { readonly gasPrice: string };
}

export interface SwapApi {
  /** GET /v1/convert/tokens */
  getTokens(
    request: { readonly chainId: CaipNetworkId } & Abortable,
  ): Promise<{ readonly tokens: readonly SwapToken[] }>;
  /** GET /v1/convert/quotes */
  getQuotes(
    request: {
      readonly amount: string;
      readonly from: CaipAddress;
      readonly to: CaipAddress;
      readonly userAddress: CaipAddress;
      readonly gasPrice?: string;
    } & Abortable,
  ): Promise<{ readonly quotes: readonly SwapQuote[] }>;
  /** GET /v1/convert/allowance */
  getAllowance(
    request: {
      readonly tokenAddress: CaipAddress;
      readonly userAddress: CaipAddress;
    } & Abortable,
  ): Promise<{ readonly allowance: string }>;
  /** GET /v1/convert/gas-price */
  getGasPrice(request: { readonly chainId: CaipNetworkId } & Abortable): Promise<GasPrice>;
  /** POST /v1/convert/build-transaction */
  buildTransaction(request: {
    readonly amount: string;
    readonly from: CaipAddress;
    readonly to: CaipAddress;
    readonly userAddress: CaipAddress;
    readonly eip155: { readonly slippage: string };
    readonly disableEstimate?: boolean;
  }): Promise<{ readonly tx: SwapTransaction }>;
  /** GET /v1/convert/build-approve */
  buildApprove(request: {
    readonly from: CaipAddress;
    readonly to: CaipAddress;
    readonly amount?: string;
  }): Promise<{ readonly tx: ApproveTransaction }>;
}
