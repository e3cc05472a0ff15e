import type {
  CaipNetworkId,
  ChainNamespace,
  ChainReaders,
  ChainsApi,
  Clock,
  IdentityApi,
  Logger,
  NamesApi,
  Network,
  WalletSession,
} from '../../../ports/index.js';
import type { LatchError } from '../../lib/errors/index.js';
import type { ProviderFailureError } from '../../lib/rpc/index.js';
import type { SafeStorage } from '../../lib/storage/index.js';
import type { Connection } from '../connections/index.js';

/** The part of the ConnectionStore the account reads: connections per namespace and their live sessions. */
export interface AccountConnectionSource {
  readonly connections: ReadonlyMap<ChainNamespace, Connection>;
  session(namespace: ChainNamespace): WalletSession | undefined;
}

export interface AccountStoreDeps {
  readonly connection: AccountConnectionSource;
  readonly chainReaders: ChainReaders;
  readonly identityApi: IdentityApi;
  /** The name service's reverse lookup: the identity's fallback (SPEC §4). */
  readonly namesApi: Pick<NamesApi, 'reverseLookup'>;
  /** When given, identity is fetched only for networks the data service lists (SPEC §7). */
  readonly chainsApi?: ChainsApi | undefined;
  readonly storage: SafeStorage;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface AccountStoreOptions {
  /** The configured networks (ResolvedModalOptions.networks); the first is the default. */
  readonly networks: readonly [Network, ...Network[]];
  /** Wallets may sit on a network that is not configured without the UnsupportedChain view. */
  readonly allowUnsupportedChain?: boolean | undefined;
  /** Network switching is on unless this is false (SPEC §4). */
  readonly enableNetworkSwitch?: boolean | undefined;
}

/**
 * Why the native balance is unavailable: the read failed, the wallet is on a network that is not
 * configured, or no chain reader serves the namespace. Its message is SPEC §8 'Token Balance Unavailable';
 * `cause` holds the underlying error.
 */
export type NativeBalanceError = LatchError<'TOKEN_BALANCE_UNAVAILABLE'>;

export type NativeBalanceUnavailableReason = 'failed' | 'unsupported-network' | 'unsupported-namespace';

/** The account's native balance for the current address and network. */
export type NativeBalanceState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly address: string; readonly caipNetworkId: CaipNetworkId }
  | NativeBalanceReady
  | {
      readonly status: 'unavailable';
      readonly address: string;
      readonly caipNetworkId: CaipNetworkId;
      readonly error: NativeBalanceError;
    };

export interface NativeBalanceReady {
  readonly status: 'ready';
  readonly address: string;
  readonly caipNetworkId: CaipNetworkId;
  /** In the chain's smallest unit (wei, lamports). */
  readonly value: bigint;
  /** Floored to 3 decimals, '0.000' for zero (SPEC §5). */
  readonly formatted: string;
  readonly symbol: string;
}

/** SPEC §4 identity of the account (profile name and image). */
export interface AccountIdentity {
  readonly name: string | null;
  readonly avatar: string | null;
}

/** One entry of SPEC §3 allAccounts, as far as the wallet reports it. */
export interface AccountEntry {
  readonly namespace: ChainNamespace;
  readonly address: string;
}

/** What switchNetwork did: switched, or the target namespace needs a wallet connected first. */
export type SwitchNetworkOutcome =
  | { readonly needsConnection: false }
  | { readonly needsConnection: true; readonly namespace: ChainNamespace };

/** A wallet refused or could not switch (capability missing, user rejected, unknown chain…). */
export type SwitchWalletNetworkError = ProviderFailureError;

export type SwitchNetworkError = LatchError<'NETWORK_NOT_FOUND'> | SwitchWalletNetworkError;
