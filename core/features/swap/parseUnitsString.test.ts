import { expect, it } from 'vitest';
import { evmAddressOf } from './evmAddressOf.js';
import { parseUnitsString } from './parseUnitsString.js';

it('reads digit strings of the swap routes as bigint units, anything else as "Query data cannot be undefined"', () => {
  expect(parseUnitsString('0', 'a')._unsafeUnwrap()).toBe(0n);
  expect(parseUnitsString('123456789012345678901234567890', 'a')._unsafeUnwrap()).toBe(
    123456789012345678901234567890n,
  );
  for (const bad of ['', '1.5', '-1', '0x10', ' 1', undefined, 12, null]) {
    const error = parseUnitsString(bad, 'allowance')._unsafeUnwrapErr();
    expect(error.message).toBe('Query data cannot be undefined');
    expect(error.details).toBe(`allowance: ${String(bad)}`);
  }
});

it('reads CAIP-10 or bare 0x addresses of the swap routes', () => {
  const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  expect(evmAddressOf(`eip155:31337:${address}`, 'to')._unsafeUnwrap()).toBe(address);
  expect(evmAddressOf(address, 'to')._unsafeUnwrap()).toBe(address);
  for (const bad of ['eip155:1:0x12', 'nope', undefined]) {
    expect(evmAddressOf(bad, 'to')._unsafeUnwrapErr().code).toBe('QUERY_DATA_UNDEFINED');
  }
});
