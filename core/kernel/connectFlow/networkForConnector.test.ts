import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../../../ports/index.js';
import { memoryNetwork } from '../../../testkits/MemoryWalletConnector.js';
import { networkForConnector } from './networkForConnector.js';

const NAMESPACES: ChainNamespace[] = ['eip155', 'solana', 'bip122'];

describe('networkForConnector', () => {
  const eth = memoryNetwork('eip155');
  const base = memoryNetwork('eip155', '8453');
  const sol = memoryNetwork('solana');

  it('keeps the active network for its own namespace, else takes the first of the connector namespace', () => {
    expect(networkForConnector('eip155', base, [eth, base, sol])).toBe(base);
    expect(networkForConnector('solana', base, [eth, base, sol])).toBe(sol);
    expect(networkForConnector(undefined, base, [eth, base, sol])).toBe(base);
    expect(networkForConnector('bip122', base, [eth, base, sol])).toBe(base);
  });

  it('property: the network is configured or active, and on the connector namespace whenever one is configured', () => {
    const networks = NAMESPACES.map((namespace) => memoryNetwork(namespace));
    fc.assert(
      fc.property(
        fc.subarray(networks, { minLength: 1 }),
        fc.constantFrom(...NAMESPACES),
        (configured, namespace) => {
          const [active] = configured;
          if (!active) return;
          const chosen = networkForConnector(namespace, active, configured);
          expect([active, ...configured]).toContain(chosen);
          if (configured.some((network) => network.chainNamespace === namespace))
            expect(chosen.chainNamespace).toBe(namespace);
        },
      ),
    );
  });
});
