import { expect, it } from 'vitest';
import { formatTokenValue, TOKEN_VALUE_UNAVAILABLE } from '../../core/lib/format/index.js';
import { tokenValueText } from './tokenValueText.js';

it('SPEC §5: a USD value as dollars and two-digit pennies; nothing without a price', () => {
  expect(tokenValueText(formatTokenValue(1234.5))).toBe('$1,234.50');
  expect(tokenValueText(formatTokenValue(0))).toBe('$0.00');
  expect(tokenValueText(formatTokenValue(0.019))).toBe('$0.01');
  expect(tokenValueText(formatTokenValue(-2.5))).toBe('-$2.50');
  expect(tokenValueText(TOKEN_VALUE_UNAVAILABLE)).toBe('');
});
