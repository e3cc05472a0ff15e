import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '../options/index.js';
import { DEFAULT_CONNECTOR_TYPE_ORDER } from './constants.js';
import { resolveCatalogOptions } from './resolveCatalogOptions.js';

describe('resolveCatalogOptions', () => {
  it('fills the defaults', () => {
    expect(resolveCatalogOptions()).toEqual({
      features: DEFAULT_FEATURES,
      enableWalletConnect: true,
      featuredWalletIds: [],
      customWallets: [],
      excludeWalletIds: [],
      typeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
      chains: undefined,
    });
  });

  it('keeps what the host gave, the type order resolved', () => {
    const features = { email: false, socials: [], allWallets: false };
    const resolved = resolveCatalogOptions({
      features,
      enableWalletConnect: false,
      featuredWalletIds: ['a'],
      customWallets: [{ id: 'c', name: 'C' }],
      excludeWalletIds: ['x'],
      connectorTypeOrder: ['custom'],
      chains: ['eip155:1'],
    });
    expect(resolved).toMatchObject({
      features,
      enableWalletConnect: false,
      featuredWalletIds: ['a'],
      excludeWalletIds: ['x'],
      chains: ['eip155:1'],
    });
    expect(resolved.typeOrder[0]).toBe('custom');
    expect(resolved.typeOrder).toHaveLength(7);
  });
});
