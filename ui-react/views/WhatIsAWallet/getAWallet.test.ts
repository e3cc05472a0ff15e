import { describe, expect, it } from 'vitest';
import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import { walletsToGet } from './getAWallet.js';

const entry = (
  id: string,
  listing: Partial<NonNullable<WalletEntry['listing']>>,
  installed = false,
): WalletEntry => ({
  id,
  name: id.toUpperCase(),
  imageUrl: `https://img.test/${id}.png`,
  kind: 'registry' as WalletEntry['kind'],
  installed,
  listing: { id, name: id.toUpperCase(), ...listing },
});

const ENTRIES = [
  entry('installed', { chrome_store: 'https://chrome.test/i', app_store: 'https://apps.test/i' }, true),
  entry('both', {
    chrome_store: 'https://chrome.test/b',
    app_store: 'https://apps.test/b',
    play_store: 'https://play.test/b',
    homepage: 'https://both.test',
  }),
  entry('site-only', { homepage: 'https://site.test' }),
  entry('hostile', { chrome_store: 'javascript:alert(1)', homepage: 'data:text/html,x' }),
  entry('phone-only', { app_store: 'https://apps.test/p' }),
];

describe('walletsToGet', () => {
  it('a desktop gets the extension store, else the website; installed wallets and unsafe links are left out', () => {
    expect(walletsToGet(ENTRIES, false)).toEqual([
      {
        id: 'both',
        name: 'BOTH',
        imageUrl: 'https://img.test/both.png',
        links: [{ label: 'Chrome Web Store', href: 'https://chrome.test/b' }],
      },
      {
        id: 'site-only',
        name: 'SITE-ONLY',
        imageUrl: 'https://img.test/site-only.png',
        links: [{ label: 'Website', href: 'https://site.test' }],
      },
    ]);
  });

  it('a phone gets both app stores, in the list order, at most `limit`', () => {
    const got = walletsToGet(ENTRIES, true, 2);
    expect(got.map((wallet) => [wallet.id, wallet.links.map((link) => link.label)])).toEqual([
      ['both', ['App Store', 'Google Play']],
      ['site-only', ['Website']],
    ]);
    expect(walletsToGet(ENTRIES, true).map((wallet) => wallet.id)).toEqual([
      'both',
      'site-only',
      'phone-only',
    ]);
  });
});
