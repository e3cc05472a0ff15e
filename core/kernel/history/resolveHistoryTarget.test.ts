import { describe, expect, it } from 'vitest';
import { MAINNET, NETWORKS, POLYGON, SOLANA } from '../../../testkits/accountHarness.js';
import { resolveHistoryTarget } from './resolveHistoryTarget.js';

const ADDRESS = '0xAbC0000000000000000000000000000000000001';

describe('resolveHistoryTarget', () => {
  it('is undefined without an address', () => {
    const input = {
      address: undefined,
      walletNetworkId: undefined,
      activeNetwork: MAINNET,
      networks: NETWORKS,
    };
    expect(resolveHistoryTarget(input)).toBeUndefined();
  });

  it('is the address on the active network, keyed by both (EVM address case ignored)', () => {
    const target = resolveHistoryTarget({
      address: ADDRESS,
      walletNetworkId: MAINNET.caipNetworkId,
      activeNetwork: MAINNET,
      networks: NETWORKS,
    });
    expect(target).toEqual({ key: `eip155:1|${ADDRESS.toLowerCase()}`, address: ADDRESS, network: MAINNET });
    const lower = resolveHistoryTarget({
      address: ADDRESS.toLowerCase(),
      walletNetworkId: undefined,
      activeNetwork: MAINNET,
      networks: NETWORKS,
    });
    expect(lower?.key).toBe(target?.key);
    const polygon = resolveHistoryTarget({
      address: ADDRESS,
      walletNetworkId: POLYGON.caipNetworkId,
      activeNetwork: POLYGON,
      networks: NETWORKS,
    });
    expect(polygon?.key).not.toBe(target?.key);
    expect(polygon?.network).toBe(POLYGON);
  });

  it('is undefined while the wallet sits on a network that is not configured', () => {
    expect(
      resolveHistoryTarget({
        address: ADDRESS,
        walletNetworkId: 'eip155:999',
        activeNetwork: MAINNET,
        networks: NETWORKS,
      }),
    ).toBeUndefined();
  });

  it('keeps other namespaces (the store decides they have no history)', () => {
    const target = resolveHistoryTarget({
      address: 'So1ana',
      walletNetworkId: SOLANA.caipNetworkId,
      activeNetwork: SOLANA,
      networks: NETWORKS,
    });
    expect(target?.network).toBe(SOLANA);
  });
});
