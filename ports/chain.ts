import type { CaipNetworkId, ChainNamespace, Network } from './network.js';

export interface TransactionReceipt {
  readonly hash: string;
  readonly status: 'success' | 'reverted';
  readonly blockNumber: bigint;
}

export interface EvmFeeEstimate {
  readonly gas: bigint;
  /** Effective price per gas unit (legacy gasPrice or EIP-1559 maxFeePerGas). */
  readonly pricePerGas: bigint;
}

export interface EvmCallRequest {
  readonly from: `0x${string}`;
  readonly to: `0x${string}`;
  readonly value?: bigint;
  readonly data?: `0x${string}`;
}

/**
 * Read access to one namespace's chains (balances, fees, receipts). Signing and sending go through
 * the connected wallet (WalletSession), never through a chain reader.
 */
export interface ChainReader {
  readonly namespace: ChainNamespace;
  /** Native balance in the chain's smallest unit (wei, lamports). */
  getNativeBalance(args: { address: string; network: Network }): Promise<bigint>;
  /** Waits for a sent transaction to be mined or confirmed. */
  waitForTransaction(args: { hash: string; network: Network }): Promise<TransactionReceipt>;
  /** Optional: EVM fee estimate for a call. */
  estimateEvmFee?(args: { request: EvmCallRequest; network: Network }): Promise<EvmFeeEstimate>;
}

export type ChainReaders = Partial<Record<ChainNamespace, ChainReader>>;

export type { CaipNetworkId };
