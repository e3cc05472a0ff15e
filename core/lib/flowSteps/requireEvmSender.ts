import { err, ok, type Result } from 'neverthrow';
import type { Address } from 'viem';
import type { EvmSigner, Network, WalletSigner } from '../../../ports/index.js';
import { flowError, type LatchError } from '../errors/index.js';
import { validateEvmAddress } from '../validation/index.js';

/** Who sends a flow's transactions: the connected eip155 account, its signer and the network. */
export interface EvmSender {
  readonly from: Address;
  readonly signer: EvmSigner;
  readonly network: Network;
}

export type EvmSenderError =
  | LatchError<'CHAIN_NOT_SUPPORTED'>
  | LatchError<'UNSUPPORTED_CHAIN'>
  | LatchError<'ACCOUNT_NOT_FOUND'>;

export interface RequireEvmSenderArgs {
  readonly network: Network;
  /** The active account's address. */
  readonly address: string | undefined;
  /** The signer of the session that holds it. */
  readonly signer: WalletSigner | undefined;
  /** The wallet is on a network that is not configured (UNSUPPORTED_CHAIN). */
  readonly isUnsupportedChain?: boolean;
}

/**
 * The sender of a transaction flow (send, swap): an eip155 network (else CHAIN_NOT_SUPPORTED) the wallet is
 * on (else UNSUPPORTED_CHAIN), a 0x account and an eip155 signer (else ACCOUNT_NOT_FOUND, 'Could not find an Account to execute with this Action.').
 */
export function requireEvmSender(args: RequireEvmSenderArgs): Result<EvmSender, EvmSenderError> {
  const { network, signer } = args;
  if (network.chainNamespace !== 'eip155') {
    return err(flowError('CHAIN_NOT_SUPPORTED', { details: `send on ${network.chainNamespace}` }));
  }
  if (args.isUnsupportedChain === true) {
    return err(
      flowError('UNSUPPORTED_CHAIN', { details: 'the wallet is on a network that is not configured' }),
    );
  }
  const address = validateEvmAddress(args.address ?? '', { requirePrefix: true });
  if (address.isErr() || signer === undefined || signer.namespace !== 'eip155') {
    return err(flowError('ACCOUNT_NOT_FOUND', { details: 'no connected eip155 account' }));
  }
  return ok({ from: address.value, signer, network });
}
