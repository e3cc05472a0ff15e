import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES_BY_NAMESPACE,
  DEFAULT_ACCOUNT_TYPES,
  type DefaultAccountTypesInput,
} from './modalOptions.js';
import { resolveDefaultAccountTypes } from './resolveDefaultAccountTypes.js';

const overrides = () =>
  fc.record(
    {
      eip155: fc.constantFrom(...ACCOUNT_TYPES_BY_NAMESPACE.eip155),
      solana: fc.constantFrom(...ACCOUNT_TYPES_BY_NAMESPACE.solana),
      polkadot: fc.constantFrom(...ACCOUNT_TYPES_BY_NAMESPACE.polkadot),
      bip122: fc.constantFrom(...ACCOUNT_TYPES_BY_NAMESPACE.bip122),
    },
    { requiredKeys: [] },
  );

describe('resolveDefaultAccountTypes', () => {
  it('pins the SPEC §6 defaults', () => {
    expect(resolveDefaultAccountTypes(undefined)._unsafeUnwrap()).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    });
  });

  it('applies each supported override and keeps the other defaults', () => {
    fc.assert(
      fc.property(overrides(), (given) => {
        expect(resolveDefaultAccountTypes(given)._unsafeUnwrap()).toEqual({
          ...DEFAULT_ACCOUNT_TYPES,
          ...given,
        });
      }),
    );
    expect(resolveDefaultAccountTypes({ eip155: undefined })._unsafeUnwrap()).toEqual(DEFAULT_ACCOUNT_TYPES);
  });

  it('rejects unsupported types and namespaces, naming the field', () => {
    const field = (value: unknown) =>
      resolveDefaultAccountTypes(value as DefaultAccountTypesInput)._unsafeUnwrapErr().params.field;
    expect(field({ eip155: 'payment' })).toBe('defaultAccountTypes.eip155');
    expect(field({ bip122: 'eoa' })).toBe('defaultAccountTypes.bip122');
    expect(field({ solana: 'smartAccount' })).toBe('defaultAccountTypes.solana');
    expect(field({ cosmos: 'eoa' })).toBe('defaultAccountTypes.cosmos');
    expect(field({ toString: 'eoa' })).toBe('defaultAccountTypes.toString');
    expect(field('eoa')).toBe('defaultAccountTypes');
  });
});
