import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRequestTarget } from './checkRequestTarget.js';

const statusOf = (target: string | undefined) =>
  checkRequestTarget(target, 64).match(
    (url) => `ok ${url.pathname}${url.search}`,
    (failure) => failure.status,
  );

describe('checkRequestTarget', () => {
  it('takes plain origin-form targets, queries with the characters clients leave unencoded included', () => {
    expect(statusOf('/')).toBe('ok /');
    expect(statusOf('/v1/balance/0xabc?chainId=eip155:1&a[]=1|2')).toBe(
      'ok /v1/balance/0xabc?chainId=eip155:1&a[]=1|2',
    );
    expect(statusOf('/a//b/%E2%82%AC')).toBe('ok /a//b/%E2%82%AC');
    expect(statusOf('/?auth=a.b-c_d')).toBe('ok /?auth=a.b-c_d');
  });

  it('refuses what a URL parser could read as something else, bad escapes and raw bytes with 400', () => {
    for (const target of [
      undefined,
      '',
      '*',
      '//',
      '//%00',
      '/\\',
      '//[',
      '//%',
      'http://[',
      '//%ZZ',
      'http://example.com/',
      '/%00',
      '/a%1F',
      '/%7f',
      '/a b',
      '/é',
      '/?q=%zz',
      '/?q=#x',
      '/a[b]',
      'health',
    ]) {
      expect([target, statusOf(target)]).toEqual([target, 400]);
    }
  });

  it('refuses a target over the limit with 414', () => {
    expect(statusOf(`/${'a'.repeat(63)}`)).toBe(`ok /${'a'.repeat(63)}`);
    expect(statusOf(`/${'a'.repeat(64)}`)).toBe(414);
  });

  it('never throws, and no target it takes can name another host', () => {
    const target = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc
        .array(fc.constantFrom('/', '\\', '%', '0', 'a', '[', '?', '.', ':', '@', '#'), { maxLength: 12 })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(target, (candidate) => {
        const checked = checkRequestTarget(candidate, 1024);
        if (checked.isOk()) expect(checked.value.host).toBe('front.invalid');
      }),
      { numRuns: 2000 },
    );
  });
});
