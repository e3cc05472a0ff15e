import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountName, invalidAccountName } from '../../../testkits/arbitraries/identifiers.js';
import { ACCOUNT_NAME_MIN_LENGTH, validateAccountName } from './validateAccountName.js';

describe('validateAccountName', () => {
  it('accepts letters, digits and hyphens of 4 or more characters, unchanged', () => {
    fc.assert(
      fc.property(accountName(), (name) => {
        expect(validateAccountName(name)._unsafeUnwrap()).toBe(name);
      }),
    );
  });

  it('rejects short names and any other character with the catalogue text', () => {
    fc.assert(
      fc.property(invalidAccountName(), (name) => {
        expect(validateAccountName(name)._unsafeUnwrapErr().message).toBe(
          'Name can only contain letters, numbers and - characters, and must be at least 4 characters',
        );
      }),
    );
  });

  it('pins the minimum length and typical names', () => {
    expect(ACCOUNT_NAME_MIN_LENGTH).toBe(4);
    expect(validateAccountName('abcd').isOk()).toBe(true);
    expect(validateAccountName('a-1B').isOk()).toBe(true);
    expect(validateAccountName('abc').isErr()).toBe(true);
    expect(validateAccountName('jane.eth').isErr()).toBe(true);
    expect(validateAccountName('jane doe').isErr()).toBe(true);
    expect(validateAccountName('').isErr()).toBe(true);
  });
});
