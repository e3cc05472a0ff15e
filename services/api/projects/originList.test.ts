import { describe, expect, it } from 'vitest';
import { parseOriginList } from './originList.js';

describe('parseOriginList', () => {
  it('reads http(s) origins, skipping blanks', () => {
    expect(parseOriginList(' http://localhost:3000, ,https://app.example.com ')).toEqual({
      origins: ['http://localhost:3000', 'https://app.example.com'],
    });
    expect(parseOriginList('')).toEqual({ origins: [] });
  });

  it.each([
    'http://localhost:3000/',
    'http://localhost:3000/app',
    'localhost:3000',
    'javascript:alert(1)',
    'ftp://files.example.com',
    'http://LOCALHOST:3000',
    '*',
  ])('refuses %s, naming it', (entry) => {
    expect(parseOriginList(`http://ok.test, ${entry}`)).toEqual({
      error: `${entry} is not an origin: http(s)://host[:port], no path or slash`,
    });
  });
});
