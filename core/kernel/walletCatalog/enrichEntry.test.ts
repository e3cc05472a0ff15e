import { describe, expect, it } from 'vitest';
import type { ConnectorInfo } from '../../../ports/index.js';
import { createWalletIndex } from './createWalletIndex.js';
import { enrichEntry } from './enrichEntry.js';
import { toWalletEntry } from './toWalletEntry.js';

const metamaskListing = {
  id: 'io.metamask',
  name: 'MetaMask',
  rdns: 'io.metamask',
  image_url: 'https://img/metamask.webp',
  mobile_link: 'metamask://',
};
const announced: ConnectorInfo = {
  id: 'mm-uuid',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns: 'io.metamask',
};

describe('enrichEntry', () => {
  it('links an announced wallet to its registry entry by rdns: registry id and image, still installed', () => {
    const index = createWalletIndex([announced], [metamaskListing]);
    expect(enrichEntry(toWalletEntry({ connector: announced }, 'announced'), index)).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      imageUrl: 'https://img/metamask.webp',
      rdns: 'io.metamask',
      kind: 'announced',
      connectorId: 'mm-uuid',
      installed: true,
      listing: metamaskListing,
    });
  });

  it("keeps the connector's own image when it has one", () => {
    const index = createWalletIndex([{ ...announced, imageUrl: 'data:own' }], [metamaskListing]);
    expect(enrichEntry(toWalletEntry({ listing: metamaskListing }, 'featured'), index)).toMatchObject({
      imageUrl: 'data:own',
      connectorId: 'mm-uuid',
      installed: true,
      kind: 'featured',
    });
  });

  it('points a recent wallet at the live connector when installed, and at nothing otherwise', () => {
    const index = createWalletIndex([announced], [metamaskListing]);
    const recent = toWalletEntry({ recent: { id: 'io.metamask', name: 'MetaMask' } }, 'recent');
    expect(enrichEntry(recent, index)).toMatchObject({ connectorId: 'mm-uuid', installed: true });
    const empty = createWalletIndex([], []);
    expect(enrichEntry(recent, empty)).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      kind: 'recent',
      installed: false,
    });
  });

  it('links an external connector without making the wallet installed', () => {
    const external: ConnectorInfo = { ...announced, id: 'sdk', type: 'EXTERNAL' };
    const index = createWalletIndex([external], [metamaskListing]);
    expect(enrichEntry(toWalletEntry({ listing: metamaskListing }, 'recommended'), index)).toMatchObject({
      connectorId: 'sdk',
      installed: false,
    });
  });
});
