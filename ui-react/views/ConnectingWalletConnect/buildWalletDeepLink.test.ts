import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWalletDeepLink } from './buildWalletDeepLink.js';

const URI = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484';
const ENCODED = 'wc%3A7f6e504b%402%3Frelay-protocol%3Dirn%26symKey%3D587d5484';

describe('buildWalletDeepLink', () => {
  it('appends wc?uri=<encoded uri> to universal links and custom schemes', () => {
    expect(buildWalletDeepLink('https://link.trustwallet.com', URI)).toBe(
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
    );
    expect(buildWalletDeepLink('https://my.tt/wc/', URI)).toBe(`https://my.tt/wc/wc?uri=${ENCODED}`);
    expect(buildWalletDeepLink('trust://', URI)).toBe(`trust://wc?uri=${ENCODED}`);
    expect(buildWalletDeepLink('bnc://app.binance.com/cedefi/', URI)).toBe(
      `bnc://app.binance.com/cedefi/wc?uri=${ENCODED}`,
    );
    expect(buildWalletDeepLink('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENCODED}`);
    expect(buildWalletDeepLink('metamask', URI)).toBe(`metamask://wc?uri=${ENCODED}`);
  });

  it('property: the uri comes back whole from the link, which starts with the wallet link', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl(), fc.stringMatching(/^[a-z][a-z0-9+.-]{0,12}(:|:\/\/)?$/)),
        fc.string({ minLength: 1, maxLength: 200 }),
        (link, uri) => {
          const href = buildWalletDeepLink(link, uri);
          const [base, query] = href.split('wc?uri=');
          expect(base?.endsWith('/')).toBe(true);
          expect(decodeURIComponent(query ?? '')).toBe(uri);
          expect(base?.startsWith(link.replace(/:\/?\/?$/, ''))).toBe(true);
          expect(base?.includes('://')).toBe(true);
        },
      ),
    );
  });
});
