import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidTxHash, txHash } from '../../../testkits/arbitraries/identifiers.js';
import { validateTxHash } from './validateTxHash.js';

describe('validateTxHash', () => {
  it('accepts 0x + exactly 64 hex digits of any case, unchanged', () => {
    fc.assert(
      fc.property(txHash(), (hash) => {
        expect(validateTxHash(hash)._unsafeUnwrap()).toBe(hash);
      }),
    );
  });

  it('rejects any other length', () => {
    fc.assert(
      fc.property(invalidTxHash(), (hash) => {
        expect(validateTxHash(hash)._unsafeUnwrapErr().code).toBe('TX_HASH_INVALID');
      }),
    );
  });

  it('rejects a missing prefix and non-hex digits with the catalogue text', () => {
    const body = 'a'.repeat(64);
    expect(validateTxHash(`0x${'a'.repeat(63)}`).isErr()).toBe(true);
    expect(validateTxHash(`0x${'a'.repeat(65)}`).isErr()).toBe(true);
    expect(validateTxHash(body).isErr()).toBe(true);
    expect(validateTxHash(`0X${body}`).isErr()).toBe(true);
    expect(validateTxHash(`0x${'g'.repeat(64)}`).isErr()).toBe(true);
    expect(validateTxHash(` 0x${body}`).isErr()).toBe(true);
    expect(validateTxHash('0x')._unsafeUnwrapErr().message).toBe(
      'Transaction hash must be 0x followed by 64 hex characters',
    );
  });
});
