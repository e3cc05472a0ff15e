import { describe, expect, it } from 'vitest';
import { toWalletEntry } from './toWalletEntry.js';

describe('toWalletEntry', () => {
  it('makes a connector row point at its connector, installed for injected and announced ones', () => {
    expect(
      toWalletEntry(
        {
          connector: {
            id: 'io.metamask',
            name: 'MetaMask',
            type: 'ANNOUNCED',
            namespace: 'eip155',
            rdns: 'io.metamask',
            imageUrl: 'data:icon',
          },
        },
        'announced',
      ),
    ).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      imageUrl: 'data:icon',
      rdns: 'io.metamask',
      kind: 'announced',
      connectorId: 'io.metamask',
      installed: true,
    });
    const external = toWalletEntry(
      {
        connector: {
          id: 'coinbaseSdk',
          name: 'Coinbase',
          type: 'EXTERNAL',
          namespace: 'eip155',
          explorerId: 'com.coinbase.wallet',
        },
      },
      'external',
    );
    expect(external).toEqual({
      id: 'com.coinbase.wallet',
      name: 'Coinbase',
      kind: 'external',
      connectorId: 'coinbaseSdk',
      installed: false,
    });
  });

  it('makes a listing row carry its listing, and leaves out blank optional fields', () => {
    const listing = { id: 'me.rainbow', name: 'Rainbow', rdns: '', image_url: 'https://img/rainbow.webp' };
    expect(toWalletEntry({ listing }, 'featured')).toEqual({
      id: 'me.rainbow',
      name: 'Rainbow',
      imageUrl: 'https://img/rainbow.webp',
      kind: 'featured',
      installed: false,
      listing,
    });
  });

  it('makes a recent row from what was remembered', () => {
    expect(toWalletEntry({ recent: { id: 'me.rainbow', name: 'Rainbow' } }, 'recent')).toEqual({
      id: 'me.rainbow',
      name: 'Rainbow',
      kind: 'recent',
      installed: false,
    });
    expect(
      toWalletEntry({ recent: { id: 'a.b', name: 'B', imageUrl: 'https://x' } }, 'recent').imageUrl,
    ).toBe('https://x');
  });
});
