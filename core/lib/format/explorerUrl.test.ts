import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explorerUrl } from './explorerUrl.js';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';
const explorer = (url: string) => ({ blockExplorers: { default: { name: 'Etherscan', url } } });

describe('explorerUrl', () => {
  it('joins the explorer and the hash, whatever trailing slashes the explorer has', () => {
    expect(explorerUrl(explorer('https://etherscan.io/'), 'tx', '0xab')).toBe('https://etherscan.io/tx/0xab');
    expect(explorerUrl(explorer(' https://basescan.org// '), 'tx', '0xcd')).toBe(
      'https://basescan.org/tx/0xcd',
    );
  });

  it('links the address page of the network explorer, none without one', () => {
    expect(explorerUrl(explorer('https://etherscan.io'), 'address', ADDRESS)).toBe(
      `https://etherscan.io/address/${ADDRESS}`,
    );
    expect(explorerUrl(explorer('https://etherscan.io/'), 'address', ADDRESS)).toBe(
      `https://etherscan.io/address/${ADDRESS}`,
    );
    expect(explorerUrl({}, 'address', ADDRESS)).toBeUndefined();
    expect(explorerUrl(explorer('  '), 'address', ADDRESS)).toBeUndefined();
  });

  it('is undefined without an explorer or a hash', () => {
    expect(explorerUrl({}, 'tx', '0xab')).toBeUndefined();
    expect(explorerUrl(explorer('  '), 'tx', '0xab')).toBeUndefined();
    expect(explorerUrl(explorer('https://etherscan.io'), 'tx', '')).toBeUndefined();
  });

  it('property: the link is the explorer, one slash, the page and the whole id', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: false, withFragments: false }),
        fc.constantFrom('tx' as const, 'address' as const),
        fc.string({ minLength: 1 }),
        (url, page, id) => {
          const link = explorerUrl(explorer(url), page, id);
          expect(link).toBe(`${url.replace(/\/+$/, '')}/${page}/${encodeURIComponent(id)}`);
          expect(decodeURIComponent(link?.split(`/${page}/`).at(-1) ?? '')).toBe(id);
        },
      ),
    );
  });

  it('links nowhere when the explorer is not an http(s) URL (javascript:, data:, relative)', () => {
    for (const url of [
      'javascript:alert(document.cookie)//',
      'JaVa\tScript:alert(1)//',
      'data:text/html,x',
      '/explorer',
    ]) {
      expect(explorerUrl(explorer(url), 'tx', '0xab')).toBeUndefined();
      expect(explorerUrl(explorer(url), 'address', ADDRESS)).toBeUndefined();
    }
  });
});
