import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from '../../lib/format/index.js';
import { balanceRise } from './balanceRise.js';
import { checkPurchaseLimits } from './checkPurchaseLimits.js';
import { formatCents, limitCents, parseFiatCents } from './fiatCents.js';

const cents = fc.bigInt({ min: 0n, max: 10n ** 14n });
const decimal = fc
  .record({ units: fc.bigInt({ min: 0n, max: 10n ** 30n }), scale: fc.integer({ min: 0, max: 18 }) })
  .map(({ units, scale }) => {
    const digits = units.toString().padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

describe('on-ramp amount math (exact, bigint)', () => {
  it('reads every written amount back to the same cents', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseFiatCents(formatCents(value))._unsafeUnwrap()).toBe(value);
        expect(limitCents(formatCents(value), 'min')).toBe(value);
        expect(limitCents(formatCents(value), 'max')).toBe(value);
      }),
    );
  });

  it('accepts exactly the amounts between the limits, and names the limit crossed', () => {
    fc.assert(
      fc.property(cents, cents, cents, (amount, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const limits = { min: formatCents(min), max: formatCents(max) };
        const result = checkPurchaseLimits({ cents: amount, limits, method: 'card', currency: 'USD' });
        if (amount < min) {
          expect(result._unsafeUnwrapErr().message).toBe(
            `The minimum purchase by card is ${groupThousands(limits.min)} USD`,
          );
        } else if (amount > max) {
          expect(result._unsafeUnwrapErr().message).toBe(
            `The maximum purchase by card is ${groupThousands(limits.max)} USD`,
          );
        } else {
          expect(result._unsafeUnwrap()).toBe(amount);
        }
      }),
    );
  });

  it('rounds limits inwards: nothing outside a limit with more decimals passes', () => {
    fc.assert(
      fc.property(decimal, cents, (limit, amount) => {
        const min = limitCents(limit, 'min');
        const max = limitCents(limit, 'max');
        if (min === undefined || max === undefined) throw new Error('a decimal limit is readable');
        // amount ≥ min ⇔ amount/100 ≥ limit; amount ≤ max ⇔ amount/100 ≤ limit (exact, cross-multiplied).
        const scale = limit.split('.')[1]?.length ?? 0;
        const limitUnits = BigInt(limit.replace('.', ''));
        const amountScaled = amount * 10n ** BigInt(scale);
        const limitScaled = limitUnits * 100n;
        expect(amount >= min).toBe(amountScaled >= limitScaled);
        expect(amount <= max).toBe(amountScaled <= limitScaled);
      }),
    );
  });

  it('measures a balance rise exactly: before + rise = after', () => {
    fc.assert(
      fc.property(decimal, decimal, (before, delta) => {
        const after = balanceRise(`-${delta}`, before)._unsafeUnwrap(); // before + delta
        expect(balanceRise(before, after)._unsafeUnwrap()).toBe(balanceRise('0', delta)._unsafeUnwrap());
        expect(balanceRise(after, before)._unsafeUnwrap()).toBe(balanceRise(delta, '0')._unsafeUnwrap());
      }),
    );
  });
});
