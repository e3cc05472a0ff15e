import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../../ports/index.js';
import { identifierArbs } from '../../../testkits/index.js';
import { parseTokenBalance } from './parseTokenBalance.js';
import { parseTokenBalances } from './parseTokenBalances.js';

const CHAIN = 'eip155:31337';
const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: CHAIN,
  address: `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
  value: 1234.5,
  price: 1,
  quantity: { decimals: '6', numeric: '1234.5' },
  iconUrl: 'http://127.0.0.1:8787/v1/token-icons/USDC.svg',
};

/** A well-formed route entry for CHAIN. */
const validEntry = (): fc.Arbitrary<TokenBalance> =>
  fc
    .record({
      name: fc.string({ maxLength: 20 }),
      symbol: fc.string({ minLength: 1, maxLength: 8 }).filter((symbol) => symbol.trim() !== ''),
      address: fc.option(identifierArbs.evmAddressLower(), { nil: undefined }),
      value: fc.option(fc.double({ min: 0, max: 1e12, noNaN: true }), { nil: undefined }),
      price: fc.double({ min: 0, max: 1e6, noNaN: true }),
      decimals: fc.integer({ min: 0, max: 255 }),
      whole: fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fraction: fc.option(fc.stringMatching(/^[0-9]{1,18}$/), { nil: undefined }),
      iconUrl: fc.webUrl(),
    })
    .map(({ address, value, decimals, whole, fraction, ...rest }) => ({
      ...rest,
      chainId: CHAIN,
      ...(address === undefined ? {} : { address: `${CHAIN}:${address}` as const }),
      ...(value === undefined ? {} : { value }),
      quantity: {
        decimals: String(decimals),
        numeric: fraction === undefined ? `${whole}` : `${whole}.${fraction}`,
      },
    }));

describe('parseTokenBalance', () => {
  it('keeps a well-formed entry as it is', () => {
    expect(parseTokenBalance(USDC, CHAIN)).toEqual(USDC);
    const { value: _value, address: _address, ...bare } = USDC;
    expect(parseTokenBalance(bare, CHAIN)).toEqual(bare);
  });

  it('reads a missing or non-string icon as no icon, without dropping the entry', () => {
    expect(parseTokenBalance({ ...USDC, iconUrl: undefined }, CHAIN)?.iconUrl).toBe('');
    expect(parseTokenBalance({ ...USDC, iconUrl: 42 }, CHAIN)?.iconUrl).toBe('');
  });

  it.each<[string, unknown]>([
    ['not an object', 'USDC'],
    ['null', null],
    ['an array', [USDC]],
    ['no name', { ...USDC, name: undefined }],
    ['an empty symbol', { ...USDC, symbol: '  ' }],
    ['another chain', { ...USDC, chainId: 'eip155:1' }],
    ['a price that is a string', { ...USDC, price: '1' }],
    ['a negative price', { ...USDC, price: -1 }],
    ['a NaN value', { ...USDC, value: Number.NaN }],
    ['an infinite value', { ...USDC, value: Number.POSITIVE_INFINITY }],
    ['no quantity', { ...USDC, quantity: undefined }],
    ['numeric decimals', { ...USDC, quantity: { decimals: 6, numeric: '1' } }],
    ['decimals past 255', { ...USDC, quantity: { decimals: '256', numeric: '1' } }],
    ['fractional decimals', { ...USDC, quantity: { decimals: '1.5', numeric: '1' } }],
    ['a negative quantity', { ...USDC, quantity: { decimals: '6', numeric: '-1' } }],
    ['an exponent quantity', { ...USDC, quantity: { decimals: '6', numeric: '1e5' } }],
    ['a non-CAIP address', { ...USDC, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }],
    [
      'an address on another chain',
      { ...USDC, address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    ],
    ['a bad checksum', { ...USDC, address: `${CHAIN}:0x5fbDB2315678afecb367f032d93F642f64180aa3` }],
  ])('ignores an entry with %s', (_label, raw) => {
    expect(parseTokenBalance(raw, CHAIN)).toBeUndefined();
  });

  it('accepts every well-formed entry unchanged (property)', () => {
    fc.assert(
      fc.property(validEntry(), (entry) => {
        expect(parseTokenBalance(entry, CHAIN)).toEqual(entry);
      }),
    );
  });

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const parsed = parseTokenBalance(raw, CHAIN);
        expect(parsed === undefined || parsed.chainId === CHAIN).toBe(true);
      }),
    );
  });
});

type Tagged =
  | { readonly kind: 'shown'; readonly entry: TokenBalance }
  | { readonly kind: 'zero-decimals'; readonly entry: TokenBalance }
  | { readonly kind: 'invalid'; readonly entry: unknown };

const tagged = (): fc.Arbitrary<Tagged> =>
  fc.oneof(
    validEntry()
      .filter((entry) => entry.quantity.decimals !== '0')
      .map((entry): Tagged => ({ kind: 'shown', entry })),
    validEntry().map(
      (entry): Tagged => ({
        kind: 'zero-decimals',
        entry: { ...entry, quantity: { ...entry.quantity, decimals: '0' } },
      }),
    ),
    fc
      .oneof(
        fc.constant(null),
        fc.string(),
        fc.integer(),
        validEntry().map((entry) => ({ ...entry, price: 'free' })),
        validEntry().map((entry) => ({ ...entry, chainId: 'eip155:1' })),
        validEntry().map((entry) => ({ ...entry, quantity: { ...entry.quantity, numeric: '-1' } })),
      )
      .map((entry): Tagged => ({ kind: 'invalid', entry })),
  );

describe('parseTokenBalances', () => {
  it('SPEC §5: drops tokens with zero decimals and ignores invalid entries, keeping the order', () => {
    const native: TokenBalance = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: CHAIN,
      price: 3000,
      quantity: { decimals: '18', numeric: '0' },
      iconUrl: '',
    };
    const nft = { ...native, name: 'Punk', symbol: 'PUNK', quantity: { decimals: '0', numeric: '3' } };
    expect(parseTokenBalances([nft, { broken: true }, native, 7], CHAIN)).toEqual([native]);
  });

  it('gives nothing for anything but a list', () => {
    expect(parseTokenBalances({ balances: [] }, CHAIN)).toEqual([]);
    expect(parseTokenBalances(undefined, CHAIN)).toEqual([]);
  });

  it('keeps exactly the valid entries with decimals, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(tagged(), { maxLength: 12 }), (entries) => {
        const expected = entries.flatMap((item) => (item.kind === 'shown' ? [item.entry] : []));
        expect(
          parseTokenBalances(
            entries.map((item) => item.entry),
            CHAIN,
          ),
        ).toEqual(expected);
      }),
    );
  });
});
