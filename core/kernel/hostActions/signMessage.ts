import { errAsync, type ResultAsync } from 'neverthrow';
import { flowError, type LatchError, latchError } from '../../lib/errors/index.js';
import { fromProviderPromise, type ProviderFailureError } from '../../lib/rpc/index.js';
import type { HostActionDeps } from './types.js';

/** A message to sign: text, or (eip155 only) raw bytes as hex. */
export type HostMessage = string | { readonly raw: `0x${string}` };

/**
 * Every error of a host's signature, each a catalogue error whose `code` narrows it: not connected
 * (ACCOUNT_NOT_FOUND), raw bytes on a namespace that signs text only (UNSUPPORTED_CAPABILITY), and the wallet's
 * failure (USER_REJECTED when the user said no, …).
 */
export type SignMessageError = LatchError<'ACCOUNT_NOT_FOUND'> | ProviderFailureError;

/**
 * Asks the connected wallet of the active namespace to sign a message with the active account: `personal_sign` on
 * eip155, `signMessage` on solana. What the wallet throws comes back as its catalogue error (core/lib/rpc
 * mapProviderFailure): a refusal is USER_REJECTED.
 */
export function signMessage(
  deps: HostActionDeps,
  message: HostMessage,
): ResultAsync<string, SignMessageError> {
  const { account } = deps;
  const address = account.address;
  const signer = account.isConnected ? deps.session(account.activeNamespace)?.signer : undefined;
  if (address === undefined || signer === undefined)
    return errAsync(flowError('ACCOUNT_NOT_FOUND', { details: 'no wallet is connected' }));
  if (signer.namespace === 'eip155')
    return fromProviderPromise(
      Promise.resolve().then(() => signer.signMessage({ address: address as `0x${string}`, message })),
    );
  if (typeof message !== 'string')
    return errAsync(
      latchError('UNSUPPORTED_CAPABILITY', { params: { capability: `raw messages on ${signer.namespace}` } }),
    );
  return fromProviderPromise(Promise.resolve().then(() => signer.signMessage({ pubkey: address, message })));
}
