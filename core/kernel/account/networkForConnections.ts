import type { ChainNamespace, Network } from '../../../ports/index.js';

export interface NetworkForConnectionsInput {
  readonly networks: readonly Network[];
  readonly activeNamespace: ChainNamespace;
  /** The network a namespace switch waits for, if any. */
  readonly pendingNetwork: Network | undefined;
  /** Namespaces with a wallet connected, in connection order. */
  readonly connected: readonly ChainNamespace[];
}

/**
 * The network to make active after the connections changed, or undefined to stay: the network a
 * namespace switch waits for once its namespace is connected; else, while no switch waits and the active
 * namespace has no wallet, the first configured network of the first connected namespace that has one.
 */
export function networkForConnections(input: NetworkForConnectionsInput): Network | undefined {
  const { networks, activeNamespace, pendingNetwork, connected } = input;
  if (pendingNetwork !== undefined) {
    return connected.includes(pendingNetwork.chainNamespace) ? pendingNetwork : undefined;
  }
  if (connected.includes(activeNamespace)) return undefined;
  return networks.find(
    (network) => connected.includes(network.chainNamespace) && network.chainNamespace !== activeNamespace,
  );
}
