import { describe, expect, it } from 'vitest';
import { cleanAmountInput } from '../../core/lib/format/cleanAmountInput.js';
import { PARSEABLE_FIELD, RAW_PHRASES, rawPhraseIn } from './rawText.js';

describe('raw text scan', () => {
  it('finds each known raw phrase inside a shown text', () => {
    for (const phrase of RAW_PHRASES) expect(rawPhraseIn(`Error: ${phrase} here`)).toBe(phrase);
    expect(rawPhraseIn('Balance: NaN USDC')).toBe('NaN');
    expect(rawPhraseIn('Sent undefined to 0x12…34')).toBe('undefined');
  });

  it('passes catalogue texts, and words that merely contain a phrase', () => {
    for (const text of ['Not enough USDC: you hold 1,250.50', 'Nanami', 'undefinedness', 'Enter an amount']) {
      expect(rawPhraseIn(text), text).toBeUndefined();
    }
  });

  it('reads the field shape the shared amount rule keeps', () => {
    for (const text of ['1e5abc', 'abc', '-1', '1,234.5', ' 12 USD']) {
      const kept = cleanAmountInput(text);
      if (kept !== undefined) expect(kept).toMatch(PARSEABLE_FIELD);
    }
  });
});
