import type { Address, Hex } from 'viem';

/** The parts of a mined transaction the indexer reads (viem's block transactions fit). */
export interface BlockTransaction {
  readonly hash: Hex;
  readonly from: Address;
  /** null for a contract creation. */
  readonly to: Address | null;
  readonly value: bigint;
  readonly nonce: number;
  readonly input: Hex;
  readonly transactionIndex: number | null;
}

export interface BlockLog {
  readonly address: Address;
  readonly topics: [Hex, ...Hex[]] | [];
  readonly data: Hex;
}

/** The parts of a receipt the indexer reads (viem's receipts fit). */
export interface BlockReceipt {
  readonly transactionHash: Hex;
  readonly status: 'success' | 'reverted';
  readonly contractAddress?: Address | null | undefined;
  readonly logs: readonly BlockLog[];
}

/** One block with its transactions and their receipts. */
export interface BlockActivity {
  readonly number: bigint;
  readonly hash: Hex;
  readonly parentHash: Hex;
  /** Unix seconds. */
  readonly timestamp: bigint;
  readonly transactions: readonly BlockTransaction[];
  readonly receipts: readonly BlockReceipt[];
}
