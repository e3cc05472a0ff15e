import { describe, expect, it } from 'vitest';
import { collectImageUrls } from './collectImageUrls.js';

describe('collectImageUrls', () => {
  it('keeps each URL the image policy allows once, in order', () => {
    expect(
      collectImageUrls([
        'https://img.example/a.webp',
        undefined,
        'javascript:alert(1)',
        '/wallet-images/b.webp',
        'https://img.example/a.webp',
        'data:image/png;base64,AAAA',
      ]),
    ).toEqual(['https://img.example/a.webp', '/wallet-images/b.webp', 'data:image/png;base64,AAAA']);
  });
});
