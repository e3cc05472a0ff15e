import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CaipNetworkId, ChainNamespace } from '../../../ports/index.js';
import { identifierArbs, memoryNetwork } from '../../../testkits/index.js';
import { restoreActiveNetwork } from './restoreActiveNetwork.js';

const POOL = [
  memoryNetwork('eip155', '1'),
  memoryNetwork('eip155', '137'),
  memoryNetwork('eip155', '31337'),
  memoryNetwork('solana', 'mainnet'),
  memoryNetwork('solana', 'devnet'),
  memoryNetwork('bip122', '000000000019d6689c085ae165831e93'),
];
const POOL_IDS = POOL.map((network) => network.caipNetworkId);

describe('restoreActiveNetwork', () => {
  it('restores only a configured network: the stored id, else the first of the stored namespace, else none', () => {
    fc.assert(
      fc.property(
        fc.subarray(POOL, { minLength: 1 }),
        fc.option(identifierArbs.chainNamespace(), { nil: undefined }),
        fc.option(fc.oneof(fc.constantFrom(...POOL_IDS), identifierArbs.caipNetworkId()), { nil: undefined }),
        (networks, namespace, networkId) => {
          const restored = restoreActiveNetwork(networks, { namespace, networkId });
          if (restored !== undefined) expect(networks).toContain(restored);
          const byId = networks.find((network) => network.caipNetworkId === networkId);
          const byNamespace = networks.find((network) => network.chainNamespace === namespace);
          expect(restored).toBe(byId ?? byNamespace);
        },
      ),
    );
  });

  it('examples', () => {
    const [mainnet, polygon, , solana] = POOL;
    const networks = [mainnet, polygon, solana].filter((n) => n !== undefined);
    const stored = (namespace?: ChainNamespace, networkId?: CaipNetworkId) =>
      restoreActiveNetwork(networks, { namespace, networkId });
    expect(stored('eip155', 'eip155:137')).toBe(polygon);
    expect(stored('solana', 'eip155:10')).toBe(solana);
    expect(stored('cosmos', 'eip155:10')).toBeUndefined();
    expect(stored()).toBeUndefined();
  });
});
