import { describe, expect, it } from 'vitest';
import { amountError, latchError } from '../../core/lib/errors/index.js';
import { isCatalogueText } from './amounts.js';

describe('isCatalogueText', () => {
  it('takes catalogue texts with their params filled and refuses raw parser texts', () => {
    expect(isCatalogueText(amountError('AMOUNT_TOO_PRECISE', { params: { decimals: 6 } }).message)).toBe(
      true,
    );
    expect(isCatalogueText('The minimum purchase by card is 10.00 USD')).toBe(true);
    expect(isCatalogueText(latchError('DECIMAL_INVALID', { params: { value: '1e5abc' } }).message)).toBe(
      false,
    );
    expect(isCatalogueText('Cannot convert 1e5abc to a BigInt')).toBe(false);
    expect(isCatalogueText('Amount can have at most undefined decimals')).toBe(false);
  });
});
