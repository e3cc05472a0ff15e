import { describe, expect, it } from 'vitest';
import { socialReturnPage } from './returnPage.js';

describe('socialReturnPage', () => {
  it('is the host page without its fragment or a result it came with; none outside http(s)', () => {
    expect(socialReturnPage('https://app.example/play?level=2&result_uri=x#tgWebAppData=1')).toBe(
      'https://app.example/play?level=2',
    );
    expect(socialReturnPage(undefined)).toBeUndefined();
    expect(socialReturnPage('file:///tmp/app.html')).toBeUndefined();
    expect(socialReturnPage('not a url')).toBeUndefined();
  });
});
