import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexDigits, signedMessage } from '../../../testkits/arbitraries/identifiers.js';
import { SIGNED_MESSAGE_MIN_HEX_DIGITS, validateSignedMessage } from './validateSignedMessage.js';

describe('validateSignedMessage', () => {
  it('needs at least 62 hex digits (SPEC §5)', () => {
    expect(SIGNED_MESSAGE_MIN_HEX_DIGITS).toBe(62);
    expect(validateSignedMessage(`0x${'a'.repeat(62)}`).isOk()).toBe(true);
    expect(validateSignedMessage(`0x${'a'.repeat(61)}`)._unsafeUnwrapErr().message).toBe(
      'Signed message must be 0x followed by at least 62 hex characters',
    );
  });

  it('accepts every signature of 62 or more hex digits, unchanged', () => {
    fc.assert(
      fc.property(signedMessage(), (sig) => {
        expect(validateSignedMessage(sig)._unsafeUnwrap()).toBe(sig);
      }),
    );
  });

  it('rejects shorter bodies, a missing prefix and non-hex characters', () => {
    fc.assert(
      fc.property(hexDigits(0, 61), (digits) => {
        expect(validateSignedMessage(`0x${digits}`).isErr()).toBe(true);
      }),
    );
    fc.assert(
      fc.property(hexDigits(62, 130), fc.nat(), (digits, at) => {
        expect(validateSignedMessage(digits).isErr()).toBe(true);
        const index = at % digits.length;
        const broken = `0x${digits.slice(0, index)}z${digits.slice(index + 1)}`;
        expect(validateSignedMessage(broken)._unsafeUnwrapErr().code).toBe('SIGNED_MESSAGE_INVALID');
      }),
    );
  });
});
