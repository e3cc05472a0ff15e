import { describe, expect, it } from 'vitest';
import { loadWalletRegistry } from './loadWalletRegistry.js';
import { toWalletListing, webAppLink } from './toWalletListing.js';

describe('toWalletListing', () => {
  it('maps registry links to the listing names and points the logo at our own route', async () => {
    const registry = await loadWalletRegistry();
    expect(registry.wallets.length).toBe(539);
    const metamask = registry.wallets.find((w) => w.id === 'io.metamask');
    if (metamask === undefined) throw new Error('MetaMask missing from the snapshot');
    expect(toWalletListing(metamask, 3, 'http://127.0.0.1:8787/wallet-images')).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      order: 3,
      image_id: 'io.metamask',
      image_url: 'http://127.0.0.1:8787/wallet-images/io.metamask.webp',
      rdns: 'io.metamask',
      homepage: 'https://metamask.io/',
      mobile_link: 'metamask://',
      app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
      play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
      chrome_store: 'https://chrome.google.com/webstore/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    });
  });

  it('falls back to universal links and leaves empty ones out', () => {
    const listing = toWalletListing(
      {
        id: 'xyz.example',
        name: 'Example',
        homepage: null,
        rdns: null,
        image: null,
        app: { browser: 'https://web.example.xyz', ios: null, android: null, chrome: null },
        mobile: { native: null, universal: 'https://link.example.xyz' },
        desktop: { native: null, universal: null },
      },
      1,
      'http://x',
    );
    expect(listing).toEqual({
      id: 'xyz.example',
      name: 'Example',
      order: 1,
      mobile_link: 'https://link.example.xyz',
      webapp_link: 'https://web.example.xyz',
    });
  });

  it("keeps a web wallet's page as webapp_link, never a store page or a value that is no URL", async () => {
    expect(webAppLink(' https://wallet.example/wc')).toBe('https://wallet.example/wc');
    expect(webAppLink('https://chrome.google.com/webstore/detail/x/abc')).toBeNull();
    expect(webAppLink('https://addons.mozilla.org/en-US/firefox/addon/x/')).toBeNull();
    expect(webAppLink('wallet.example')).toBeNull();
    expect(webAppLink(null)).toBeNull();
    const registry = await loadWalletRegistry();
    const links = registry.wallets.map((wallet) => toWalletListing(wallet, 1, 'http://x').webapp_link);
    expect(links.filter((link) => link?.includes('chrome.google.com'))).toEqual([]);
    expect(links.filter((link) => link !== undefined).length).toBeGreaterThan(100);
  });
});
