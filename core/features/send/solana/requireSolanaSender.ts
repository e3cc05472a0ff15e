import { err, ok, type Result } from 'neverthrow';
import type { Network, SolanaSigner } from '../../../../ports/index.js';
import { flowError } from '../../../lib/errors/index.js';
import type { EvmSenderError, RequireEvmSenderArgs } from '../../../lib/flowSteps/index.js';
import { validateSolanaAddress } from '../../../lib/validation/index.js';

/** Who sends on Solana: the connected account (base58), its Solana signer and the network. */
export interface SolanaSender {
  readonly from: string;
  readonly signer: SolanaSigner;
  readonly network: Network;
}

/**
 * The sender of a Solana send: a solana network (else CHAIN_NOT_SUPPORTED) the wallet is on (else
 * UNSUPPORTED_CHAIN), a Solana account (SPEC §5 address) and a Solana signer (else ACCOUNT_NOT_FOUND).
 */
export function requireSolanaSender(args: RequireEvmSenderArgs): Result<SolanaSender, EvmSenderError> {
  const { network, signer } = args;
  if (network.chainNamespace !== 'solana') {
    return err(flowError('CHAIN_NOT_SUPPORTED', { details: `a Solana send on ${network.chainNamespace}` }));
  }
  if (args.isUnsupportedChain === true) {
    return err(
      flowError('UNSUPPORTED_CHAIN', { details: 'the wallet is on a network that is not configured' }),
    );
  }
  const address = validateSolanaAddress(args.address ?? '');
  if (address.isErr() || signer === undefined || signer.namespace !== 'solana') {
    return err(flowError('ACCOUNT_NOT_FOUND', { details: 'no connected solana account' }));
  }
  return ok({ from: address.value, signer, network });
}
