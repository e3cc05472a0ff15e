import { expect, it } from 'vitest';
import { priceImpactBps } from './priceImpact.js';

const usd = (units: bigint, scale = 0) => ({ units, scale });

it('compares the USD values of both sides exactly, rounding the loss up to whole bps', () => {
  // 1000 USDC (6 decimals, $1) for 0.3 WETH (18 decimals, $3000) = $900: 10 % impact
  const input = { units: 1_000_000_000n, decimals: 6, price: usd(1n) };
  expect(priceImpactBps(input, { units: 3n * 10n ** 17n, decimals: 18, price: usd(3000n) })).toBe(1000n);
  // $999.95 out of $1000: 0.005 % → 1 bps (never understated)
  expect(priceImpactBps(input, { units: 99_995n, decimals: 2, price: usd(1n) })).toBe(1n);
  // price 0.5 written with a scale
  expect(priceImpactBps(input, { units: 1_000n, decimals: 0, price: usd(5n, 1) })).toBe(5000n);
  // output worth more: no impact
  expect(priceImpactBps(input, { units: 2_000n, decimals: 0, price: usd(1n) })).toBe(0n);
});

it('is unknown (not zero) when the input is worth nothing or a figure is negative', () => {
  const out = { units: 1n, decimals: 0, price: usd(1n) };
  expect(priceImpactBps({ units: 0n, decimals: 0, price: usd(1n) }, out)).toBeUndefined();
  expect(priceImpactBps({ units: 5n, decimals: 0, price: usd(0n) }, out)).toBeUndefined();
  expect(priceImpactBps({ units: 5n, decimals: 0, price: usd(-1n) }, out)).toBeUndefined();
  expect(priceImpactBps({ units: 5n, decimals: 0, price: usd(1n) }, { ...out, units: -1n })).toBeUndefined();
});
