import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifierArbs, memoryNetwork } from '../../../testkits/index.js';
import { nativeBalanceKey } from './nativeBalanceKey.js';
import { resolveBalanceTarget } from './resolveBalanceTarget.js';

const NETWORKS = [memoryNetwork('eip155', '1'), memoryNetwork('eip155', '137'), memoryNetwork('solana')];

describe('resolveBalanceTarget', () => {
  it('none without an address; unavailable on an unconfigured wallet network; else the active network', () => {
    fc.assert(
      fc.property(
        fc.option(identifierArbs.evmAddress(), { nil: undefined }),
        fc.option(
          fc.oneof(identifierArbs.caipNetworkId(), fc.constantFrom(...NETWORKS.map((n) => n.caipNetworkId))),
          { nil: undefined },
        ),
        fc.constantFrom(...NETWORKS),
        (address, walletNetworkId, activeNetwork) => {
          const target = resolveBalanceTarget({
            address,
            walletNetworkId,
            activeNetwork,
            networks: NETWORKS,
          });
          const configured = NETWORKS.some((n) => n.caipNetworkId === walletNetworkId);
          if (address === undefined) expect(target).toEqual({ kind: 'none', key: '' });
          else if (walletNetworkId !== undefined && !configured) {
            expect(target).toEqual({
              kind: 'unsupported',
              key: `unsupported|${walletNetworkId}|${address}`,
              address,
              caipNetworkId: walletNetworkId,
            });
          } else {
            expect(target).toEqual({
              kind: 'read',
              key: nativeBalanceKey(address, activeNetwork),
              address,
              network: activeNetwork,
            });
          }
        },
      ),
    );
  });
});
