import { describe, expect, it } from 'vitest';
import { isReturnUrlRegistered, parseReturnUrlList } from './returnUrls.js';

const REGISTERED = ['https://app.example/tg?a=1', 'http://127.0.0.1:5173/'];

describe('social return URLs', () => {
  it('matches a registered URL exactly: no other page, query, case, trailing slash or fragment', () => {
    expect(REGISTERED.map((url) => isReturnUrlRegistered(url, REGISTERED))).toEqual([true, true]);
    for (const url of [
      'https://app.example/go?to=https://attacker.example/collect',
      'https://app.example/tg',
      'https://app.example/tg?a=1&b=2',
      'https://app.example/TG?a=1',
      'https://app.example/tg?a=1#x',
      'https://user@app.example/tg?a=1',
      'http://127.0.0.1:5173',
      'javascript:alert(1)',
      `https://app.example/${'a'.repeat(2100)}`,
    ])
      expect({ url, registered: isReturnUrlRegistered(url, REGISTERED) }).toEqual({ url, registered: false });
    // Registered in a form other than its exact one, a URL is never matched.
    expect(isReturnUrlRegistered('http://127.0.0.1:5173', ['http://127.0.0.1:5173'])).toBe(false);
  });

  it('parses a list of exact URLs and names a bad entry', () => {
    expect(parseReturnUrlList(' http://127.0.0.1:5173/ ,http://127.0.0.1:5173/?sandbox=1')).toEqual({
      urls: ['http://127.0.0.1:5173/', 'http://127.0.0.1:5173/?sandbox=1'],
    });
    expect(parseReturnUrlList('http://127.0.0.1:5173')).toEqual({
      error: 'http://127.0.0.1:5173 is not an exact http(s) URL without credentials or fragment',
    });
    expect(parseReturnUrlList('https://a.example/#x')).toHaveProperty('error');
    expect(
      parseReturnUrlList(Array.from({ length: 33 }, (_, i) => `https://a.example/${i}`).join(',')),
    ).toEqual({
      error: 'at most 32 return URLs',
    });
  });
});
