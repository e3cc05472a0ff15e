import type {
  BalanceApi,
  CaipNetworkId,
  ChainNamespace,
  ChainsApi,
  Clock,
  Logger,
  Network,
  TokenBalance,
  WalletSession,
} from '../../../ports/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { TokenValue } from '../../lib/format/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';

/**
 * Why the token balances are unavailable: the fetch failed, the network is not served (the wallet sits on a
 * network that is not configured, or the data service does not list it), or balances do not exist for the
 * namespace (SPEC §1: eip155 and solana only).
 */
export type BalancesUnavailableReason = 'failed' | 'unsupported-network' | 'unsupported-namespace';

/**
 * SPEC §8 'Token Balance Unavailable'; `data` holds `{ reason, caipNetworkId }` and `cause` the underlying
 * error. The view shows it as a toast.
 */
export type BalancesError = LatchError<'TOKEN_BALANCE_UNAVAILABLE'>;

/** One token of the list as the Tokens tab shows it. */
export interface TokenBalanceRow {
  /** Stable within a list: the token's CAIP-10 address, else `<chainId>:<symbol>`. */
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly iconUrl: string;
  /** Floored to 3 decimals with thousands separators, '0.000' for zero (SPEC §5). */
  readonly quantity: string;
  /** USD value as dollars and two-digit pennies; 'unavailable' when the token has no price. */
  readonly value: TokenValue;
  /** The validated entry the row was made from. */
  readonly balance: TokenBalance;
}

/** The token balances of the active account on the active network. */
export type BalancesState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly address: string; readonly caipNetworkId: CaipNetworkId }
  | BalancesReady
  | {
      readonly status: 'unavailable';
      readonly address: string;
      readonly caipNetworkId: CaipNetworkId;
      readonly error: BalancesError;
    };

/** Loaded: `tokens` may be empty, which means the account holds nothing here ("zero", not a failure). */
export interface BalancesReady {
  readonly status: 'ready';
  readonly address: string;
  readonly caipNetworkId: CaipNetworkId;
  readonly tokens: readonly TokenBalanceRow[];
}

/** The account state the balances follow (observable getters of the AccountStore). */
export interface BalancesAccountSource {
  readonly address: string | undefined;
  readonly walletNetworkId: CaipNetworkId | undefined;
  readonly activeNetwork: Network;
  readonly networks: readonly Network[];
}

/** Live wallet sessions, for the ERC-7811 `getAssets` capability. */
export interface BalancesSessionSource {
  session(namespace: ChainNamespace): WalletSession | undefined;
}

export interface BalancesStoreDeps {
  readonly account: BalancesAccountSource;
  readonly sessions: BalancesSessionSource;
  readonly balanceApi: BalanceApi;
  /** When given, the balance route is called only for networks the data service lists (SPEC §7). */
  readonly chainsApi?: ChainsApi | undefined;
  readonly storage: SafeStorage;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface RefreshBalancesOptions {
  /**
   * Fetches again even when a fresh list (or a fresh failure) is cached, and asks the data service to
   * read the tokens past its own cache (other features call this after a send or a swap).
   */
  readonly force?: boolean;
  /** With `force`: CAIP-10 addresses of tokens known to have changed (default: every token listed). */
  readonly tokens?: readonly `${string}:${string}:${string}`[];
}
