import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifierArbs, memoryNetwork } from '../../../testkits/index.js';
import { isUnsupportedChain } from './isUnsupportedChain.js';

const NETWORKS = [memoryNetwork('eip155', '1'), memoryNetwork('eip155', '137'), memoryNetwork('solana')];
const optionalBool = fc.option(fc.boolean(), { nil: undefined });

describe('isUnsupportedChain', () => {
  it('is true exactly for a wallet on an unconfigured network, switching on and unsupported chains not allowed', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.oneof(identifierArbs.caipNetworkId(), fc.constantFrom(...NETWORKS.map((n) => n.caipNetworkId))),
          { nil: undefined },
        ),
        optionalBool,
        optionalBool,
        (walletNetworkId, allowUnsupportedChain, enableNetworkSwitch) => {
          const configured = NETWORKS.some((n) => n.caipNetworkId === walletNetworkId);
          const expected =
            walletNetworkId !== undefined &&
            !configured &&
            allowUnsupportedChain !== true &&
            enableNetworkSwitch !== false;
          expect(
            isUnsupportedChain({
              networks: NETWORKS,
              walletNetworkId,
              allowUnsupportedChain,
              enableNetworkSwitch,
            }),
          ).toBe(expected);
        },
      ),
    );
  });

  it('examples', () => {
    const input = { networks: NETWORKS, walletNetworkId: 'eip155:10' as const };
    expect(isUnsupportedChain(input)).toBe(true);
    expect(isUnsupportedChain({ ...input, allowUnsupportedChain: true })).toBe(false);
    expect(isUnsupportedChain({ ...input, enableNetworkSwitch: false })).toBe(false);
    expect(isUnsupportedChain({ ...input, walletNetworkId: 'eip155:137' })).toBe(false);
    expect(isUnsupportedChain({ ...input, walletNetworkId: undefined })).toBe(false);
  });
});
