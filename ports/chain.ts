import type { CaipNetworkId, ChainNamespace, Network } from './network.js';
import type { SolanaSendOptions } from './wallet.js';

export interface TransactionReceipt {
  readonly hash: string;
  readonly status: 'success' | 'reverted';
  readonly blockNumber: bigint;
  /** EVM: the logs the transaction emitted (what a swap paid out is read from them); absent elsewhere. */
  readonly logs?: readonly ReceiptLog[];
}

/** One EVM log of a receipt. */
export interface ReceiptLog {
  readonly address: `0x${string}`;
  readonly topics: readonly `0x${string}`[];
  readonly data: `0x${string}`;
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

/** One SPL token account of an owner (solana). */
export interface SplTokenBalance {
  /** The token account (base58). */
  readonly account: string;
  readonly mint: string;
  /** The token program owning it (SPL Token or Token-2022). */
  readonly programId: string;
  /** Raw units. */
  readonly amount: bigint;
  readonly decimals: number;
}

/** What a Solana transaction will cost: its signature fee and the rent of the accounts it creates (lamports). */
export interface SolanaFeeEstimate {
  readonly fee: bigint;
  readonly rent: bigint;
}

/** A SOL or SPL transfer to build (solana). */
export interface SolanaTransferRequest {
  /** The sender and fee payer (base58). */
  readonly from: string;
  /** The receiver's wallet address (base58); an SPL transfer goes to its associated token account. */
  readonly to: string;
  /** In the token's smallest unit (lamports for SOL). */
  readonly amount: bigint;
  /** SPL: the mint and its decimals (a `transferChecked`); none for SOL. */
  readonly token?: { readonly mint: string; readonly decimals: number };
}

/** A transfer ready for the wallet: its unsigned transaction and what it costs (solana). */
export interface SolanaTransfer {
  /** The unsigned transaction's wire bytes, base64: fee payer `from`, a recent blockhash. */
  readonly transaction: string;
  /** Its signature fee, and the rent of the receiver's associated token account when it creates one. */
  readonly fee: SolanaFeeEstimate;
  /** SPL: the transaction creates the receiver's associated token account (its rent is in `fee.rent`). */
  readonly createsTokenAccount: boolean;
  /** The rent-exempt minimum of an account without data (lamports): the least a system account may hold besides 0. */
  readonly accountRentMinimum: bigint;
  /** SOL: the receiver's account does not exist yet, so the amount must reach `accountRentMinimum`. */
  readonly receiverIsNew: boolean;
}

/**
 * Read access to one namespace's chains (balances, fees, receipts). Signing goes through the connected wallet
 * (WalletSession), never through a chain reader; so does sending, except a Solana transaction the wallet signed
 * but cannot send itself (a wallet with `solana:signTransaction` only), which `sendSolanaTransaction` submits.
 */
export interface ChainReader {
  readonly namespace: ChainNamespace;
  /** Native balance in the chain's smallest unit (wei, lamports). */
  getNativeBalance(args: { address: string; network: Network }): Promise<bigint>;
  /** Waits for a sent transaction to be mined or confirmed. */
  waitForTransaction(args: { hash: string; network: Network }): Promise<TransactionReceipt>;
  /** Optional: EVM fee estimate for a call. */
  estimateEvmFee?(args: { request: EvmCallRequest; network: Network }): Promise<EvmFeeEstimate>;
  /** Optional, solana: the owner's SPL token accounts (SPL Token and Token-2022). */
  getSplTokenBalances?(args: { address: string; network: Network }): Promise<readonly SplTokenBalance[]>;
  /**
   * Optional, solana: the fee of a compiled message (its bytes) and the rent-exempt minimum of each account of
   * `newAccountSizes` bytes it creates (a receiver's associated token account is 165).
   */
  estimateSolanaFee?(args: {
    message: Uint8Array;
    newAccountSizes?: readonly number[];
    network: Network;
  }): Promise<SolanaFeeEstimate>;
  /**
   * Optional, solana: the unsigned transaction of a SOL transfer (System Program) or an SPL one (the receiver's
   * associated token account created when missing, then `transferChecked`), with its fee and rent. Reads only
   * (blockhash, accounts); the wallet signs and sends it.
   */
  buildSolanaTransfer?(args: { request: SolanaTransferRequest; network: Network }): Promise<SolanaTransfer>;
  /**
   * Optional, solana: submits a transaction the wallet signed (base64 wire bytes) to the network's node and
   * answers its base58 signature; a refusal (preflight, blockhash, funds) rejects with its catalogue error.
   */
  sendSolanaTransaction?(args: {
    transaction: string;
    network: Network;
    options?: SolanaSendOptions;
  }): Promise<string>;
}

export type ChainReaders = Partial<Record<ChainNamespace, ChainReader>>;

export type { CaipNetworkId };
