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

  it("keeps a link's own query (a web wallet's settings) before the uri, and its fragment at the end", () => {
    const page =
      'http://127.0.0.1:5174/?relay=ws%3A%2F%2F127.0.0.1%3A8788&rpc.31337=http%3A%2F%2F127.0.0.1%3A8545';
    const href = buildWalletDeepLink(page, URI);
    expect(href).toBe(
      `http://127.0.0.1:5174/wc?relay=ws%3A%2F%2F127.0.0.1%3A8788&rpc.31337=http%3A%2F%2F127.0.0.1%3A8545&uri=${ENCODED}`,
    );
    const params = new URL(href).searchParams;
    expect(params.get('relay')).toBe('ws://127.0.0.1:8788');
    expect(params.get('uri')).toBe(URI);
    expect(buildWalletDeepLink('https://w.example/app?x=1#start', URI)).toBe(
      `https://w.example/app/wc?x=1&uri=${ENCODED}#start`,
    );
    expect(buildWalletDeepLink('https://w.example/?', URI)).toBe(`https://w.example/wc?uri=${ENCODED}`);
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
