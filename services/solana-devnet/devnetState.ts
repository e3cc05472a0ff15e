import type { Ledger } from './ledger.js';
import type { TokenAccountIndex } from './tokenAccountIndex.js';

/** What the RPC methods answer from. */
export interface DevnetState {
  readonly ledger: Ledger;
  readonly tokenAccounts: TokenAccountIndex;
  readonly genesisHash: string;
}

/** The `context` of Solana's RPC answers. */
export const rpcContext = ({ ledger }: DevnetState) => ({ apiVersion: '2.2.0', slot: ledger.slot() });
