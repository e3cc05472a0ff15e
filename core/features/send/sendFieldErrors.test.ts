import { describe, expect, it } from 'vitest';
import { amountError, validationError } from '../../lib/errors/index.js';
import { formFieldError, receiverFieldError } from './sendFieldErrors.js';

describe('sendFieldErrors', () => {
  const invalid = validationError('ADDRESS_INVALID');
  const over = amountError('INSUFFICIENT_BALANCE', { params: { symbol: 'USDC' } });

  it("says a receiver error at the receiver's field, a failed lookup first", () => {
    const failed = { status: 'failed', name: 'bob.latch.id', error: invalid } as const;
    expect(receiverFieldError(failed, undefined)).toBe(invalid);
    expect(receiverFieldError({ status: 'none' }, invalid)).toBe(invalid);
    expect(receiverFieldError({ status: 'none' }, over)).toBeUndefined();
  });

  it("says any other error under the form, else the typed amount's", () => {
    expect(formFieldError(invalid, over)).toBe(over);
    expect(formFieldError(over, undefined)).toBe(over);
    expect(formFieldError(undefined, undefined)).toBeUndefined();
  });
});
