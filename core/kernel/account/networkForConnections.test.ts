import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifierArbs, memoryNetwork } from '../../../testkits/index.js';
import { networkForConnections } from './networkForConnections.js';

const NETWORKS = [
  memoryNetwork('eip155', '1'),
  memoryNetwork('eip155', '137'),
  memoryNetwork('solana', 'mainnet'),
  memoryNetwork('bip122', '000000000019d6689c085ae165831e93'),
];

describe('networkForConnections', () => {
  it('completes a waiting switch once its namespace connects; else moves off an unconnected namespace', () => {
    fc.assert(
      fc.property(
        identifierArbs.chainNamespace(),
        fc.option(fc.constantFrom(...NETWORKS), { nil: undefined }),
        fc.uniqueArray(identifierArbs.chainNamespace()),
        (activeNamespace, pendingNetwork, connected) => {
          const next = networkForConnections({
            networks: NETWORKS,
            activeNamespace,
            pendingNetwork,
            connected,
          });
          if (pendingNetwork !== undefined) {
            expect(next).toBe(connected.includes(pendingNetwork.chainNamespace) ? pendingNetwork : undefined);
          } else if (connected.includes(activeNamespace)) {
            expect(next).toBeUndefined();
          } else if (next !== undefined) {
            expect(NETWORKS).toContain(next);
            expect(connected).toContain(next.chainNamespace);
            expect(NETWORKS.find((n) => connected.includes(n.chainNamespace))).toBe(next);
          } else {
            expect(NETWORKS.some((n) => connected.includes(n.chainNamespace))).toBe(false);
          }
        },
      ),
    );
  });

  it('examples', () => {
    const [mainnet, , solana] = NETWORKS;
    const input = { networks: NETWORKS, activeNamespace: 'eip155' as const, pendingNetwork: undefined };
    expect(networkForConnections({ ...input, connected: ['solana'] })).toBe(solana);
    expect(networkForConnections({ ...input, connected: ['solana', 'eip155'] })).toBeUndefined();
    expect(networkForConnections({ ...input, connected: ['cosmos'] })).toBeUndefined();
    expect(
      networkForConnections({ ...input, activeNamespace: 'cosmos', connected: ['solana', 'eip155'] }),
    ).toBe(mainnet);
    expect(
      networkForConnections({ ...input, pendingNetwork: solana, connected: ['eip155'] }),
    ).toBeUndefined();
  });
});
