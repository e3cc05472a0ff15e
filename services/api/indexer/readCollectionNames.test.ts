import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanCollectionText, MAX_COLLECTION_TEXT } from './readCollectionNames.js';

/** Names mixing letters, spaces, controls, invisible format characters and astral symbols. */
const text = fc
  .array(fc.constantFrom('a', 'Z', ' ', '\n', '\t', '\u0000', '\u007f', '\u200b', '\u202e', 'é', '😀'), {
    maxLength: 120,
  })
  .map((chars) => chars.join(''));

describe('cleanCollectionText', () => {
  it('keeps a plain name, drops control and invisible characters, collapses whitespace', () => {
    expect(cleanCollectionText('Latch Pass')).toBe('Latch Pass');
    expect(cleanCollectionText('  Claim\u0000 now\n\t at\u200b x.xyz\u202e ')).toBe('Claim now at x.xyz');
    expect(cleanCollectionText(42)).toBe('');
  });

  it('gives at most MAX_COLLECTION_TEXT characters, none of them control or format characters', () => {
    fc.assert(
      fc.property(text, (raw) => {
        const clean = cleanCollectionText(raw);
        expect([...clean].length).toBeLessThanOrEqual(MAX_COLLECTION_TEXT);
        expect(/[\p{Cc}\p{Cf}]/u.test(clean)).toBe(false);
        expect(clean).toBe(clean.trim());
      }),
    );
  });
});
