import { numberToHex } from 'viem';
import type { Network } from '../../../ports/index.js';
import { parseCaipNetworkId } from '../../lib/caip/index.js';
import type { Eip1193LatchSource } from './types.js';

/** The eip155 accounts Latch holds, the active one first; [] when no eip155 wallet is connected. */
export const evmAccounts = (latch: Eip1193LatchSource): readonly `0x${string}`[] =>
  (latch.connection.connections.get('eip155')?.accounts ?? []) as readonly `0x${string}`[];

/** The configured eip155 network with this chain id. */
export const evmNetworkOf = (latch: Eip1193LatchSource, chainId: number): Network | undefined =>
  latch.account.networks.find(
    (network) => network.chainNamespace === 'eip155' && network.caipNetworkId === `eip155:${chainId}`,
  );

/**
 * The chain the provider reports, in hex: the chain the connected eip155 wallet is on (what it signs and sends
 * on, configured or not), else the active network when it is an eip155 one, else the first configured eip155
 * network; undefined when Latch has none.
 */
export const evmChainId = (latch: Eip1193LatchSource): `0x${string}` | undefined => {
  const connected = latch.connection.connections.get('eip155')?.caipNetworkId;
  const { activeNetwork, networks } = latch.account;
  const fallback =
    activeNetwork.chainNamespace === 'eip155'
      ? activeNetwork.caipNetworkId
      : networks.find((network) => network.chainNamespace === 'eip155')?.caipNetworkId;
  const parsed = parseCaipNetworkId(connected ?? fallback ?? '');
  if (parsed.isErr() || parsed.value.namespace !== 'eip155' || !/^\d+$/.test(parsed.value.reference))
    return undefined;
  return numberToHex(BigInt(parsed.value.reference));
};
