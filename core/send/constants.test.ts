import { expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS as BALANCES_NATIVE_ADDRESS } from '../balances/index.js';
import { MAX_NATIVE_FEE_RESERVE, NATIVE_TOKEN_ADDRESS, SEND_NAME_DEBOUNCE_MS } from './constants.js';

it('uses the SPEC §9 debounce default and the balance route native address', () => {
  expect(SEND_NAME_DEBOUNCE_MS).toBe(500);
  expect(NATIVE_TOKEN_ADDRESS).toBe(BALANCES_NATIVE_ADDRESS);
  expect(MAX_NATIVE_FEE_RESERVE >= 1n).toBe(true);
});
