import { err, type Result } from 'neverthrow';
import type { EvmSigner } from '../../../ports/index.js';
import { coinTypeForChainId } from '../../lib/caip/index.js';
import { flowError, nameError } from '../../lib/errors/index.js';
import { validateEvmAddress, validateNameChainId } from '../../lib/validation/index.js';
import type { NameSignerError, NameSignerSource } from './types.js';

/** Who signs a registration, and for which ENSIP-11 coin type. */
export interface NameSigner {
  readonly signer: EvmSigner;
  /** EIP-55 checksummed (the data service requires it). */
  readonly address: `0x${string}`;
  readonly coinType: number;
}

/**
 * The signer of a name registration: names are eip155 only (SPEC §1) — another namespace is
 * CHAIN_NOT_SUPPORTED; without an eip155 session and address, 'Address or auth connector not found'
 * (SPEC §8); a chain id of 0x80000000 or more cannot be registered on (SPEC §5); the address is sent in its
 * EIP-55 form.
 */
export const resolveNameSigner = ({
  session,
  address,
  network,
}: NameSignerSource): Result<NameSigner, NameSignerError> => {
  if (network.chainNamespace !== 'eip155')
    return err(
      flowError('CHAIN_NOT_SUPPORTED', { details: `names are eip155 only: ${network.caipNetworkId}` }),
    );
  const signer = session?.signer;
  if (signer?.namespace !== 'eip155' || address === undefined)
    return err(nameError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', { details: 'no eip155 wallet connected' }));
  return validateNameChainId(network.id).andThen((chainId) =>
    validateEvmAddress(address, { requirePrefix: true }).map((checksummed) => ({
      signer,
      address: checksummed,
      coinType: coinTypeForChainId(chainId),
    })),
  );
};
