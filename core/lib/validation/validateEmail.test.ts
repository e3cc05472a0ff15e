import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { email, invalidEmail } from '../../../testkits/arbitraries/identifiers.js';
import { EMAIL_MAX_LENGTH, validateEmail } from './validateEmail.js';

describe('validateEmail', () => {
  it('accepts every RFC 5322 dot-atom address and returns it trimmed', () => {
    fc.assert(
      fc.property(email(), fc.constantFrom('', ' ', '\t', '\n '), (address, pad) => {
        expect(validateEmail(`${pad}${address}${pad}`)._unsafeUnwrap()).toBe(address);
      }),
    );
  });

  it('rejects malformed addresses with the catalogue text', () => {
    fc.assert(
      fc.property(invalidEmail(), (value) => {
        const error = validateEmail(value)._unsafeUnwrapErr();
        expect(error.code).toBe('EMAIL_INVALID');
        expect(error.message).toBe('Please enter a valid email address');
      }),
    );
  });

  it('pins typical cases', () => {
    expect(validateEmail('jane.doe+tag@mail.example.com').isOk()).toBe(true);
    expect(validateEmail("o'brien@x-y.io").isOk()).toBe(true);
    for (const bad of ['jane', 'jane@', 'jane@example', 'ja ne@example.com', 'jane@exa_mple.com', 'j@e.c']) {
      expect(validateEmail(bad).isErr()).toBe(true);
    }
  });

  it('enforces the length limits', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    const label = 'a'.repeat(63);
    const longDomain = `${label}.${label}.${label}.${'a'.repeat(56)}.com`;
    expect(validateEmail(`a@${longDomain}`).isOk()).toBe(true);
    expect(`a@${longDomain}`.length).toBe(EMAIL_MAX_LENGTH);
    expect(validateEmail(`ab@${longDomain}`).isErr()).toBe(true);
    expect(validateEmail(`${'a'.repeat(64)}@b.co`).isOk()).toBe(true);
    expect(validateEmail(`${'a'.repeat(65)}@b.co`).isErr()).toBe(true);
    expect(validateEmail(`a@${'b'.repeat(64)}.co`).isErr()).toBe(true);
  });
});
