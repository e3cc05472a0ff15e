import { describe, expect, it } from 'vitest';
import { resultUriOf } from './resultUriOf.js';

describe('resultUriOf', () => {
  it("takes the callback's resultUri", () => {
    expect(resultUriOf({ resultUri: 'https://wallet.test/cb?code=1' })).toBe('https://wallet.test/cb?code=1');
  });

  it('takes nothing else: no object, no string, too long', () => {
    for (const data of [null, 'x', 42, {}, { resultUri: 7 }, { resultUri: 'x'.repeat(8193) }])
      expect(resultUriOf(data)).toBeUndefined();
  });
});
