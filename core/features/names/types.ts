import type { NameRecord, Network, WalletSession } from '../../../ports/index.js';
import type { WalletRegistryError } from '../../kernel/walletCatalog/index.js';
import type { LatchError } from '../../lib/errors/index.js';

/** A data-service failure of the names routes: the server's reason, no answer, an HTTP status… */
export type NamesFailure = WalletRegistryError;

/** What signs a registration: the eip155 wallet session, the account address and the active network. */
export interface NameSignerSource {
  readonly session: WalletSession | undefined;
  readonly address: string | undefined;
  readonly network: Network;
}

/** Why a registration could not start (the account or chain cannot register a name). */
export type NameSignerError =
  | LatchError<'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'>
  | LatchError<'CHAIN_NOT_SUPPORTED'>
  | LatchError<'NAME_CHAIN_ID_INVALID'>
  | LatchError<'ADDRESS_INVALID'>;

/** Every way a registration ends without a name: each has its catalogue text (SPEC §5, §8). */
export type RegisterNameError = LatchError<'ACCOUNT_NAME_INVALID'> | NameSignerError | NamesFailure;

/** One suggestion as the view shows it: the full name, its label and whether it is taken. */
export interface NameSuggestionView {
  readonly name: string;
  readonly label: string;
  readonly registered: boolean;
}

/** Suggestions for the current query (SPEC §3 Name suggestion). */
export type SuggestionsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: string }
  | {
      readonly status: 'ready';
      readonly query: string;
      readonly suggestions: readonly NameSuggestionView[];
    }
  | { readonly status: 'failed'; readonly query: string; readonly error: NamesFailure };

/** SPEC §4 name registration: sign the message, register it, or back to the register view with the reason. */
export type RegistrationState =
  | { readonly status: 'idle' }
  | { readonly status: 'signing'; readonly name: string }
  | { readonly status: 'registering'; readonly name: string }
  | { readonly status: 'registered'; readonly name: string; readonly record: NameRecord }
  | { readonly status: 'failed'; readonly name: string; readonly error: RegisterNameError };
