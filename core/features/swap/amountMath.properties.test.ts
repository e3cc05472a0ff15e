import fc from 'fast-check';
import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { BPS_SCALE, SWAP_SLIPPAGE_BPS } from './constants.js';
import { minimumReceived } from './minimumReceived.js';
import { parseSwapAmount } from './parseSwapAmount.js';
import { priceImpactBps } from './priceImpact.js';

const units = fc.bigInt({ min: 0n, max: 10n ** 40n });
const decimals = fc.integer({ min: 0, max: 30 });
const price = fc.record({
  units: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  scale: fc.integer({ min: 0, max: 12 }),
});

describe('swap amount math (exact, bigint)', () => {
  it('parses every amount written with the token decimals back to the same units, trailing zeros or not', () => {
    fc.assert(
      fc.property(units, decimals, fc.nat({ max: 5 }), (value, tokenDecimals, pad) => {
        const text = formatUnits(value, tokenDecimals);
        expect(parseSwapAmount(text, tokenDecimals)._unsafeUnwrap()).toBe(value);
        const padded = text.includes('.') ? `${text}${'0'.repeat(pad)}` : `${text}.${'0'.repeat(pad)}`;
        expect(parseSwapAmount(padded, tokenDecimals)._unsafeUnwrap()).toBe(value);
      }),
    );
  });

  it('refuses an amount with a non-zero digit past the token decimals', () => {
    fc.assert(
      fc.property(units, decimals, fc.integer({ min: 1, max: 9 }), (value, tokenDecimals, digit) => {
        const text = formatUnits(value, tokenDecimals);
        const extra = `${text.includes('.') ? text : `${text}.`}${'0'.repeat(Math.max(0, tokenDecimals - (text.split('.')[1]?.length ?? 0)))}${digit}`;
        expect(parseSwapAmount(extra, tokenDecimals)._unsafeUnwrapErr().code).toBe('AMOUNT_TOO_PRECISE');
      }),
    );
  });

  it('min received is floor(out × (1 − slippage)): the largest units within the tolerance', () => {
    fc.assert(
      fc.property(units, fc.bigInt({ min: 0n, max: BPS_SCALE }), (out, bps) => {
        const min = minimumReceived(out, bps);
        expect(min >= 0n && min <= out).toBe(true);
        expect(min * BPS_SCALE <= out * (BPS_SCALE - bps)).toBe(true);
        expect((min + 1n) * BPS_SCALE > out * (BPS_SCALE - bps)).toBe(true);
      }),
    );
  });

  it('min received at the default 1 % keeps at least 99 % of the output, rounded down', () => {
    fc.assert(
      fc.property(units, (out) => {
        const min = minimumReceived(out);
        expect(min).toBe((out * (BPS_SCALE - SWAP_SLIPPAGE_BPS)) / BPS_SCALE);
        expect(out - min <= out / 100n + 1n).toBe(true);
      }),
    );
  });

  it('min received grows with the output', () => {
    fc.assert(
      fc.property(units, units, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(minimumReceived(low) <= minimumReceived(high)).toBe(true);
      }),
    );
  });

  it('price impact stays within 0…10000 bps and is 0 when the output is worth at least the input', () => {
    fc.assert(
      fc.property(units, decimals, price, units, decimals, price, (inU, inD, inP, outU, outD, outP) => {
        const impact = priceImpactBps(
          { units: inU, decimals: inD, price: inP },
          { units: outU, decimals: outD, price: outP },
        );
        if (inU === 0n) {
          expect(impact).toBeUndefined();
          return;
        }
        expect(impact !== undefined && impact >= 0n && impact <= BPS_SCALE).toBe(true);
      }),
    );
  });

  it('price impact is exact: same value → 0, nothing out → 10000, never understated', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), decimals, price, (inU, d, p) => {
        const side = { units: inU, decimals: d, price: p };
        expect(priceImpactBps(side, side)).toBe(0n);
        expect(priceImpactBps(side, { ...side, units: 0n })).toBe(BPS_SCALE);
        const half = inU / 2n;
        const impact = priceImpactBps(side, { ...side, units: half }) ?? -1n;
        // lost share = (inU − half) / inU, rounded up to whole bps
        expect(impact * inU >= (inU - half) * BPS_SCALE).toBe(true);
        expect((impact - 1n) * inU < (inU - half) * BPS_SCALE).toBe(true);
      }),
    );
  });

  it('price impact falls as the output grows', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 24n }), units, units, price, price, (inU, a, b, p, q) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const input = { units: inU, decimals: 18, price: p };
        const lowImpact = priceImpactBps(input, { units: low, decimals: 6, price: q }) ?? 0n;
        const highImpact = priceImpactBps(input, { units: high, decimals: 6, price: q }) ?? 0n;
        expect(highImpact <= lowImpact).toBe(true);
      }),
    );
  });
});
