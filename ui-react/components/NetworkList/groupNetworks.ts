import type { ChainNamespace, Network } from '../../../ports/index.js';

/** How each namespace is headed in the network list. */
export const NAMESPACE_LABELS: Readonly<Record<ChainNamespace, string>> = Object.freeze({
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
});

export interface NetworkGroup {
  readonly namespace: ChainNamespace;
  readonly label: string;
  readonly networks: readonly Network[];
}

/** The configured networks by namespace: groups in order of first appearance, networks in configured order. */
export const groupNetworks = (networks: readonly Network[]): readonly NetworkGroup[] => {
  const groups = new Map<ChainNamespace, Network[]>();
  for (const network of networks) {
    const group = groups.get(network.chainNamespace);
    if (group) group.push(network);
    else groups.set(network.chainNamespace, [network]);
  }
  return [...groups].map(([namespace, members]) => ({
    namespace,
    label: NAMESPACE_LABELS[namespace],
    networks: members,
  }));
};
