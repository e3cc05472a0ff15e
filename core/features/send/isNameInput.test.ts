import { describe, expect, it } from 'vitest';
import { isNameInput } from './isNameInput.js';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('isNameInput', () => {
  it('tells names from addresses and junk', () => {
    for (const name of ['alice.latch.id', 'vitalik.eth', 'Bob.Latch.ID'])
      expect(isNameInput(name)).toBe(true);
    for (const other of [
      USDC,
      USDC.slice(2),
      '',
      'alice',
      'alice.',
      '.eth',
      'a b.eth',
      'eip155:1:x.y',
      'a..b',
    ]) {
      expect(isNameInput(other)).toBe(false);
    }
  });
});
