import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from './parseRequestTarget.js';

describe('parseRequestTarget', () => {
  it('reads origin-form targets, `//` ones included, and refuses the rest without throwing', () => {
    expect(parseRequestTarget('/health')?.pathname).toBe('/health');
    expect(parseRequestTarget('//')?.pathname).toBe('//');
    expect(parseRequestTarget('//evil.example/x?a=1')?.searchParams.get('a')).toBe('1');
    expect(parseRequestTarget('/?auth=%zz')?.searchParams.get('auth')).toBe('%zz');
    for (const target of [undefined, '', '*', 'http://relay/', 'health', '/\u0000:@[']) {
      expect(() => parseRequestTarget(target)).not.toThrow();
    }
    expect(parseRequestTarget('*')).toBeUndefined();
    expect(parseRequestTarget('http://relay/')).toBeUndefined();
  });
});
