import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evmAddressLower, hexString, invalidHexString } from '../../../testkits/arbitraries/identifiers.js';
import { type CallBundleInput, validateCallBundle } from './validateCallBundle.js';

const call = () =>
  fc.record({ to: evmAddressLower(), data: hexString(), value: hexString() }, { requiredKeys: ['to'] });

const bundle = () =>
  fc.record({
    chainId: hexString(),
    from: evmAddressLower(),
    version: fc.constantFrom('1.0', '2.0.0'),
    calls: fc.array(call(), { minLength: 1, maxLength: 6 }),
  });

const notHex = () => invalidHexString().filter((value) => !value.startsWith('0x'));

describe('validateCallBundle', () => {
  it('accepts bundles whose fields all start with 0x and returns them intact', () => {
    fc.assert(
      fc.property(bundle(), (input) => {
        expect(validateCallBundle(input)._unsafeUnwrap()).toEqual(input);
      }),
    );
  });

  it('names the first offending call field', () => {
    fc.assert(
      fc.property(
        bundle(),
        fc.nat(),
        fc.constantFrom('to', 'data', 'value'),
        notHex(),
        (input, pick, field, bad) => {
          const index = pick % input.calls.length;
          const calls = input.calls.map((item, i) => (i === index ? { ...item, [field]: bad } : item));
          const error = validateCallBundle({ ...input, calls })._unsafeUnwrapErr();
          expect(error.code).toBe('CALL_BUNDLE_INVALID');
          expect(error.message).toBe(`Invalid call: calls[${index}].${field} must start with 0x`);
        },
      ),
    );
  });

  it('checks chainId and from, and tolerates untyped values', () => {
    const valid: CallBundleInput = {
      chainId: '0x1',
      from: '0xabc',
      version: '2.0.0',
      calls: [{ to: '0x1' }],
    };
    expect(validateCallBundle({ ...valid, chainId: '1' })._unsafeUnwrapErr().params).toEqual({
      field: 'chainId',
    });
    expect(validateCallBundle({ ...valid, from: 'abc' })._unsafeUnwrapErr().params).toEqual({
      field: 'from',
    });
    const untyped: CallBundleInput = JSON.parse(
      '{"chainId":"0x1","from":"0x2","version":"1","calls":[{"to":5}]}',
    );
    expect(validateCallBundle(untyped)._unsafeUnwrapErr().message).toBe(
      'Invalid call: calls[0].to must start with 0x',
    );
    expect(
      validateCallBundle({ ...valid, capabilities: { paymasterService: { url: 'x' } } })._unsafeUnwrap(),
    ).toEqual({
      ...valid,
      capabilities: { paymasterService: { url: 'x' } },
    });
    expect(validateCallBundle({ ...valid, calls: [] })._unsafeUnwrap().calls).toEqual([]);
  });
});
