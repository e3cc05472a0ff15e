import type { CaipNetworkId, Network } from '../../../ports/index.js';
import { latchError } from '../../lib/errors/index.js';

/** The configured network with this CAIP-2 id, or undefined when it is not configured. */
export const findConfiguredNetwork = (
  networks: readonly Network[],
  caipNetworkId: CaipNetworkId | undefined,
): Network | undefined =>
  caipNetworkId === undefined
    ? undefined
    : networks.find((network) => network.caipNetworkId === caipNetworkId);

/** NETWORK_NOT_FOUND: `requested` is not one of the configured networks (SPEC §4 switch). */
export const networkNotFound = ({ caipNetworkId }: Pick<Network, 'caipNetworkId'>) =>
  latchError('NETWORK_NOT_FOUND', { details: caipNetworkId, data: { caipNetworkId } });
