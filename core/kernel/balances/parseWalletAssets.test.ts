import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Network } from '../../../ports/index.js';
import { DEVNET } from '../../../testkits/networks.js';
import { eip155ChainHex } from './eip155ChainHex.js';
import { parseWalletAssets } from './parseWalletAssets.js';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const native = { address: 'native', balance: '0x1bc16d674ec80000', type: 'native' };
const usdc = {
  address: USDC.toLowerCase(),
  balance: '0xf4240',
  type: 'erc20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 0.999,
    iconUrl: 'https://icons.test/usdc.svg',
  },
};

describe('eip155ChainHex', () => {
  it('is the hex chain id of eip155 networks only', () => {
    expect(eip155ChainHex(DEVNET)).toBe('0x7a69');
    expect(eip155ChainHex({ caipNetworkId: 'eip155:1' })).toBe('0x1');
    expect(eip155ChainHex({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBeUndefined();
  });
});

describe('parseWalletAssets (ERC-7811)', () => {
  it('turns native and ERC-20 assets into balance entries; a native asset without metadata takes the currency', () => {
    expect(parseWalletAssets({ '0x7a69': [native, usdc] }, DEVNET)).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        price: 0,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: '',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: `eip155:31337:${USDC}`,
        value: 0.999,
        price: 0.999,
        quantity: { decimals: '6', numeric: '1' },
        iconUrl: 'https://icons.test/usdc.svg',
      },
    ]);
  });

  it('finds the chain under a padded, upper-case or decimal key', () => {
    for (const key of ['0x00007a69', '0x7A69', '31337']) {
      expect(parseWalletAssets({ [key]: [native] }, DEVNET)).toHaveLength(1);
    }
  });

  it.each<[string, unknown]>([
    ['not an object', [native]],
    ['null', null],
    ['no list for the chain', { '0x1': [native] }],
    ['a chain entry that is not a list', { '0x7a69': { native } }],
  ])('is undefined (fall back to the route) for %s', (_label, raw) => {
    expect(parseWalletAssets(raw, DEVNET)).toBeUndefined();
  });

  it('is undefined on a network that is not eip155', () => {
    const solana: Network = { ...DEVNET, chainNamespace: 'solana', caipNetworkId: 'solana:devnet' };
    expect(parseWalletAssets({ '0x7a69': [native] }, solana)).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['an NFT', { ...usdc, type: 'erc721' }],
    ['an unknown type', { ...usdc, type: 'erc1155' }],
    ['a decimal balance', { ...usdc, balance: '1000000' }],
    ['no balance', { ...usdc, balance: undefined }],
    ['an ERC-20 without metadata', { ...usdc, metadata: null }],
    ['fractional decimals', { ...usdc, metadata: { ...usdc.metadata, decimals: 6.5 } }],
    ['zero decimals (SPEC §5)', { ...usdc, metadata: { ...usdc.metadata, decimals: 0 } }],
    ['an invalid contract address', { ...usdc, address: '0x1234' }],
    ['a string', 'USDC'],
  ])('ignores %s and keeps the rest', (_label, bad) => {
    expect(parseWalletAssets({ '0x7a69': [bad, native] }, DEVNET)?.map((entry) => entry.symbol)).toEqual([
      'ETH',
    ]);
  });

  it('accepts NATIVE / ERC20 in capitals (SPEC §3 wallet asset types)', () => {
    const listed = parseWalletAssets(
      {
        '0x7a69': [
          { ...native, type: 'NATIVE' },
          { ...usdc, type: 'ERC20' },
        ],
      },
      DEVNET,
    );
    expect(listed?.map((entry) => entry.symbol)).toEqual(['ETH', 'USDC']);
  });

  it('reads the exact quantity of any hex balance (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 1, max: 36 }),
        (units, decimals) => {
          const asset = {
            ...usdc,
            balance: `0x${units.toString(16)}`,
            metadata: { ...usdc.metadata, decimals },
          };
          const [entry] = parseWalletAssets({ '0x7a69': [asset] }, DEVNET) ?? [];
          const [whole = '', fraction = ''] = (entry?.quantity.numeric ?? '').split('.');
          expect(BigInt(`${whole}${fraction.padEnd(decimals, '0')}`)).toBe(units);
          expect(entry?.quantity.decimals).toBe(String(decimals));
        },
      ),
    );
  });

  it('never throws, whatever the wallet answers (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 5 }), (raw, list) => {
        expect(() => parseWalletAssets(raw, DEVNET)).not.toThrow();
        expect(parseWalletAssets({ '0x7a69': list }, DEVNET)).toBeInstanceOf(Array);
      }),
    );
  });
});
