import { describe, expect, it } from 'vitest';
import { takeReturnedSocialResult } from './returnedSocialResult.js';

const RESULT = 'https://wallet.example/social/callback?code=c0de&state=s7a7e';

const pageAt = (href: string) => {
  const replaced: string[] = [];
  return {
    page: {
      location: { href },
      history: {
        state: null,
        replaceState: (_state: unknown, _title: string, url?: string | URL | null) =>
          void replaced.push(String(url)),
      },
    },
    replaced,
  };
};

describe('the social result a page returned with (Telegram mini-app)', () => {
  it('is read from the fragment and taken out of the address, the rest left as it was', () => {
    const { page, replaced } = pageAt(
      `https://app.example/play?level=2#${new URLSearchParams({ result_uri: RESULT, tab: 'x' })}`,
    );
    expect(takeReturnedSocialResult(page)).toBe(RESULT);
    expect(replaced).toEqual(['https://app.example/play?level=2#tab=x']);
  });

  it('is read from the query too (the reference return), and taken out of it', () => {
    const { page, replaced } = pageAt(`https://app.example/?result_uri=${encodeURIComponent(RESULT)}&a=1`);
    expect(takeReturnedSocialResult(page)).toBe(RESULT);
    expect(replaced).toEqual(['https://app.example/?a=1']);
  });

  it('is none on an ordinary page (the address untouched), and an oversized one is dropped from the address', () => {
    const plain = pageAt('https://app.example/play#section');
    expect(takeReturnedSocialResult(plain.page)).toBeUndefined();
    expect(plain.replaced).toEqual([]);
    const huge = pageAt(`https://app.example/#result_uri=${'x'.repeat(9000)}`);
    expect(takeReturnedSocialResult(huge.page)).toBeUndefined();
    expect(huge.replaced).toEqual(['https://app.example/']);
  });
});
