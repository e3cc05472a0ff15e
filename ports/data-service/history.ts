import type { CaipNetworkId } from '../network.js';
import type { Abortable } from './abortable.js';

export interface TransactionTransfer {
  readonly fungible_info?: {
    readonly name?: string;
    readonly symbol?: string;
    readonly icon?: { readonly url: string };
  };
  readonly nft_info?: {
    readonly name?: string;
    readonly content?: { readonly preview?: { readonly url: string } };
    readonly flags: { readonly is_spam: boolean };
  };
  readonly direction: 'in' | 'out' | 'self';
  readonly quantity: { readonly numeric: string };
  readonly value?: number;
  readonly price?: number;
}

/** SPEC §3 Transaction / CONTRACTS §1 Tx. */
export interface Transaction {
  readonly id: string;
  readonly metadata: {
    readonly operationType: string;
    readonly hash: string;
    /** ISO 8601. */
    readonly minedAt: string;
    readonly sentFrom: string;
    readonly sentTo: string;
    readonly status: 'confirmed' | 'failed' | 'pending';
    readonly nonce: number;
    readonly chain: CaipNetworkId;
    readonly application?: { readonly name?: string; readonly iconUrl?: string };
  };
  readonly transfers: readonly TransactionTransfer[];
  /**
   * The tokens an approval transaction allowed a spender to move (nothing moved, so no transfer); as Zerion's
   * `approvals`. Latch's data service sends it for approvals of a known token; absent elsewhere.
   */
  readonly approvals?: readonly TransactionApproval[];
}

/** A token an approval allowed (CONTRACTS §1 Tx extension, snake_case like the transfers). */
export interface TransactionApproval {
  readonly fungible_info: {
    readonly name?: string;
    readonly symbol?: string;
    readonly icon?: { readonly url: string };
  };
}

export interface GetHistoryRequest extends Abortable {
  readonly account: string;
  readonly chainId?: CaipNetworkId;
  readonly cursor?: string;
  readonly onramp?: 'coinbase';
}

export interface HistoryPage {
  readonly data: readonly Transaction[];
  readonly next: string | null;
}

export interface HistoryApi {
  /** GET /v1/account/{account}/history */
  getHistory(request: GetHistoryRequest): Promise<HistoryPage>;
}
