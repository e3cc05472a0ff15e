import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registryFromSnapshot } from './registryFromSnapshot.js';

describe('registryFromSnapshot', () => {
  it('turns the registry snapshot into ranked listings with served logos', () => {
    const snapshot: unknown = JSON.parse(
      readFileSync(new URL('../../services/api/data/wallets.json', import.meta.url), 'utf8'),
    );
    const listings = registryFromSnapshot(snapshot, '/wallet-images');
    expect(listings.length).toBeGreaterThan(500);
    expect(listings[0]?.order).toBe(1);
    const metamask = listings.find((listing) => listing.id === 'io.metamask');
    expect(metamask).toMatchObject({
      name: 'MetaMask',
      rdns: 'io.metamask',
      image_url: '/wallet-images/io.metamask.webp',
    });
  });

  it('skips malformed entries', () => {
    expect(
      registryFromSnapshot({ wallets: [{ id: 'a' }, null, { id: 'b', name: 'B', image: '' }] }, '/i'),
    ).toEqual([{ id: 'b', name: 'B', order: 1 }]);
    expect(registryFromSnapshot('nope', '/i')).toEqual([]);
  });
});
