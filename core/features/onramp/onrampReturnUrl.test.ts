import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onrampReturnUrl } from './onrampReturnUrl.js';

describe('onrampReturnUrl', () => {
  it("keeps the host page's origin and path, never its query or fragment", () => {
    expect(onrampReturnUrl('https://shop.example/checkout?session=s3cr3t&code=abc#access_token=t0k')).toBe(
      'https://shop.example/checkout',
    );
    expect(onrampReturnUrl('http://127.0.0.1:5173/?sandbox=1')).toBe('http://127.0.0.1:5173/');
  });

  it('property: the return URL has no query and no fragment, and names the same page', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (page) => {
        const back = onrampReturnUrl(page);
        const url = new URL(back ?? '');
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        expect(url.origin).toBe(new URL(page).origin);
        expect(url.pathname).toBe(new URL(page).pathname);
      }),
      { numRuns: 50 },
    );
  });

  it('is undefined outside an http(s) page', () => {
    for (const page of [undefined, '', 'about:blank', 'file:///home/me/shop.html', 'javascript:alert(1)']) {
      expect(onrampReturnUrl(page)).toBeUndefined();
    }
  });
});
