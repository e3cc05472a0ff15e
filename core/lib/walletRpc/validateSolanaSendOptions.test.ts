import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOLANA_PREFLIGHT_COMMITMENTS, validateSolanaSendOptions } from './validateSolanaSendOptions.js';

const count = () => fc.nat({ max: Number.MAX_SAFE_INTEGER });

const sendOptions = () =>
  fc.record(
    {
      skipPreflight: fc.boolean(),
      preflightCommitment: fc.constantFrom(...SOLANA_PREFLIGHT_COMMITMENTS),
      maxRetries: count(),
      minContextSlot: count(),
    },
    { requiredKeys: [] },
  );

describe('validateSolanaSendOptions', () => {
  it('pins the commitments of SPEC §5', () => {
    expect(SOLANA_PREFLIGHT_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ]);
  });

  it('accepts every well-typed option set and returns it intact', () => {
    fc.assert(
      fc.property(sendOptions(), (options) => {
        expect(validateSolanaSendOptions(options)._unsafeUnwrap()).toEqual(options);
      }),
    );
  });

  it('rejects any unknown key, naming it', () => {
    fc.assert(
      fc.property(
        sendOptions(),
        fc
          .string()
          .filter(
            (key) => !['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot'].includes(key),
          ),
        fc.anything(),
        (options, key, value) => {
          const error = validateSolanaSendOptions({ ...options, [key]: value })._unsafeUnwrapErr();
          expect(error.message).toBe(`Invalid Solana request parameters: options.${key}`);
        },
      ),
    );
  });

  it('rejects wrongly typed values, naming the field', () => {
    const cases: [string, unknown][] = [
      ['skipPreflight', 'true'],
      ['preflightCommitment', 'final'],
      ['preflightCommitment', 1],
      ['maxRetries', -1],
      ['maxRetries', 1.5],
      ['maxRetries', '3'],
      ['minContextSlot', Number.NaN],
      ['minContextSlot', 2 ** 60],
    ];
    for (const [key, value] of cases) {
      const error = validateSolanaSendOptions({ [key]: value }, 'params.options')._unsafeUnwrapErr();
      expect(error.params).toEqual({ field: `params.options.${key}` });
    }
  });

  it('treats undefined as absent and rejects non-objects', () => {
    expect(validateSolanaSendOptions(undefined)._unsafeUnwrap()).toEqual({});
    expect(validateSolanaSendOptions({ maxRetries: undefined })._unsafeUnwrap()).toEqual({});
    for (const bad of [null, [], 'x', 3]) {
      expect(validateSolanaSendOptions(bad)._unsafeUnwrapErr().params).toEqual({ field: 'options' });
    }
  });
});
