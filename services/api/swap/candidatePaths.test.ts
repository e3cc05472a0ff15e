import { describe, expect, it } from 'vitest';
import { candidatePaths, pairKey } from './candidatePaths.js';

const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';
const W = '0x00000000000000000000000000000000000000ee';
const U = '0x00000000000000000000000000000000000000cc';

describe('candidatePaths', () => {
  it('tries the direct pair, then through WETH, then through the other bases', () => {
    expect(candidatePaths(A, B, W, [U, W])).toEqual([
      [A, B],
      [A, W, B],
      [A, U, B],
    ]);
  });

  it('never routes through an endpoint, and has nothing for a token to itself', () => {
    expect(candidatePaths(W, B, W, [U])).toEqual([
      [W, B],
      [W, U, B],
    ]);
    expect(candidatePaths(A, A.toUpperCase().replace('0X', '0x') as `0x${string}`, W, [U])).toEqual([]);
  });

  it('names a pair the same way whichever token comes first', () => {
    expect(pairKey(A, B)).toBe(pairKey(B, A));
    expect(pairKey(A, B)).not.toBe(pairKey(A, U));
  });
});
