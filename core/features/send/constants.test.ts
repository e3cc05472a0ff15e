import { expect, it } from 'vitest';
import { MAX_NATIVE_FEE_RESERVE, SEND_NAME_DEBOUNCE_MS } from './constants.js';

it('uses the SPEC §9 debounce default and keeps a fee reserve', () => {
  expect(SEND_NAME_DEBOUNCE_MS).toBe(500);
  expect(MAX_NATIVE_FEE_RESERVE >= 1n).toBe(true);
});
