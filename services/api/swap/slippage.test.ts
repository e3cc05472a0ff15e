import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumReceived } from '../../../core/features/swap/index.js';
import { MAX_SLIPPAGE_BPS, parseSlippage } from './slippage.js';

describe('parseSlippage', () => {
  it('reads percentages with up to two decimals as exact basis points', () => {
    expect(parseSlippage('1')._unsafeUnwrap()).toBe(100n);
    expect(parseSlippage('0.5')._unsafeUnwrap()).toBe(50n);
    expect(parseSlippage('2.25')._unsafeUnwrap()).toBe(225n);
    expect(parseSlippage('50')._unsafeUnwrap()).toBe(MAX_SLIPPAGE_BPS);
  });

  it('refuses zero, too much, too many decimals and non-numbers', () => {
    for (const bad of ['0', '0.00', '50.01', '51', '0.125', '', '-1', '1e2', 'abc', ' 1', '1.']) {
      expect(parseSlippage(bad).isErr(), bad).toBe(true);
    }
  });

  it('round-trips every valid basis-point value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (bps) => {
        const text = `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
        expect(parseSlippage(text)._unsafeUnwrap()).toBe(BigInt(bps));
      }),
    );
  });
});

describe('minimumReceived', () => {
  it('keeps the quote less the tolerance, rounded down, never more than the quote', () => {
    expect(minimumReceived(1_000_000n, 100n)).toBe(990_000n);
    expect(minimumReceived(999n, 100n)).toBe(989n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.bigInt({ min: 1n, max: 5000n }),
        (quoted, bps) => {
          const min = minimumReceived(quoted, bps);
          expect(min <= quoted).toBe(true);
          // Within one unit of the exact value quoted × (1 − bps / 10 000).
          expect(min * 10_000n <= quoted * (10_000n - bps)).toBe(true);
          expect((min + 1n) * 10_000n > quoted * (10_000n - bps)).toBe(true);
        },
      ),
    );
  });
});
