import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressExplorerUrl } from './addressExplorerUrl.js';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';
const explorer = (url: string) => ({ blockExplorers: { default: { name: 'Etherscan', url } } });

describe('addressExplorerUrl', () => {
  it('links the address page of the network explorer, none without one', () => {
    expect(addressExplorerUrl(explorer('https://etherscan.io'), ADDRESS)).toBe(
      `https://etherscan.io/address/${ADDRESS}`,
    );
    expect(addressExplorerUrl(explorer('https://etherscan.io/'), ADDRESS)).toBe(
      `https://etherscan.io/address/${ADDRESS}`,
    );
    expect(addressExplorerUrl({}, ADDRESS)).toBeUndefined();
    expect(addressExplorerUrl(explorer('  '), ADDRESS)).toBeUndefined();
  });

  it('property: the link is the explorer, one slash, "address/" and the whole address', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: false, withFragments: false }),
        fc.string({ minLength: 1 }),
        (url, address) => {
          const link = addressExplorerUrl(explorer(url), address);
          expect(link).toBe(`${url.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`);
          expect(decodeURIComponent(link?.split('/address/').at(-1) ?? '')).toBe(address);
        },
      ),
    );
  });
});
