import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationSign } from './operationSign.js';

describe('operationSign (SPEC §9)', () => {
  it.each([
    ['receive', 1],
    ['deposit', 1],
    ['borrow', 1],
    ['claim', 1],
    ['withdraw', -1],
    ['repay', -1],
    ['burn', -1],
    ['send', 0],
    ['trade', 0],
    ['execute', 0],
    ['mint', 0],
    ['', 0],
    ['Receive', 0],
  ])('%j → %i', (type, sign) => {
    expect(operationSign(type)).toBe(sign);
  });

  it('is 0 for every type outside the two lists', () => {
    const listed = ['receive', 'deposit', 'borrow', 'claim', 'withdraw', 'repay', 'burn'];
    fc.assert(
      fc.property(
        fc.string().filter((type) => !listed.includes(type)),
        (type) => {
          expect(operationSign(type)).toBe(0);
        },
      ),
    );
  });
});
