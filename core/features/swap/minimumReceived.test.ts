import { expect, it } from 'vitest';
import { minimumReceived } from './minimumReceived.js';

it('floors out × 99 % at the default slippage, and bounds odd tolerances', () => {
  expect(minimumReceived(1000n)).toBe(990n);
  expect(minimumReceived(999n)).toBe(989n);
  expect(minimumReceived(1n)).toBe(0n);
  expect(minimumReceived(0n)).toBe(0n);
  expect(minimumReceived(-5n)).toBe(0n);
  expect(minimumReceived(1000n, 50n)).toBe(995n);
  expect(minimumReceived(1000n, 0n)).toBe(1000n);
  expect(minimumReceived(1000n, -1n)).toBe(1000n);
  expect(minimumReceived(1000n, 10_000n)).toBe(0n);
  expect(minimumReceived(1000n, 20_000n)).toBe(0n);
});
