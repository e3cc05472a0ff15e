import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifierArbs, memoryNetwork } from '../../../testkits/index.js';
import { findConfiguredNetwork, networkNotFound } from './findConfiguredNetwork.js';

const networkArb = identifierArbs
  .caipNetworkParts()
  .map(({ namespace, reference }) => memoryNetwork(namespace, reference));

describe('findConfiguredNetwork', () => {
  it('finds exactly the configured network with that id', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(networkArb, { selector: (n) => n.caipNetworkId, maxLength: 6 }),
        identifierArbs.caipNetworkId(),
        (networks, id) => {
          const found = findConfiguredNetwork(networks, id);
          const expected = networks.find((network) => network.caipNetworkId === id);
          expect(found).toBe(expected);
          for (const network of networks)
            expect(findConfiguredNetwork(networks, network.caipNetworkId)).toBe(network);
        },
      ),
    );
  });

  it('answers undefined without an id', () => {
    expect(findConfiguredNetwork([memoryNetwork('eip155')], undefined)).toBeUndefined();
  });

  it('names a network that is not configured: NETWORK_NOT_FOUND', () => {
    const error = networkNotFound(memoryNetwork('eip155', '5'));
    expect([error.code, error.data]).toEqual(['NETWORK_NOT_FOUND', { caipNetworkId: 'eip155:5' }]);
  });
});
