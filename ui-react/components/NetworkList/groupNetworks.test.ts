import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChainNamespace, Network } from '../../../ports/index.js';
import { memoryNetwork } from '../../../testkits/MemoryWalletConnector.js';
import { groupNetworks } from './groupNetworks.js';

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'];

describe('groupNetworks', () => {
  it('groups by namespace in order of first appearance, with readable headings', () => {
    const mainnet = memoryNetwork('eip155', '1');
    const solana = memoryNetwork('solana');
    const base = memoryNetwork('eip155', '8453');
    expect(groupNetworks([mainnet, solana, base])).toEqual([
      { namespace: 'eip155', label: 'EVM', networks: [mainnet, base] },
      { namespace: 'solana', label: 'Solana', networks: [solana] },
    ]);
    expect(groupNetworks([])).toEqual([]);
  });

  it('property: every network appears once, in its namespace, keeping the configured order', () => {
    const networkArb: fc.Arbitrary<Network> = fc
      .tuple(fc.constantFrom(...NAMESPACES), fc.integer({ min: 1, max: 1_000_000 }))
      .map(([namespace, id]) => memoryNetwork(namespace, String(id)));
    fc.assert(
      fc.property(
        fc.uniqueArray(networkArb, { selector: (network) => network.caipNetworkId }),
        (networks) => {
          const groups = groupNetworks(networks);
          expect(groups.flatMap((group) => group.networks)).toHaveLength(networks.length);
          expect(new Set(groups.map((group) => group.namespace)).size).toBe(groups.length);
          for (const group of groups) {
            expect(group.networks.every((network) => network.chainNamespace === group.namespace)).toBe(true);
            expect(group.networks).toEqual(
              networks.filter((network) => network.chainNamespace === group.namespace),
            );
          }
        },
      ),
    );
  });
});
