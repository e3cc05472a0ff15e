import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../../ports/index.js';
import { toTokenRow } from './toTokenRow.js';
import { toTokenRows } from './toTokenRows.js';

const CHAIN = 'eip155:31337';
const DAI: TokenBalance = {
  name: 'Dai Stablecoin',
  symbol: 'DAI',
  chainId: CHAIN,
  address: `${CHAIN}:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512`,
  value: 12345.678,
  price: 1,
  quantity: { decimals: '18', numeric: '12345.6789' },
  iconUrl: 'https://icons.test/dai.svg',
};

describe('toTokenRow', () => {
  it('SPEC §5: quantity floored to 3 decimals, value as dollars and two-digit pennies', () => {
    expect(toTokenRow(DAI)).toEqual({
      id: DAI.address,
      name: 'Dai Stablecoin',
      symbol: 'DAI',
      iconUrl: 'https://icons.test/dai.svg',
      quantity: '12,345.678',
      value: { kind: 'amount', negative: false, dollars: '12,345', pennies: '67' },
      balance: DAI,
    });
  });

  it('shows zero as 0.000 and $0.00 (zero is data)', () => {
    const row = toTokenRow({ ...DAI, value: 0, quantity: { decimals: '18', numeric: '0' } });
    expect(row?.quantity).toBe('0.000');
    expect(row?.value).toEqual({ kind: 'amount', negative: false, dollars: '0', pennies: '00' });
  });

  it('prices a token without a value from its price; without either the value is unavailable, not $0.00', () => {
    const { value: _value, ...unvalued } = DAI;
    expect(toTokenRow({ ...unvalued, price: 2.5 })?.value).toEqual({
      kind: 'amount',
      negative: false,
      dollars: '30,864',
      pennies: '19',
    });
    expect(toTokenRow({ ...unvalued, price: 0 })?.value).toEqual({ kind: 'unavailable' });
  });

  it('identifies a token without an address by chain and symbol', () => {
    const { address: _address, ...native } = DAI;
    expect(toTokenRow(native)?.id).toBe(`${CHAIN}:DAI`);
  });

  it('floors the quantity to 3 decimals, exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (units, scale) => {
          const text = units.toString().padStart(scale + 1, '0');
          const numeric = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
          const row = toTokenRow({ ...DAI, quantity: { decimals: '18', numeric } });
          const thousandths =
            scale >= 3 ? units / 10n ** BigInt(scale - 3) : units * 10n ** BigInt(3 - scale);
          expect(row?.quantity.replaceAll(',', '')).toBe(
            thousandths === 0n && units > 0n
              ? '<0.001'
              : `${thousandths / 1000n}.${(thousandths % 1000n).toString().padStart(3, '0')}`,
          );
        },
      ),
    );
  });

  it('splits the value into dollars and two-digit pennies of floor(value × 100) (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 9 }), (cents, extra) => {
        const value = Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${extra}`);
        const shown = toTokenRow({ ...DAI, value })?.value;
        if (shown?.kind !== 'amount') throw new Error('expected an amount');
        expect(shown.pennies).toMatch(/^[0-9]{2}$/);
        expect(Number(shown.dollars.replaceAll(',', '')) * 100 + Number(shown.pennies)).toBe(cents);
      }),
    );
  });
});

describe('toTokenRows', () => {
  it('keeps the order and shows a repeated token once (EVM addresses in any casing)', () => {
    const usdc = {
      ...DAI,
      symbol: 'USDC',
      address: `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3` as const,
    };
    const again = {
      ...DAI,
      symbol: 'DAI again',
      address: `${CHAIN}:0xE7F1725E7734CE288F8367E1BB143E90BB3F0512` as const,
    };
    expect(toTokenRows([DAI, usdc, again]).map((row) => row.symbol)).toEqual(['DAI', 'USDC']);
  });
});
