import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainOf } from './domainOf.js';

describe('domainOf', () => {
  it('is the host name of the page, without port', () => {
    expect(domainOf('https://app.example/page?x=1')).toBe('app.example');
    expect(domainOf('http://localhost:5173/')).toBe('localhost');
  });

  it('is empty for a missing or unparsable url', () => {
    expect(domainOf(undefined)).toBe('');
    expect(domainOf('not a url')).toBe('');
  });

  it('agrees with the URL parser on any web url and never throws on any string', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(domainOf(url)).toBe(new URL(url).hostname);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof domainOf(text)).toBe('string');
      }),
    );
  });
});
